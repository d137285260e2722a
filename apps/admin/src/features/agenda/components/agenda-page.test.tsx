/**
 * The agenda's views: a week of the practice's zone asked as its window, its bookings and blocked
 * times by day with the state in words, previous/next, the day view; the empty week and a failure;
 * the list with state filter, search and pages; the navigation's first "Appointments" entry; an
 * editor neither sees it nor opens it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, databaseAsleep, recordingGet } from '../../../testing/api-server';
import { editor, owner } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';
import { agendaList, BOOKINGS, booking, SLOW } from '../testing';
// Loaded here first, the first test does not wait for the lazy screen.
import './agenda-page';

const confirmed = booking({
  id: '1b7e3f7c-1a2b-4c3d-8e9f-101112131415',
  state: 'confirmed',
  // Wednesday 9 December, 15:00–15:50 in Berlin.
  starts_at: '2026-12-09T14:00:00.000Z',
  ends_at: '2026-12-09T14:50:00.000Z',
  visitor: { name: 'Li Wei', email: 'li@example.org', phone: null, message: null },
  language: 'zh',
});
const block = {
  id: 'b1',
  start: '2026-12-10T23:00:00.000Z',
  end: '2026-12-11T23:00:00.000Z',
  note: 'Fortbildung',
};

describe('the agenda', () => {
  it("shows the week of the practice's zone by day, the state in words and the blocked times", async () => {
    const asked: Record<string, string>[] = [];
    apiServer.use(
      signedInAs(owner()),
      recordingGet('/admin/bookings/', agendaList([booking(), confirmed], [block]), asked),
    );
    const view = renderConsole('/agenda?date=2026-12-09');
    const monday = await screen.findByRole('region', { name: 'Monday 7 December' }, SLOW);
    expect(asked).toEqual([{ from: '2026-12-06T23:00:00.000Z', to: '2026-12-13T23:00:00.000Z' }]);
    expect(monday.textContent).toContain('10:00–10:50');
    expect(monday.textContent).toContain('Mia Muster');
    expect(monday.textContent).toContain('First talk');
    expect(monday.textContent).toContain('Requested');
    const wednesday = screen.getByRole('region', { name: 'Wednesday 9 December' });
    expect(wednesday.textContent).toContain('15:00–15:50');
    expect(wednesday.textContent).toContain('Confirmed');
    const friday = screen.getByRole('region', { name: 'Friday 11 December' });
    expect(friday.textContent).toContain('Blocked all day');
    expect(friday.textContent).toContain('Fortbildung');
    expect(screen.getByRole('region', { name: 'Tuesday 8 December' }).textContent).toContain('No bookings');
    expect(screen.getByText(/Times in the practice’s time zone \(Europe\/Berlin\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Block time' }).getAttribute('href')).toBe(
      '/admin/booking/blocked-times',
    );

    await view.user.click(screen.getByRole('link', { name: 'Next week' }));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ from: '2026-12-13T23:00:00.000Z', to: '2026-12-20T23:00:00.000Z' }),
    );
    await view.user.click(screen.getByRole('link', { name: 'Day' }));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ from: '2026-12-15T23:00:00.000Z', to: '2026-12-16T23:00:00.000Z' }),
    );
    await view.user.click(screen.getByRole('link', { name: 'Previous day' }));
    await waitFor(() =>
      expect(view.router.state.location.search).toEqual({ view: 'day', date: '2026-12-15' }),
    );
  });

  it('opens a booking from the week', async () => {
    apiServer.use(
      signedInAs(owner()),
      http.get(BOOKINGS('/'), () => HttpResponse.json(agendaList([booking()]))),
      http.get(BOOKINGS('/:id/'), () => HttpResponse.json(booking())),
    );
    const view = renderConsole('/agenda?date=2026-12-07');
    await view.user.click(await screen.findByRole('link', { name: /Mia Muster/ }, SLOW));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia Muster' }, SLOW)).toBeTruthy();
    expect(view.router.state.location.pathname).toBe(`/agenda/${booking().id}`);
  });

  it('says so when a week has no bookings, in German too', async () => {
    apiServer.use(
      signedInAs(owner({ ui_language: 'de' })),
      http.get(BOOKINGS('/'), () => HttpResponse.json(agendaList([]))),
    );
    renderConsole('/agenda?date=2026-12-07', { language: 'de' });
    expect(await screen.findByText('Keine Termine in dieser Woche.', {}, SLOW)).toBeTruthy();
  });

  it('says when the bookings cannot be loaded and tries again', async () => {
    let fail = true;
    apiServer.use(
      signedInAs(owner()),
      http.get(BOOKINGS('/'), () => (fail ? databaseAsleep() : HttpResponse.json(agendaList([booking()])))),
    );
    const view = renderConsole('/agenda?date=2026-12-07');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('The bookings could not be loaded.');
    fail = false;
    await view.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Mia Muster/ }, SLOW)).toBeTruthy();
  });

  it('lists the bookings by page, filtered by state and a search', async () => {
    const asked: Record<string, string>[] = [];
    apiServer.use(
      signedInAs(owner()),
      recordingGet(
        '/admin/bookings/',
        agendaList([booking(), confirmed], [], { count: 120, next: 'x' }),
        asked,
      ),
    );
    const view = renderConsole('/agenda?view=list');
    const table = await screen.findByRole('table', { name: 'Bookings' }, SLOW);
    expect(asked).toEqual([{}]);
    const mia = within(table).getByRole('row', { name: /Mia Muster/ });
    expect(mia.textContent).toContain('Requested');
    expect(mia.textContent).toContain('10:00');
    expect(within(table).getByRole('row', { name: /Li Wei/ }).textContent).toContain('Confirmed');
    await view.user.selectOptions(screen.getByLabelText('State'), 'no_show');
    await waitFor(() => expect(asked.at(-1)).toEqual({ state: 'no_show' }));
    expect(screen.getByRole('option', { name: 'Did not come' })).toBeTruthy();
    await view.user.type(screen.getByLabelText('Search by name, email or phone'), 'mia');
    await waitFor(() => expect(asked.at(-1)).toEqual({ state: 'no_show', q: 'mia' }));
    await view.user.click(screen.getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ state: 'no_show', q: 'mia', page: '2' }));
  });

  it('offers the CSV of a period', async () => {
    apiServer.use(
      signedInAs(owner()),
      http.get(BOOKINGS('/'), () => HttpResponse.json(agendaList([]))),
    );
    const view = renderConsole('/agenda?view=list');
    await view.user.click(await screen.findByText('Download as CSV', {}, SLOW));
    const first = screen.getByLabelText('First day');
    const last = screen.getByLabelText('Last day');
    await view.user.clear(first);
    await view.user.type(first, '2026-12-01');
    await view.user.clear(last);
    await view.user.type(last, '2026-12-31');
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/bookings/export.csv?from=2026-11-30T23%3A00%3A00.000Z&to=2026-12-31T23%3A00%3A00.000Z',
    );
    await view.user.clear(last);
    await view.user.type(last, '2026-11-01');
    expect(screen.getByText('The last day is before the first.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
  });

  it('is the first entry under "Appointments" for the owner', async () => {
    apiServer.use(
      signedInAs(owner()),
      http.get(BOOKINGS('/'), () => HttpResponse.json(agendaList([]))),
    );
    renderConsole('/agenda');
    await screen.findByText('No bookings this week.', {}, SLOW);
    const nav = screen.getAllByRole('navigation', { name: 'Console navigation' })[0];
    const group = within(nav as HTMLElement)
      .getByRole('link', { name: 'Calendar' })
      .closest('ul') as HTMLElement;
    expect(within(group).getAllByRole('link')[0]?.textContent).toBe('Calendar');
  });

  it('is neither shown to an editor nor opened for one', async () => {
    let asked = 0;
    apiServer.use(
      signedInAs(editor()),
      http.get(BOOKINGS('/'), () => {
        asked += 1;
        return HttpResponse.json(agendaList([]));
      }),
    );
    renderConsole('/agenda');
    expect(await screen.findByRole('heading', { name: 'Not available to you' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Calendar' })).toBeNull();
    expect(asked).toBe(0);
  });
});
