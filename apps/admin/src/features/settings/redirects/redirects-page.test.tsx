/** Redirects: listed with automatic ones marked, created with the API's loop/chain errors at the field, deleted after asking. */
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl } from '../../../testing/api-server';
import { owner } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';
import { contentItem, resourceItems, SLOW } from '../testing';

const redirects = {
  '1': { from_path: '/old-offer', to_path: '/services', status_code: 301, automatic: false },
  '2': { from_path: '/services/old-slug', to_path: '/services/new-slug', status_code: 301, automatic: true },
};

const answers = () => [signedInAs(owner()), ...resourceItems('redirects', redirects)];

describe('the redirects page', () => {
  it('lists the redirects, marks automatic ones and names the fixed three', async () => {
    apiServer.use(...answers());
    renderConsole('/settings/redirects');
    const rows = within(await screen.findByRole('list', { name: 'Redirects' }, SLOW)).getAllByRole(
      'listitem',
    );
    expect(rows[0]?.textContent).toContain('/old-offer → /services');
    expect(rows[0]?.textContent).not.toContain('automatic');
    expect(rows[1]?.textContent).toContain('automatic');
    expect(screen.getByText('/impressum → /legal/imprint')).toBeTruthy();
  });

  it('shows the API’s loop and chain errors at their fields', async () => {
    apiServer.use(
      ...answers(),
      http.post(apiUrl('/admin/redirects/'), () =>
        HttpResponse.json(
          {
            message: 'Validation failed.',
            errors: { to_path: ['This target leads back to where it starts (a redirect loop).'] },
          },
          { status: 400 },
        ),
      ),
    );
    const view = renderConsole('/settings/redirects');
    await view.user.type(await screen.findByRole('textbox', { name: /^From/ }, SLOW), '/services');
    await view.user.type(screen.getByRole('textbox', { name: /^To/ }), '/old-offer');
    await view.user.click(screen.getByRole('button', { name: 'Add redirect' }));
    const to = screen.getByRole('textbox', { name: /^To/ });
    await expect.poll(() => to.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${to.id}-error`)?.textContent).toBe(
      'This target leads back to where it starts (a redirect loop).',
    );
    expect(screen.getByRole('textbox', { name: /^From/ }).getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a reserved source before sending and creates a valid one', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      ...answers(),
      http.post(apiUrl('/admin/redirects/'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return HttpResponse.json(contentItem('3', { ...body, automatic: false }, 1), { status: 201 });
      }),
    );
    const view = renderConsole('/settings/redirects');
    const from = await screen.findByRole('textbox', { name: /^From/ }, SLOW);
    await view.user.type(from, '/admin/secret');
    await view.user.type(screen.getByRole('textbox', { name: /^To/ }), '/');
    await view.user.click(screen.getByRole('button', { name: 'Add redirect' }));
    await expect.poll(() => from.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
    await view.user.clear(from);
    await view.user.type(from, '/angebot/');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), '302');
    await view.user.click(screen.getByRole('button', { name: 'Add redirect' }));
    await expect.poll(() => sent).toEqual([{ from_path: '/angebot', to_path: '/', status_code: 302 }]);
  });

  it('deletes a redirect after asking', async () => {
    let deleted = '';
    apiServer.use(
      ...answers(),
      http.delete(apiUrl('/admin/redirects/:key/'), ({ params }) => {
        deleted = String(params.key);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const view = renderConsole('/settings/redirects');
    await view.user.click(
      await screen.findByRole('button', { name: 'Delete the redirect from /old-offer' }, SLOW),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the redirect from /old-offer?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect.poll(() => deleted).toBe('1');
  });
});
