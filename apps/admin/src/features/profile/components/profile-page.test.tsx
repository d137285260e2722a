/**
 * The profile: name and language, the unsaved-changes question, a session that ends while typing
 * (the form survives the sign-in dialog), the password change, and two-factor set-up with the QR
 * code and the recovery codes shown once.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl } from '../../../testing/api-server';
import { CSRF_TOKEN, editor, meOf, owner } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';

/** The signed-in owner's profile API: each PATCH is kept (with its CSRF header) and applied. */
function profileApi() {
  const patches: unknown[] = [];
  const headers: (string | null)[] = [];
  let user = owner();
  apiServer.use(
    http.get(apiUrl('/admin/auth/me/'), () => HttpResponse.json(meOf(user))),
    http.patch(apiUrl('/admin/auth/me/'), async ({ request }) => {
      const body = (await request.json()) as Partial<typeof user>;
      patches.push(body);
      headers.push(request.headers.get('x-csrftoken'));
      user = { ...user, ...body };
      return HttpResponse.json(user);
    }),
  );
  return { patches, headers };
}

describe('name and language', () => {
  it('saves the name with the session’s token and greets with it; the language switches the console', async () => {
    const { patches, headers } = profileApi();
    const view = renderConsole('/profile');
    const name = await screen.findByLabelText('Name');
    await view.user.clear(name);
    await view.user.type(name, 'Olga Ownerin');
    await view.user.selectOptions(screen.getByLabelText('Language of the console'), 'de');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Gespeichert.')).toBeTruthy();
    expect(patches).toEqual([{ name: 'Olga Ownerin', ui_language: 'de', notification_email: null }]);
    expect(headers).toEqual([CSRF_TOKEN]);
    // The document's language changes with the words, in the same commit (before the browser paints).
    expect(document.documentElement.lang).toBe('de');
    await view.user.click(screen.getByRole('link', { name: 'Übersicht' }));
    expect(await screen.findByRole('heading', { name: 'Hallo, Olga Ownerin' })).toBeTruthy();
  });

  it('an owner chooses where the website’s mail for her goes; empty is her sign-in address; an editor is not asked', async () => {
    const { patches } = profileApi();
    const view = renderConsole('/profile');
    const address = await screen.findByLabelText('New messages from the website go to');
    expect(address.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/Leave it empty to use your sign-in address/)).toBeTruthy();
    await view.user.type(address, 'nicht-ok');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/valid email address|e-mail address/i)).toBeTruthy();
    expect(patches).toEqual([]);
    await view.user.clear(address);
    await view.user.type(address, 'praxis@example.org');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(patches).toEqual([
      { name: 'Olga Owner', ui_language: 'en', notification_email: 'praxis@example.org' },
    ]);
    view.unmount();

    apiServer.use(http.get(apiUrl('/admin/auth/me/'), () => HttpResponse.json(meOf(editor()))));
    renderConsole('/profile');
    await screen.findByLabelText('Name');
    expect(screen.queryByLabelText('New messages from the website go to')).toBeNull();
  });

  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    apiServer.use(signedInAs(owner()));
    const view = renderConsole('/profile');
    await view.user.type(await screen.findByLabelText('Name'), ' Jr.');
    await view.user.click(screen.getAllByRole('link', { name: 'Overview' })[0] as HTMLElement);
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Stay here' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(view.router.state.location.pathname).toBe('/profile');
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Olga Owner Jr.');
    await view.user.click(screen.getAllByRole('link', { name: 'Overview' })[0] as HTMLElement);
    await view.user.click(await screen.findByRole('button', { name: 'Leave and discard' }));
    await screen.findByRole('heading', { name: 'Hello, Olga Owner' });
  });

  it('keeps what was typed when the session ends: sign in again in the dialog, then save', async () => {
    let session: 'valid' | 'ended' = 'valid';
    const saved: unknown[] = [];
    apiServer.use(
      http.get(apiUrl('/admin/auth/me/'), () =>
        session === 'valid'
          ? HttpResponse.json(meOf(owner()))
          : HttpResponse.json({ message: 'Please sign in.' }, { status: 401 }),
      ),
      http.patch(apiUrl('/admin/auth/me/'), async ({ request }) => {
        if (session === 'ended') return HttpResponse.json({ message: 'Please sign in.' }, { status: 401 });
        const body = await request.json();
        saved.push(body);
        return HttpResponse.json({ ...owner(), ...(body as object) });
      }),
      http.post(apiUrl('/admin/auth/login/'), () => {
        session = 'valid';
        return HttpResponse.json({ status: 'signed_in', user: owner() });
      }),
    );
    const view = renderConsole('/profile');
    const name = await screen.findByLabelText('Name');
    await view.user.clear(name);
    await view.user.type(name, 'A name typed at length');
    session = 'ended';
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
    expect(screen.getByText(/Your session has ended\. Sign in again, then save once more/)).toBeTruthy();
    expect(within(dialog).getByLabelText('Email address')).toHaveProperty('value', 'owner@example.org');
    await view.user.type(within(dialog).getByLabelText('Password'), 'correct horse battery');
    await view.user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.router.state.location.pathname).toBe('/profile');
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'A name typed at length');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(saved).toEqual([{ name: 'A name typed at length', ui_language: 'en', notification_email: null }]);
  });
});

