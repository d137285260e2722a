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
    ).toEqual(['When', 'Who', 'What happened']);
    const cells = within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2026-11-24T08:31:00.000Z'),
      ),
      'Olga Owner',
      'Someone invited to the console',
    ]);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await view.user.click(screen.getByRole('link', { name: 'Next page' }));
    // An action this console has no words for: a neutral sentence, never the code or the English summary.
    expect(await screen.findByRole('cell', { name: 'Another change' })).toBeTruthy();
    expect(screen.queryByText(/session\.purge|Expired sessions removed/)).toBeNull();
    expect(screen.getByRole('cell', { name: 'System' })).toBeTruthy();
    expect(view.router.state.location.href).toBe('/audit?page=2');
    expect(asked).toEqual(['1', '2']);
  });

  it('speaks German in a German console: sentences with the item’s name, German dates', async () => {
    apiServer.use(
      signedInAs(owner({ ui_language: 'de' })),
      http.get(apiUrl('/admin/audit/'), () =>
        HttpResponse.json({
          count: 4,
          next: null,
          previous: null,
          results: [
            auditEntry({
              id: 'a4',
              action: 'retention.update',
              entity: 'retention_settings',
              entity_id: null,
            }),
            auditEntry({ id: 'a3', action: 'practice.update', entity: 'practice_settings', entity_id: null }),
            auditEntry({
              id: 'a2',
              action: 'services.publish',
              entity: 'services',
              entity_id: 'karriere-coaching',
              summary: 'Published version 3',
              label: 'Karriere-Coaching',
            }),
            auditEntry({
              id: 'a1',
              action: 'managed-texts.update',
              entity: 'managed-texts',
              entity_id: 'hero_title',
              summary: 'Draft saved: content',
              label: 'hero_title',
            }),
          ],
        }),
      ),
    );
    renderConsole('/audit', { language: 'de' });
    const table = await screen.findByRole('table', { name: 'Protokolleinträge' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Wann', 'Wer', 'Was geschah']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Aufbewahrungsfristen geändert',
      'Zeitzone geändert',
      'Leistung „Karriere-Coaching“ veröffentlicht',
      'Text „Startseite · Einleitung → Große Überschrift oben“ gespeichert',
    ]);
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[0]?.textContent).toBe(
      new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2026-11-24T08:31:00.000Z'),
      ),
    );
    expect(table.textContent).not.toMatch(/retention|practice|services|hero_title|Published|Draft/);
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
