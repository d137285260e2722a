/**
 * A forgotten password (issue 24 point 10; decision 090): from the sign-in page to asking for the
 * mail (the address comes along, the answer is the same for any address, a failure keeps what was
 * typed); without a mail server, the shell command instead; the mailed link's page with the new
 * password twice, a link that no longer works, and the way back to sign-in.
 */
import { screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl } from '../../../testing/api-server';
import { csrfIssued, renderConsole, setupStatus, signedOut } from '../../../testing/render-console';

const TOKEN = 'reset-token-0123456789abcdefghijklmnop';
const SENT =
  'If there is an account with this address, an email with a link is on its way. The link works for one hour.';

function resetFlow(options: { mailConfigured?: boolean } = {}) {
  const state = { requests: [] as unknown[], confirms: [] as unknown[], failNext: false };
  apiServer.use(
    csrfIssued(),
    signedOut(),
    setupStatus(true, options.mailConfigured ?? true),
    http.post(apiUrl('/admin/auth/password-reset/'), async ({ request }) => {
      state.requests.push(await request.json());
      if (state.failNext) {
        state.failNext = false;
        return HttpResponse.json({ message: 'Something went wrong on our side.' }, { status: 500 });
      }
      return HttpResponse.json({ message: 'Same words for every address.' }, { status: 202 });
    }),
    http.post(apiUrl('/admin/auth/password-reset/confirm/'), async ({ request }) => {
      const body = (await request.json()) as { token: string; password: string };
      state.confirms.push(body);
      if (body.token !== TOKEN) {
        return HttpResponse.json(
          { message: 'This link is invalid, has expired or has already been used.' },
          { status: 400 },
        );
      }
      if (body.password === 'password1234') {
        return HttpResponse.json(
          { message: 'Validation failed.', errors: { password: ['This password is too common.'] } },
          { status: 400 },
        );
      }
      if (state.failNext) {
        state.failNext = false;
        return HttpResponse.error();
      }
      await delay(20);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}

describe('asking for a link', () => {
  it('leads from the sign-in page with the address typed there, and answers the same whatever the address', async () => {
    const state = resetFlow();
    const { user, router } = renderConsole('/sign-in');
    await user.type(await screen.findByLabelText('Email address'), 'Erika@Example.org');
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password' });
    expect(router.state.location.pathname).toBe('/forgot-password');
    await waitFor(() =>
      expect(screen.getByLabelText('Email address')).toHaveProperty('value', 'Erika@Example.org'),
    );
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('status')).textContent).toBe(SENT);
    expect(state.requests).toEqual([{ email: 'erika@example.org' }]);

    // Once more, for another address: the form comes back with the address kept, the answer is the same.
    await user.click(screen.getByRole('button', { name: 'Ask once more' }));
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveProperty('value', 'Erika@Example.org');
    await user.clear(email);
    await user.type(email, 'nobody@example.org');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('status')).textContent).toBe(SENT);
    expect(state.requests).toHaveLength(2);
    await user.click(screen.getByRole('link', { name: 'Back to sign-in' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  });

  it('checks the address first, and keeps it when the request fails', async () => {
    const state = resetFlow();
    state.failNext = true;
    const { user } = renderConsole('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(state.requests).toEqual([]);
    await user.type(screen.getByLabelText('Email address'), 'erika@example.org');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on our side.');
    expect(screen.getByLabelText('Email address')).toHaveProperty('value', 'erika@example.org');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('status')).textContent).toBe(SENT);
  });
});

describe('without a mail server', () => {
  it('the sign-in page says so and names the shell command, with the address typed when it is a plain one', async () => {
    resetFlow({ mailConfigured: false });
    const { user } = renderConsole('/sign-in');
    const note = await screen.findByRole('region', { name: 'Forgot your password?' });
    expect(note.textContent).toContain(
      'This website cannot send email yet, so no link can come by email. Whoever runs the server for you can set a new password with this command:',
    );
    expect(note.querySelector('code')?.textContent).toBe(
      'npm run owner -- password --email <your email address>',
    );
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).toBeNull();
    await user.type(screen.getByLabelText('Email address'), 'Erika@Example.org');
    expect(note.querySelector('code')?.textContent).toBe(
      'npm run owner -- password --email erika@example.org',
    );
    // Anything a shell would read as more than an address stays out of the command.
    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'x@example.org;reboot');
    expect(note.querySelector('code')?.textContent).toBe(
      'npm run owner -- password --email <your email address>',
    );
  });

  it('the page for a forgotten password explains instead of asking, and sends nothing', async () => {
    const state = resetFlow({ mailConfigured: false });
    renderConsole('/forgot-password');
    const note = await screen.findByRole('region', { name: 'How to get a new password' });
    expect(note.textContent).toContain('This website cannot send email yet');
    expect(note.querySelector('code')?.textContent).toBe(
      'npm run owner -- password --email <your email address>',
    );
    expect(screen.getByRole('button', { name: 'Copy the command' })).toBeTruthy();
    expect(screen.queryByLabelText('Email address')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toBeTruthy();
    expect(state.requests).toEqual([]);
  });

  it('speaks German when the console does', async () => {
    resetFlow({ mailConfigured: false });
    renderConsole('/forgot-password', { language: 'de' });
    const note = await screen.findByRole('region', { name: 'So bekommen Sie ein neues Passwort' });
    expect(note.textContent).toContain(
      'Diese Website kann noch keine E-Mails senden, deshalb kann kein Link per E-Mail kommen. Wer den Server für Sie betreibt, kann Ihnen mit diesem Befehl ein neues Passwort setzen:',
    );
    expect(note.querySelector('code')?.textContent).toBe(
      'npm run owner -- password --email <Ihre E-Mail-Adresse>',
    );
  });
});

