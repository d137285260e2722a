/**
 * The analytics dashboard: the period and language travel in the URL and reach the API, the
 * figures and tables show (the service funnel with its named columns and CSV link), and empty,
 * failed and refused states say so.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { AnalyticsSummary, AnalyticsTableResult } from '@wegweiser/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl, recordingGet } from '../../../testing/api-server';
import { editor, owner } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';

const summary = (overrides: Partial<AnalyticsSummary> = {}): AnalyticsSummary => ({
  from: '2026-11-01',
  to: '2026-11-02',
  site_language: null,
  time_zone: 'Europe/Berlin',
  visitors: 12,
  page_views: 40,
  average_time_on_page_seconds: 31.5,
  average_scroll_depth_percent: 62,
  scroll_depth: [
    { from_percent: 0, exits: 3 },
    { from_percent: 25, exits: 4 },
    { from_percent: 50, exits: 5 },
    { from_percent: 75, exits: 6 },
  ],
  days: [
    { day: '2026-11-01', visitors: 5, page_views: 15 },
    { day: '2026-11-02', visitors: 7, page_views: 25 },
  ],
  rolled_up_days: 1,
  ...overrides,
});

const tables: Partial<Record<string, AnalyticsTableResult>> = {
  top_pages: { table: 'top_pages', columns: ['page', 'page_views'], rows: [['/de/leistungen', 18]] },
  funnel: {
    table: 'funnel',
    columns: [
      'kind',
      'service',
      'title',
      'views',
      'detail_views',
      'book_clicks',
      'booking_starts',
      'bookings',
      'contact_messages',
    ],
    rows: [
      ['service', 'garden-design', 'Gartenplanung', 20, 9, 4, 3, 2, 2],
      ['session_type', 'session-type:7', 'Kennenlernen', 0, 0, 0, 2, 1, 0],
      ['package', 'neustart-paket', 'Neustart-Paket für Paare', 0, 0, 0, 0, 0, 0],
    ],
  },
  funnel_languages: {
    table: 'funnel_languages',
    columns: [
      'site_language',
      'views',
      'detail_views',
      'book_clicks',
      'booking_starts',
      'bookings',
      'contact_messages',
    ],
    rows: [
      ['de', 15, 7, 3, 4, 2, 2],
      ['en', 5, 2, 1, 1, 1, 0],
    ],
  },
  devices: { table: 'devices', columns: ['viewport', 'sessions'], rows: [['small', 3]] },
  contacts: {
    table: 'contacts',
    columns: ['context', 'subject', 'messages'],
    rows: [['service_package_general', 'Neustart-Paket', 2]],
  },
};

/**
 * Answers every dashboard request, remembering the summary's queries (and the tables' in
 * `tablesAsked`). With a site language, the funnel by language answers that language's row only.
 */
function dashboardApi(
  options: { summary?: AnalyticsSummary; german?: boolean; tablesAsked?: string[] } = {},
) {
  const asked: Record<string, string>[] = [];
  apiServer.use(
    signedInAs(owner(options.german ? { ui_language: 'de' } : {})),
    recordingGet('/admin/analytics/summary/', options.summary ?? summary(), asked),
    http.get(apiUrl('/admin/analytics/tables/:table/'), ({ params, request }) => {
      const table = String(params.table);
      const language = new URL(request.url).searchParams.get('site_language');
      options.tablesAsked?.push(`${table}?${language ?? 'all'}`);
      const found = tables[table] ?? { table, columns: ['page', 'sessions'], rows: [] };
      return HttpResponse.json(
        table === 'funnel_languages' && language
          ? { ...found, rows: found.rows.filter((row) => row[0] === language) }
          : found,
      );
    }),
    http.get(apiUrl('/admin/analytics/click-map/'), ({ request }) => {
      const cells = [
        { x: 0, y: 0, clicks: 2 },
        { x: 40, y: 80, clicks: 5 },
      ];
      return HttpResponse.json({
        page: new URL(request.url).searchParams.get('page'),
        cell_px: 40,
        cells,
        devices: [{ device: 'small', clicks: 7, width: 390, cells }],
      });
    }),
  );
  return asked;
}

