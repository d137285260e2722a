/** The audit log: a table of who did what when, pages, empty and failed states; editors refused. */
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl } from '../../../testing/api-server';
import { auditEntry, editor, owner } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';

describe('the audit log', () => {
  it('shows entries in a table and pages through them with ?page=', async () => {
    const asked: (string | null)[] = [];
    apiServer.use(
      signedInAs(owner()),
      http.get(apiUrl('/admin/audit/'), ({ request }) => {
        const pageNumber = new URL(request.url).searchParams.get('page');
        asked.push(pageNumber);
        const entries =
          pageNumber === '2'
            ? [
                auditEntry({
                  id: 'a21',
                  user: null,
                  action: 'session.purge',
                  entity: 'session',
                  entity_id: null,
                  summary: 'Expired sessions removed',
                }),
              ]
            : [auditEntry()];
        return HttpResponse.json({
          count: 21,
          next: pageNumber === '2' ? null : 'next',
          previous: null,
          results: entries,
        });
      }),
    );
    const view = renderConsole('/audit');
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When', 'Who', 'Action', 'What', 'Details']);
    const cells = within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2026-11-24T08:31:00.000Z'),
      ),
      'Olga Owner',
      'user.invite',
      'user u-editor',
      'Invited eddie@example.org as editor',
    ]);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await view.user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('Expired sessions removed')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'System' })).toBeTruthy();
    expect(view.router.state.location.href).toBe('/audit?page=2');
    expect(asked).toEqual(['1', '2']);
  });

  it('says when nothing has been recorded', async () => {
    apiServer.use(
      signedInAs(owner()),
      http.get(apiUrl('/admin/audit/'), () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
    );
    renderConsole('/audit');
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failure in the owner’s words', async () => {
    apiServer.use(
      signedInAs(owner()),
      http.get(apiUrl('/admin/audit/'), () => HttpResponse.error()),
    );
    renderConsole('/audit');
    expect((await screen.findByRole('alert', {}, { timeout: 8_000 })).textContent).toContain(
      'The server cannot be reached.',
    );
  });

  it('is refused to an editor', async () => {
    apiServer.use(signedInAs(editor()));
    renderConsole('/audit');
    expect(await screen.findByRole('heading', { name: 'Not available to you' })).toBeTruthy();
  });
});