describe('the mailed link', () => {
  it('asks for the new password twice, saves it and leads to sign-in', async () => {
    const state = resetFlow();
    const { user, router } = renderConsole(`/reset-password?token=${TOKEN}`);
    await user.type(await screen.findByLabelText('New password'), 'a calm river at dawn');
    expect(screen.getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByText('12 to 128 characters')).toBeTruthy();
    await user.type(screen.getByLabelText('New password again'), 'a calm river at dusk');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('The two passwords are not the same.')).toBeTruthy();
    expect(state.confirms).toEqual([]);

    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'a calm river at dawn');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('button', { name: /Saving/ })).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toContain('Your new password is saved.');
    expect(state.confirms).toEqual([{ token: TOKEN, password: 'a calm river at dawn' }]);
    await user.click(screen.getByRole('link', { name: 'Go to sign-in' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('keeps both passwords when the API refuses one or the network fails', async () => {
    const state = resetFlow();
    const { user } = renderConsole(`/reset-password?token=${TOKEN}`);
    await user.type(await screen.findByLabelText('New password'), 'password1234');
    await user.type(screen.getByLabelText('New password again'), 'password1234');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('This password is too common.')).toBeTruthy();
    expect(screen.getByLabelText('New password again')).toHaveProperty('value', 'password1234');

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'a calm river at dawn');
    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'a calm river at dawn');
    state.failNext = true;
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByLabelText('New password')).toHaveProperty('value', 'a calm river at dawn');
    expect(screen.getByLabelText('New password again')).toHaveProperty('value', 'a calm river at dawn');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect((await screen.findByRole('status')).textContent).toContain('Your new password is saved.');
  });

  it('a link that no longer works says so and offers a new one', async () => {
    resetFlow();
    const { user, router } = renderConsole('/reset-password?token=used-or-expired-token-0123456789');
    await user.type(await screen.findByLabelText('New password'), 'a calm river at dawn');
    await user.type(screen.getByLabelText('New password again'), 'a calm river at dawn');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This link no longer works');
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password' });
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('without the link’s token: says where the link is, and offers a new one', async () => {
    resetFlow();
    renderConsole('/reset-password');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This page needs the link from the email.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