const custom = '/analytics?range=custom&from=2026-11-01&to=2026-11-02';

describe('the analytics dashboard', () => {
  it('asks for the period and language in the URL and shows the figures, per-day numbers and click map', async () => {
    const asked = dashboardApi();
    const view = renderConsole(`${custom}&lang=fr`);
    const list = await screen.findByLabelText('Key figures');
    expect(within(list).getByText('Visitors').nextSibling?.textContent).toBe('12');
    expect(within(list).getByText('Page views').nextSibling?.textContent).toBe('40');
    expect(within(list).getByText('Average time on page').nextSibling?.textContent).toBe('31.5 s');
    expect(within(list).getByText('Average scroll depth').nextSibling?.textContent).toBe('62 %');
    const perDay = screen.getByRole('table', { name: 'Visitors and page views per day' });
    expect(
      within(perDay)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayVisitorsPage views', '1 Nov 2026515', '2 Nov 2026725']);
    // The chart's legend names what each line shows.
    expect(await screen.findByText('Visitors: visits that began that day')).toBeTruthy();
    expect(screen.getByText('Page views: pages opened that day')).toBeTruthy();
    expect(
      screen.getByText(/whole days as your practice's clock counts them \(Europe\/Berlin\)/),
    ).toBeTruthy();
    expect(asked).toEqual([{ from: '2026-11-01', to: '2026-11-02', site_language: 'fr' }]);
    expect(screen.getByLabelText('Site language')).toHaveProperty('value', 'fr');
    const clicks = await screen.findByRole('table', { name: 'Clicks on /de/leistungen (Phone)' });
    expect(within(clicks).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Clicks on /de/leistungen, drawn over the page' })).toBeTruthy();

    await view.user.selectOptions(screen.getByLabelText('Site language'), '');
    await screen.findByLabelText('Key figures');
    expect(view.router.state.location.search).toEqual({
      range: 'custom',
      from: '2026-11-01',
      to: '2026-11-02',
    });
    expect(asked.at(-1)).toEqual({ from: '2026-11-01', to: '2026-11-02' });
  });

  it('shows every offer in the service funnel by kind and title, and devices and sources in words', async () => {
    dashboardApi();
    renderConsole(`${custom}&lang=de`);
    const funnel = await screen.findByRole('table', { name: 'Service funnel' });
    expect(
      within(funnel)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Kind',
      'Title',
      'Card seen',
      'Page opened',
      '“Book” clicked',
      'Booking started',
      'Booked',
      'Contact messages',
    ]);
    expect(
      within(funnel)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['Service', 'Gartenplanung', '20', '9', '4', '3', '2', '2'],
      ['Session type', 'Kennenlernen', '0', '0', '0', '2', '1', '0'],
      ['Package', 'Neustart-Paket für Paare', '0', '0', '0', '0', '0', '0'],
    ]);
    const devices = screen.getByRole('table', { name: 'Devices by viewport' });
    expect(
      within(devices)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Phone', '3']);
    const sources = screen.getByRole('table', { name: 'Contact requests by source' });
    expect(
      within(sources)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Package overview', 'Neustart-Paket', '2']);
    expect(screen.getByRole('link', { name: 'Download Service funnel as CSV' }).getAttribute('href')).toBe(
      '/api/admin/analytics/tables/funnel/csv/?from=2026-11-01&to=2026-11-02&site_language=de',
    );
    const referrers = screen.getByRole('region', { name: 'Referrers' });
    expect(await within(referrers).findByText('Nothing recorded in this period.')).toBeTruthy();
  });

  it('shows the booking steps per language in German, and a language chosen narrows the funnel and its CSV', async () => {
    const tablesAsked: string[] = [];
    dashboardApi({ german: true, tablesAsked });
    const view = renderConsole(custom, { language: 'de' });
    const byLanguage = await screen.findByRole('table', { name: 'Leistungs-Trichter nach Sprache' });
    expect(
      within(byLanguage)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Sprache',
      'Karte gesehen',
      'Seite geöffnet',
      '„Buchen“ geklickt',
      'Buchung begonnen',
      'Gebucht',
      'Kontaktnachrichten',
    ]);
    const rows = () =>
      within(screen.getByRole('table', { name: 'Leistungs-Trichter nach Sprache' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        );
    expect(rows()).toEqual([
      ['Deutsch', '15', '7', '3', '4', '2', '2'],
      ['Englisch', '5', '2', '1', '1', '1', '0'],
    ]);
    const funnel = screen.getByRole('table', { name: 'Leistungs-Trichter' });
    expect(
      within(funnel)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent)
        .slice(4, 7),
    ).toEqual(['„Buchen“ geklickt', 'Buchung begonnen', 'Gebucht']);
    // A kind is one short word: never broken inside it, however many figures stand beside it.
    expect(within(funnel).getByText('Sitzungsart').className).toContain('whitespace-nowrap');
    // A title beside the figures keeps room from a tablet up (not squeezed to a few letters a line).
    expect(within(funnel).getByText('Neustart-Paket für Paare').className).toContain('sm:min-w-40');
    expect(screen.getByText(/Für eine einzelne Sprache wählen Sie oben „Sprache der Website“/)).toBeTruthy();
    expect(tablesAsked).toContain('funnel?all');

    // The owner chooses English: the funnel is asked for English visitors only, its CSV too.
    await view.user.selectOptions(screen.getByLabelText('Sprache der Website'), 'en');
    await waitFor(() => expect(rows()).toEqual([['Englisch', '5', '2', '1', '1', '1', '0']]));
    expect(tablesAsked).toContain('funnel?en');
    expect(tablesAsked).toContain('funnel_languages?en');
    expect(
      screen.getByRole('link', { name: 'Leistungs-Trichter als CSV herunterladen' }).getAttribute('href'),
    ).toBe('/api/admin/analytics/tables/funnel/csv/?from=2026-11-01&to=2026-11-02&site_language=en');
  });

  it('switches to a custom period from a preset, and says when a period cannot be asked for', async () => {
    const asked = dashboardApi();
    const view = renderConsole('/analytics?range=30d');
    await screen.findByLabelText('Key figures');
    expect(asked).toHaveLength(1);
    const first = asked[0] as Record<string, string>;
    expect(Date.parse(first.to as string) - Date.parse(first.from as string)).toBe(29 * 86_400_000);
    await view.user.selectOptions(screen.getByLabelText('Period'), 'custom');
    expect(view.router.state.location.search).toEqual({ range: 'custom', from: first.from, to: first.to });
    const to = screen.getByLabelText('To');
    await view.user.clear(to);
    await view.user.type(to, '2000-01-01');
    expect(await screen.findByText('The last day comes before the first.')).toBeTruthy();
    expect(screen.queryByLabelText('Key figures')).toBeNull();
  });

  it('says when nobody has visited yet, in German too', async () => {
    dashboardApi({ summary: summary({ visitors: 0, page_views: 0, days: [] }), german: true });
    renderConsole(custom, { language: 'de' });
    expect(await screen.findByText(/In diesem Zeitraum gab es noch keine Besucher/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failure with a retry', async () => {
    apiServer.use(
      signedInAs(owner()),
      http.get(apiUrl('/admin/analytics/summary/'), () =>
        HttpResponse.json({ message: 'Something went wrong.' }, { status: 500 }),
      ),
    );
    renderConsole(custom);
    const alert = await screen.findByRole('alert', {}, { timeout: 8_000 });
    expect(alert.textContent).toContain('The figures could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is refused to an editor and not in an editor’s navigation', async () => {
    apiServer.use(signedInAs(editor()));
    renderConsole('/analytics');
    expect(await screen.findByRole('heading', { name: 'Not available to you' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Visitors' })).toBeNull();
  });
});
