/**
 * The subscribers screen: status in words, language and dates; the URL's search and filters reach
 * the API and the CSV link; typing searches after a pause; one person's data export; erasure after
 * a clear question; empty and failed states; editors refused.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { Subscriber } from '@wegweiser/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl, recordingGet } from '../../../testing/api-server';
import { editor, owner, page } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';

const subscriber = (overrides: Partial<Subscriber> = {}): Subscriber => ({
  id: '5d0c1f8e-4a7b-4c2d-9e1f-0a1b2c3d4e5f',
  email: 'anna@example.com',
  status: 'active',
  language: 'fr',
  subscribed_at: '2026-11-20T09:00:00.000Z',
  confirmed_at: '2026-11-20T09:05:00.000Z',
  unsubscribed_at: null,
  ...overrides,
});
const bert = subscriber({
  id: '6e1d2a9f-5b8c-4d3e-8f2a-1b2c3d4e5f60',
  email: 'bert@example.org',
  status: 'pending',
  language: 'de',
  confirmed_at: null,
});

/** Answers the list with `rows`, remembering each request's query (without the answer language). */
function subscribersApi(rows: Subscriber[] | 'fail' = [subscriber(), bert], german = false) {
  const asked: Record<string, string>[] = [];
  apiServer.use(
    signedInAs(owner(german ? { ui_language: 'de' } : {})),
    recordingGet('/admin/subscribers/', rows === 'fail' ? rows : page(rows), asked),
  );
  return asked;
}

/**
 * Two subscribers, and deletes answered as the API does: 204, then 404 for one already gone.
 * Returns the ids each DELETE asked for.
 */
function deletingApi() {
  let rows = [subscriber(), bert];
  const deleted: string[] = [];
  subscribersApi();
  apiServer.use(
    http.get(apiUrl('/admin/subscribers/'), () => HttpResponse.json(page(rows))),
    http.delete(apiUrl('/admin/subscribers/:id/'), ({ params }) => {
      deleted.push(String(params.id));
      if (!rows.some((row) => row.id === params.id))
        return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
      rows = rows.filter((row) => row.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return deleted;
}

describe('the subscribers screen', () => {
  it('shows each subscriber with the status in words, the language and the dates', async () => {
    subscribersApi();
    renderConsole('/subscribers');
    const table = await screen.findByRole('table', { name: 'Subscribers' });
    const anna = within(table).getByRole('row', { name: /anna@example\.com/ });
    expect(anna.textContent).toContain('Confirmed');
    expect(anna.textContent).toContain('French');
    expect(within(anna).getAllByRole('cell')[5]?.textContent).toBe('–');
    const row = within(table).getByRole('row', { name: /bert@example\.org/ });
    expect(row.textContent).toContain('Pending');
    expect(screen.getByText('2 subscribers')).toBeTruthy();
    expect(
      within(anna).getByRole('link', { name: 'Export data of anna@example.com (JSON)' }).getAttribute('href'),
    ).toBe(`/api/admin/subscribers/${subscriber().id}/export/`);
  });

  it('speaks German to a German owner: Bestätigt, Ausstehend', async () => {
    subscribersApi(undefined, true);
    renderConsole('/subscribers', { language: 'de' });
    const table = await screen.findByRole('table', { name: 'Abonnenten' });
    expect(within(table).getByRole('row', { name: /anna@example\.com/ }).textContent).toContain('Bestätigt');
    expect(within(table).getByRole('row', { name: /bert@example\.org/ }).textContent).toContain('Ausstehend');
  });

  it('asks for the URL’s search and filters, and the CSV link asks for the same', async () => {
    const asked = subscribersApi([subscriber()]);
    renderConsole('/subscribers?q=anna&status=active&lang=fr');
    await screen.findByRole('table', { name: 'Subscribers' });
    expect(asked).toEqual([{ search: 'anna', status: 'active', subscriber_language: 'fr' }]);
    expect(screen.getByRole('link', { name: 'Download as CSV' }).getAttribute('href')).toBe(
      '/api/admin/subscribers/csv/?search=anna&status=active&subscriber_language=fr',
    );
    expect(screen.getByLabelText('Status')).toHaveProperty('value', 'active');
    expect(screen.getByLabelText('Language')).toHaveProperty('value', 'fr');
  });

  it('searches once typing pauses and filters by status, keeping both in the URL', async () => {
    const asked = subscribersApi();
    const view = renderConsole('/subscribers');
    await screen.findByRole('table', { name: 'Subscribers' });
    await view.user.type(screen.getByLabelText('Search by email address'), 'bert');
    await waitFor(() => expect(asked.at(-1)).toEqual({ search: 'bert' }));
    await view.user.selectOptions(screen.getByLabelText('Status'), 'unsubscribed');
    await waitFor(() => expect(asked.at(-1)).toEqual({ search: 'bert', status: 'unsubscribed' }));
    expect(view.router.state.location.search).toEqual({ q: 'bert', status: 'unsubscribed' });
  });

  it('erases a subscriber only after a question that says it is permanent', async () => {
    const deleted = deletingApi();
    const view = renderConsole('/subscribers');
    await screen.findByRole('table', { name: 'Subscribers' });
    await view.user.click(screen.getByRole('button', { name: 'Delete bert@example.org' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete bert@example.org for good?' });
    expect(dialog.textContent).toContain('GDPR Art. 17');
    expect(dialog.textContent).toContain('cannot be undone');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await view.user.click(screen.getByRole('button', { name: 'Delete bert@example.org' }));
    await view.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete for good' }),
    );
    expect(await screen.findByText('bert@example.org was deleted.')).toBeTruthy();
    expect(deleted).toEqual([bert.id]);
    await waitFor(() => expect(screen.queryByRole('row', { name: /bert@example\.org/ })).toBeNull());
  });

  it('a double click on "Delete for good" deletes once and says it was deleted (issue 24 point 3)', async () => {
    const deleted = deletingApi();
    const view = renderConsole('/subscribers');
    await screen.findByRole('table', { name: 'Subscribers' });
    await view.user.click(screen.getByRole('button', { name: 'Delete bert@example.org' }));
    await view.user.dblClick(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete for good' }),
    );
    expect(await screen.findByText('bert@example.org was deleted.')).toBeTruthy();
    expect(deleted).toEqual([bert.id]);
    expect(screen.queryByText(/not found/i)).toBeNull();
  });

  it('says when nobody has signed up yet', async () => {
    subscribersApi([]);
    renderConsole('/subscribers');
    expect(await screen.findByText(/Nobody has signed up for the newsletter yet/)).toBeTruthy();
    screen.getByRole('link', { name: 'Download as CSV' });
  });

  it('says when nothing matches the filters', async () => {
    subscribersApi([]);
    renderConsole('/subscribers?status=unsubscribed');
    expect(await screen.findByText('No subscriber matches the search and filters.')).toBeTruthy();
  });

  it('shows a failure with a way to try again', async () => {
    subscribersApi('fail');
    renderConsole('/subscribers');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The subscribers could not be loaded. The database is asleep.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is the owner’s: an editor reads why instead', async () => {
    apiServer.use(signedInAs(editor()));
    renderConsole('/subscribers');
    expect(await screen.findByRole('heading', { level: 1, name: /not available/i })).toBeTruthy();
  });
});