describe('password', () => {
  it('changes the password and shows the API’s complaint about the current one beside it', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      signedInAs(owner()),
      http.post(apiUrl('/admin/auth/password/'), async ({ request }) => {
        const body = (await request.json()) as { current_password: string };
        sent.push(body);
        if (body.current_password !== 'old passphrase') {
          return HttpResponse.json(
            {
              message: 'Validation failed.',
              errors: { current_password: ['The current password is wrong.'] },
            },
            { status: 400 },
          );
        }
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const view = renderConsole('/profile');
    await view.user.type(await screen.findByLabelText('Current password'), 'guess');
    await view.user.type(screen.getByLabelText('New password'), 'a new calm river');
    await view.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is wrong.')).toBeTruthy();
    await view.user.clear(screen.getByLabelText('Current password'));
    await view.user.type(screen.getByLabelText('Current password'), 'old passphrase');
    await view.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    expect(screen.getByLabelText('New password')).toHaveProperty('value', '');
    expect(sent).toEqual([
      { current_password: 'guess', new_password: 'a new calm river' },
      { current_password: 'old passphrase', new_password: 'a new calm river' },
    ]);
  });
});

describe('two-factor sign-in', () => {
  it('asks for the password, shows the QR code and key, turns on with a code, and shows the recovery codes once', async () => {
    let user = owner();
    const codes = ['ab12c-9xy7z', 'cd34e-8wv6u'];
    const setupBodies: unknown[] = [];
    apiServer.use(
      http.get(apiUrl('/admin/auth/me/'), () => HttpResponse.json(meOf(user))),
      http.post(apiUrl('/admin/auth/totp/setup/'), async ({ request }) => {
        const body = (await request.json()) as { password: string };
        setupBodies.push(body);
        if (body.password !== 'old passphrase')
          return HttpResponse.json(
            { message: 'Validation failed.', errors: { password: ['The password is wrong.'] } },
            { status: 400 },
          );
        return HttpResponse.json({
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/Wegweiser:owner@example.org?secret=JBSWY3DPEHPK3PXP&issuer=Wegweiser',
        });
      }),
      http.post(apiUrl('/admin/auth/totp/enable/'), async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        if (code !== '123456')
          return HttpResponse.json(
            { message: 'Validation failed.', errors: { code: ['Wrong code.'] } },
            { status: 400 },
          );
        user = { ...user, totp_enabled: true };
        return HttpResponse.json({ recovery_codes: codes });
      }),
    );
    const view = renderConsole('/profile');
    await view.user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    const ask = await screen.findByRole('dialog', { name: 'Set up two-factor sign-in' });
    expect(ask.textContent).toContain('To make sure it is you, enter your current password first.');
    await view.user.type(within(ask).getByLabelText('Current password'), 'guess');
    await view.user.click(within(ask).getByRole('button', { name: 'Continue' }));
    expect(await within(ask).findByText('The password is wrong.')).toBeTruthy();
    await view.user.clear(within(ask).getByLabelText('Current password'));
    await view.user.type(within(ask).getByLabelText('Current password'), 'old passphrase');
    await view.user.click(within(ask).getByRole('button', { name: 'Continue' }));
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    await view.user.type(screen.getByLabelText('Code shown by the app'), '000000');
    await view.user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Wrong code.')).toBeTruthy();
    await view.user.clear(screen.getByLabelText('Code shown by the app'));
    await view.user.type(screen.getByLabelText('Code shown by the app'), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Turn on' }));
    const section = await screen.findByRole('region', { name: 'Your recovery codes' });
    const list = within(section).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    // The file's address is made once the codes are shown (an object URL, in an effect).
    expect((await screen.findByRole('link', { name: 'Download as a file' })).getAttribute('download')).toBe(
      'wegweiser-recovery-codes.txt',
    );
    await view.user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('Two-factor sign-in is on.')).toBeTruthy();
    expect(screen.queryByText('ab12c-9xy7z')).toBeNull();
    expect(setupBodies).toEqual([{ password: 'guess' }, { password: 'old passphrase' }]);
  });

  it('new recovery codes ask for the password first', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      http.get(apiUrl('/admin/auth/me/'), () => HttpResponse.json(meOf({ ...owner(), totp_enabled: true }))),
      http.post(apiUrl('/admin/auth/recovery-codes/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ recovery_codes: ['zz99z-1ab2c'] });
      }),
    );
    const view = renderConsole('/profile');
    await view.user.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'New recovery codes' });
    expect(sent).toEqual([]);
    await view.user.type(within(dialog).getByLabelText('Current password'), 'old passphrase');
    await view.user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    expect(await screen.findByText('zz99z-1ab2c')).toBeTruthy();
    expect(sent).toEqual([{ password: 'old passphrase' }]);
  });
});
