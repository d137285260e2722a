/** The owner's users page: list, empty state, invitation link, role change, disable, delete after asking; editors refused. */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl } from '../../../testing/api-server';
import { editor, owner, page } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';

describe('the users page', () => {
  it('lists everyone, with the owner’s own account marked and without actions', async () => {
    apiServer.use(
      signedInAs(owner()),
      http.get(apiUrl('/admin/users/'), () =>
        HttpResponse.json(page([owner(), editor({ last_login_at: null, totp_enabled: true })])),
      ),
    );
    renderConsole('/users');
    const list = await screen.findByRole('list', { name: 'Users' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Olga Owner (you)');
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(rows[1]?.textContent).toContain('eddie@example.org');
    expect(rows[1]?.textContent).toContain('Editor');
    expect(rows[1]?.textContent).toContain('Active · 2FA');
    expect(rows[1]?.textContent).toContain('Last sign-in: never');
    expect(screen.queryByText(/Nobody else can sign in yet/)).toBeNull();
  });

  it('says so when nobody else can sign in yet', async () => {
    apiServer.use(
      signedInAs(owner()),
      http.get(apiUrl('/admin/users/'), () => HttpResponse.json(page([owner()]))),
    );
    renderConsole('/users');
    expect(await screen.findByText(/Nobody else can sign in yet/)).toBeTruthy();
  });

  it('shows the failure and loads again on request', async () => {
    let calls = 0;
    apiServer.use(
      signedInAs(owner()),
      http.get(apiUrl('/admin/users/'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'The service is busy.' }, { status: 409 })
          : HttpResponse.json(page([owner()]));
      }),
    );
    const view = renderConsole('/users');
    expect((await screen.findByRole('alert')).textContent).toContain('The service is busy.');
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Nobody else can sign in yet/)).toBeTruthy();
  });

  it('invites someone and shows the link to pass on, with its expiry', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      signedInAs(owner()),
      http.get(apiUrl('/admin/users/'), () => HttpResponse.json(page([owner()]))),
      http.post(apiUrl('/admin/users/'), async ({ request }) => {
        const body = (await request.json()) as { email: string };
        sent.push(body);
        if (body.email === 'taken@example.org') {
          return HttpResponse.json(
            { message: 'Validation failed.', errors: { email: ['This email address is already in use.'] } },
            { status: 400 },
          );
        }
        return HttpResponse.json(
          {
            user: editor({ last_login_at: null }),
            invitation_url: 'http://localhost:3000/admin/invitation?token=invitation-token-0123456789',
            expires_at: '2026-12-01T12:00:00.000Z',
          },
          { status: 201 },
        );
      }),
    );
    const view = renderConsole('/users');
    await view.user.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' });
    // Someone else's account: the browser fills in nothing of the owner's own.
    expect(within(dialog).getByLabelText('Name').getAttribute('autocomplete')).toBe('off');
    expect(within(dialog).getByLabelText('Email address').getAttribute('autocomplete')).toBe('off');
    await view.user.type(within(dialog).getByLabelText('Name'), 'Eddie Editor');
    await view.user.type(within(dialog).getByLabelText('Email address'), 'taken@example.org');
    await view.user.click(within(dialog).getByRole('button', { name: 'Create invitation' }));
    expect(await within(dialog).findByText('This email address is already in use.')).toBeTruthy();
    await view.user.clear(within(dialog).getByLabelText('Email address'));
    await view.user.type(within(dialog).getByLabelText('Email address'), 'eddie@example.org');
    await view.user.click(within(dialog).getByRole('button', { name: 'Create invitation' }));
    const done = await screen.findByRole('dialog', { name: 'Invitation created' });
    expect(within(done).getByLabelText('Invitation link')).toHaveProperty(
      'value',
      'http://localhost:3000/admin/invitation?token=invitation-token-0123456789',
    );
    expect(done.textContent).toContain('Send this link to Eddie Editor');
    expect(sent.at(-1)).toEqual({
      name: 'Eddie Editor',
      email: 'eddie@example.org',
      role: 'editor',
      ui_language: 'en',
    });
    expect(sessionStorage.getItem('console-draft:invite-user')).toBeNull();
  });

  it('changes a role, disables, and deletes only after asking', async () => {
    let users = [owner(), editor()];
    const patches: unknown[] = [];
    const deleted: string[] = [];
    apiServer.use(
      signedInAs(owner()),
      http.get(apiUrl('/admin/users/'), () => HttpResponse.json(page(users))),
      http.patch(apiUrl('/admin/users/:id/'), async ({ params, request }) => {
        const body = (await request.json()) as object;
        patches.push({ id: params.id, ...body });
        users = users.map((user) => (user.id === params.id ? { ...user, ...body } : user));
        return HttpResponse.json(users.find((user) => user.id === params.id));
      }),
      http.delete(apiUrl('/admin/users/:id/'), ({ params }) => {
        deleted.push(String(params.id));
        users = users.filter((user) => user.id !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const view = renderConsole('/users');
    const actions = await screen.findByRole('button', { name: 'Actions for Eddie Editor' });
    await view.user.click(actions);
    await view.user.click(await screen.findByRole('menuitem', { name: 'Make owner' }));
    await waitFor(() => expect(screen.getAllByText('Owner')).toHaveLength(2));
    await view.user.click(screen.getByRole('button', { name: 'Actions for Eddie Editor' }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Disable' }));
    expect(await screen.findByText('Disabled')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Actions for Eddie Editor' }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Eddie Editor?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);
    await view.user.click(screen.getByRole('button', { name: 'Actions for Eddie Editor' }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await view.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByText('eddie@example.org')).toBeNull());
    expect(patches).toEqual([
      { id: 'u-editor', role: 'owner' },
      { id: 'u-editor', disabled: true },
    ]);
    expect(deleted).toEqual(['u-editor']);
  });

  it('is refused to an editor, who sees neither the page nor its link', async () => {
    apiServer.use(signedInAs(editor()));
    renderConsole('/users');
    expect(await screen.findByRole('heading', { name: 'Not available to you' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite someone' })).toBeNull();
  });
});
