/** The first owner from the setup link, and an invited person from theirs (issue 13 point 2). */
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl } from '../../../testing/api-server';
import { editor, meOf, owner } from '../../../testing/fixtures';
import { csrfIssued, renderConsole, setupStatus, signedOut } from '../../../testing/render-console';

const TOKEN = 'setup-token-0123456789abcdef';

function setupFlow() {
  const state = { signedIn: false, sent: [] as unknown[] };
  apiServer.use(
    csrfIssued(),
    setupStatus(false),
    http.get(apiUrl('/admin/auth/me/'), () =>
      state.signedIn
        ? HttpResponse.json(meOf(owner()))
        : HttpResponse.json({ message: 'Please sign in.' }, { status: 401 }),
    ),
    http.post(apiUrl('/admin/auth/setup/'), async ({ request }) => {
      const body = (await request.json()) as { password: string };
      state.sent.push(body);
      if (body.password === 'password1234') {
        return HttpResponse.json(
          { message: 'Validation failed.', errors: { password: ['This password is too common.'] } },
          { status: 400 },
        );
      }
      state.signedIn = true;
      return HttpResponse.json({ user: owner() }, { status: 201 });
    }),
  );
  return state;
}

describe('first-owner setup', () => {
  it('creates the owner from the link’s token and opens the console', async () => {
    const state = setupFlow();
    const { user, router } = renderConsole(`/setup?token=${TOKEN}`);
    await user.type(await screen.findByLabelText('Your name'), 'Olga Owner');
    // The owner's own account: the browser may fill in the name and keep address and password.
    expect(screen.getByLabelText('Your name').getAttribute('autocomplete')).toBe('name');
    expect(screen.getByLabelText('Email address').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password');
    await user.type(screen.getByLabelText('Email address'), 'owner@example.org');
    // Where the website's mail goes: optional, explained, her sign-in address when left empty.
    expect(screen.getByText(/Leave it empty to use the address above/)).toBeTruthy();
    await user.type(screen.getByLabelText('New messages from the website go to'), 'praxis@example.org');
    await user.type(screen.getByLabelText('Password'), 'a calm river at dawn');
    await user.click(screen.getByRole('button', { name: 'Create owner account' }));
    await screen.findByRole('heading', { name: 'Hello, Olga Owner' });
    expect(router.state.location.pathname).toBe('/');
    expect(state.sent).toEqual([
      {
        token: TOKEN,
        name: 'Olga Owner',
        email: 'owner@example.org',
        notification_email: 'praxis@example.org',
        password: 'a calm river at dawn',
        ui_language: 'en',
      },
    ]);
  });

  it('shows the password rules, refuses a short password itself and the API’s verdict beside the field', async () => {
    const state = setupFlow();
    const { user } = renderConsole(`/setup?token=${TOKEN}`);
    await user.type(await screen.findByLabelText('Your name'), 'Olga Owner');
    await user.type(screen.getByLabelText('Email address'), 'owner@example.org');
    expect(screen.getByText('12 to 128 characters')).toBeTruthy();
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create owner account' }));
    expect(await screen.findByText('The password needs at least 12 characters.')).toBeTruthy();
    expect(state.sent).toEqual([]);
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'password1234');
    await user.click(screen.getByRole('button', { name: 'Create owner account' }));
    const message = await screen.findByText('This password is too common.');
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toContain(message.id);
    expect(state.sent).toHaveLength(1);
  });

  it('keeps the name and email (never the password) in the tab across a reload', async () => {
    setupFlow();
    const first = renderConsole(`/setup?token=${TOKEN}`);
    await first.user.type(await screen.findByLabelText('Your name'), 'Olga');
    await first.user.type(screen.getByLabelText('Email address'), 'owner@example.org');
    await first.user.type(screen.getByLabelText('Password'), 'secret words here');
    expect(sessionStorage.getItem('console-draft:setup')).not.toContain('secret');
    first.unmount();
    renderConsole(`/setup?token=${TOKEN}`);
    expect(await screen.findByDisplayValue('Olga')).toBeTruthy();
    expect(screen.getByLabelText('Email address')).toHaveProperty('value', 'owner@example.org');
    expect(screen.getByLabelText('Password')).toHaveProperty('value', '');
  });

  it('says what is missing when the link has no token', async () => {
    setupFlow();
    renderConsole('/setup');
    expect((await screen.findByRole('alert')).textContent).toContain('needs the setup link');
    expect(screen.queryByLabelText('Your name')).toBeNull();
  });

  it('sends to sign-in when the site already has an owner', async () => {
    setupFlow();
    apiServer.use(setupStatus(true));
    renderConsole(`/setup?token=${TOKEN}`);
    expect(await screen.findByText('This website already has an owner.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign-in' }).getAttribute('href')).toBe('/admin/sign-in');
  });
});

describe('accepting an invitation', () => {
  it('sets name, password and language from the link and opens the console', async () => {
    const sent: unknown[] = [];
    let signedIn = false;
    apiServer.use(
      csrfIssued(),
      http.get(apiUrl('/admin/auth/me/'), () =>
        signedIn
          ? HttpResponse.json(meOf(editor()))
          : HttpResponse.json({ message: 'Please sign in.' }, { status: 401 }),
      ),
      http.post(apiUrl('/admin/auth/invitation/'), async ({ request }) => {
        sent.push(await request.json());
        signedIn = true;
        return HttpResponse.json({ user: editor() });
      }),
    );
    const { user } = renderConsole(`/invitation?token=${TOKEN}`, { language: 'de' });
    await user.type(await screen.findByLabelText('Ihr Name'), 'Eddie Editor');
    expect(screen.getByLabelText('Ihr Name').getAttribute('autocomplete')).toBe('name');
    expect(screen.queryByLabelText('E-Mail-Adresse')).toBeNull();
    await user.type(screen.getByLabelText('Passwort'), 'a calm river at dawn');
    await user.click(screen.getByRole('button', { name: 'Mein Konto anlegen' }));
    // The editor's own language (en) takes over once signed in.
    await screen.findByRole('heading', { name: 'Hello, Eddie Editor' });
    expect(sent).toEqual([
      { token: TOKEN, name: 'Eddie Editor', password: 'a calm river at dawn', ui_language: 'de' },
    ]);
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();
  });

  it('says what is missing when the link has no token', async () => {
    apiServer.use(signedOut());
    renderConsole('/invitation?token=x');
    expect((await screen.findByRole('alert')).textContent).toContain('needs the invitation link');
  });
});
