/**
 * Signing in (issue 13 point 2): password, the second factor, the API's "wrong password" answer,
 * the lockout with its time, and the hint when the site has no owner yet.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl } from '../../../testing/api-server';
import { CSRF_TOKEN, meOf, owner, page } from '../../../testing/fixtures';
import { csrfIssued, renderConsole, setupStatus, signedOut } from '../../../testing/render-console';

/** GET me answers 401 until the login succeeded, then the user. */
function loginFlow(options: { secondFactor?: boolean } = {}) {
  const state = {
    signedIn: false,
    logins: [] as unknown[],
    codes: [] as unknown[],
    headers: [] as (string | null)[],
  };
  apiServer.use(
    setupStatus(true),
    csrfIssued('anonymous-token.signature'),
    http.get(apiUrl('/admin/auth/me/'), () =>
      state.signedIn
        ? HttpResponse.json(meOf(owner()))
        : HttpResponse.json({ message: 'Please sign in.' }, { status: 401 }),
    ),
    http.post(apiUrl('/admin/auth/login/'), async ({ request }) => {
      const body = await request.json();
      state.logins.push(body);
      state.headers.push(request.headers.get('x-csrftoken'));
      if ((body as { password: string }).password !== 'correct horse battery') {
        return HttpResponse.json({ message: 'The email address or password is wrong.' }, { status: 401 });
      }
      if (options.secondFactor) return HttpResponse.json({ status: 'second_factor_required' });
      state.signedIn = true;
      return HttpResponse.json({ status: 'signed_in', user: owner() });
    }),
    http.post(apiUrl('/admin/auth/second-factor/'), async ({ request }) => {
      const body = (await request.json()) as { code: string };
      state.codes.push(body);
      if (body.code !== '123456') {
        return HttpResponse.json(
          { message: 'Validation failed.', errors: { code: ['This code is not valid.'] } },
          { status: 400 },
        );
      }
      state.signedIn = true;
      return HttpResponse.json({ status: 'signed_in', user: owner() });
    }),
  );
  return state;
}

describe('the sign-in page', () => {
  it('sends nobody signed in from a console page to sign-in, and back there after signing in', async () => {
    const state = loginFlow();
    apiServer.use(http.get(apiUrl('/admin/users/'), () => HttpResponse.json(page([owner()]))));
    const { user, router } = renderConsole('/users');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.href).toBe('/sign-in?redirect=%2Fusers');
    await user.type(screen.getByLabelText('Email address'), 'Owner@Example.org');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Users' });
    expect(router.state.location.pathname).toBe('/users');
    // The contracts' schema normalizes the email; the write carries the double-submit token.
    expect(state.logins).toEqual([{ email: 'owner@example.org', password: 'correct horse battery' }]);
    expect(state.headers).toEqual(['anonymous-token.signature']);
  });

  it('shows the API’s message for a wrong password, clears the password and keeps the email', async () => {
    loginFlow();
    const { user } = renderConsole('/sign-in');
    await user.type(await screen.findByLabelText('Email address'), 'owner@example.org');
    await user.type(screen.getByLabelText('Password'), 'wrong password!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The email address or password is wrong.',
    );
    expect(screen.getByLabelText('Password')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Email address')).toHaveProperty('value', 'owner@example.org');
  });

  it('checks the form before sending anything: both fields are required', async () => {
    const state = loginFlow();
    const { user } = renderConsole('/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(state.logins).toEqual([]);
  });

  it('after too many attempts says when to try again (Retry-After) and does not send until then', async () => {
    const state = loginFlow();
    apiServer.use(
      http.post(apiUrl('/admin/auth/login/'), () => {
        state.logins.push('refused');
        return HttpResponse.json(
          { message: 'Too many requests.' },
          { status: 429, headers: { 'Retry-After': '900' } },
        );
      }),
    );
    const { user } = renderConsole('/sign-in');
    await user.type(await screen.findByLabelText('Email address'), 'owner@example.org');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Too many attempts');
    expect(alert.textContent).toContain('in about 15 minutes');
    const retryAt = new Date(Date.now() + 900_000);
    const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' }).format(retryAt);
    expect(alert.textContent).toContain(`Try again at ${time}`);
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', true);
    expect(state.logins).toEqual(['refused']);
  });

  it('asks for the second factor, shows a wrong code beside the field, then signs in with the right one', async () => {
    const state = loginFlow({ secondFactor: true });
    const { user } = renderConsole('/sign-in');
    await user.type(await screen.findByLabelText('Email address'), 'owner@example.org');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText('Code');
    expect(document.activeElement).toBe(code);
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Enter the 6 digits from your app/)).toBeTruthy();
    expect(state.codes).toEqual([]);
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This code is not valid.')).toBeTruthy();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { name: 'Hello, Olga Owner' });
    expect(state.codes).toEqual([{ code: '654321' }, { code: '123456' }]);
  });

  it('accepts a recovery code as the second factor', async () => {
    const state = loginFlow({ secondFactor: true });
    apiServer.use(
      http.post(apiUrl('/admin/auth/second-factor/'), async ({ request }) => {
        state.codes.push(await request.json());
        state.signedIn = true;
        return HttpResponse.json({ status: 'signed_in', user: owner() });
      }),
    );
    const { user } = renderConsole('/sign-in');
    await user.type(await screen.findByLabelText('Email address'), 'owner@example.org');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText('Code'), 'ab12c-9xy7z');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { name: 'Hello, Olga Owner' });
    expect(state.codes).toEqual([{ code: 'ab12c-9xy7z' }]);
  });

  it('points to the setup link when the site has no owner yet', async () => {
    apiServer.use(signedOut(), setupStatus(false));
    renderConsole('/sign-in');
    expect(await screen.findByText(/has no owner yet/)).toHaveProperty('role', 'status');
  });

  it('never leaves the console after sign-in, whatever the redirect says', async () => {
    loginFlow();
    const { user, router } = renderConsole('/sign-in?redirect=//evil.example/phish');
    await user.type(await screen.findByLabelText('Email address'), 'owner@example.org');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Hello, Olga Owner' });
    expect(router.state.location.href).toBe('/');
  });

  it('shows that it is working while the sign-in is on its way', async () => {
    loginFlow();
    apiServer.use(
      http.post(apiUrl('/admin/auth/login/'), async () => {
        await delay(200);
        return HttpResponse.json({ message: 'The email address or password is wrong.' }, { status: 401 });
      }),
    );
    const { user } = renderConsole('/sign-in');
    await user.type(await screen.findByLabelText('Email address'), 'owner@example.org');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy());
  });

  it('speaks German by default and follows the language switch before sign-in', async () => {
    loginFlow();
    const { user } = renderConsole('/sign-in', { language: 'de' });
    await screen.findByRole('heading', { name: 'Anmelden' });
    expect(document.documentElement.lang).toBe('de');
    await user.selectOptions(screen.getByLabelText('Sprache'), 'en');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('console-language')).toBe('en');
    const header = screen.getByRole('banner');
    expect(within(header).getByLabelText('Theme')).toBeTruthy();
  });

  it('uses the session’s token for writes once signed in', async () => {
    loginFlow();
    const seen: (string | null)[] = [];
    apiServer.use(
      http.post(apiUrl('/admin/auth/logout/'), ({ request }) => {
        seen.push(request.headers.get('x-csrftoken'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderConsole('/sign-in');
    await user.type(await screen.findByLabelText('Email address'), 'owner@example.org');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Hello, Olga Owner' });
    await user.click(screen.getByRole('button', { name: 'Account menu of Olga Owner' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(seen).toEqual([CSRF_TOKEN]);
  });
});
