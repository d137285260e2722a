/**
 * The click map over the page it belongs to (decision 088): the owner chooses a device class by its
 * name (the busiest known one first); the page is framed from this origin at that class's width,
 * inert and marked for the site, with the cells on top in the page's coordinates, a legend of the
 * colours and the cells as a table; clicks without a known device say so; a recorded path that is
 * not a page of this site is never framed.
 */
import { screen, within } from '@testing-library/react';
import type { AnalyticsClickMap, AnalyticsSummary } from '@wegweiser/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl, ORIGIN } from '../../../testing/api-server';
import { owner } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';
import { framedPageUrl, legendBands, levelOf } from './click-map';

const summary = {
  from: '2026-11-01',
  to: '2026-11-02',
  site_language: null,
  time_zone: 'UTC',
  visitors: 3,
  page_views: 5,
  average_time_on_page_seconds: null,
  average_scroll_depth_percent: null,
  scroll_depth: [0, 25, 50, 75].map((from_percent) => ({ from_percent, exits: 0 })),
  days: [{ day: '2026-11-01', visitors: 3, page_views: 5 }],
  rolled_up_days: 0,
} as AnalyticsSummary;

const map = (page: string, devices: AnalyticsClickMap['devices']): AnalyticsClickMap => ({
  page,
  cell_px: 50,
  cells: devices.flatMap((entry) => entry.cells),
  devices,
});

type DeviceClicks = AnalyticsClickMap['devices'][number];
const PHONE: DeviceClicks = {
  device: 'small',
  clicks: 3,
  width: 392,
  cells: [{ x: 100, y: 450, clicks: 3 }],
};
const DESKTOP: DeviceClicks = {
  device: 'xlarge',
  clicks: 5,
  width: 1536,
  cells: [
    { x: 700, y: 200, clicks: 4 },
    { x: 50, y: 0, clicks: 1 },
  ],
};
/** Old roll-ups: more clicks than any known class, but without a device. */
const OLD: DeviceClicks = { device: 'unknown', clicks: 9, width: null, cells: [{ x: 0, y: 0, clicks: 9 }] };

function dashboardApi(answer: AnalyticsClickMap, pages = ['/about'], german = false) {
  const asked: string[] = [];
  apiServer.use(
    signedInAs(owner(german ? { ui_language: 'de' } : {})),
    http.get(apiUrl('/admin/analytics/summary/'), () => HttpResponse.json(summary)),
    http.get(apiUrl('/admin/analytics/tables/:table/'), ({ params }) =>
      HttpResponse.json(
        params.table === 'top_pages'
          ? { table: 'top_pages', columns: ['page', 'page_views'], rows: pages.map((page) => [page, 2]) }
          : { table: params.table, columns: ['page', 'sessions'], rows: [] },
      ),
    ),
    http.get(apiUrl('/admin/analytics/click-map/'), ({ request }) => {
      asked.push(String(new URL(request.url).searchParams.get('page')));
      return HttpResponse.json(answer);
    }),
  );
  return asked;
}

const frame = () => {
  const element = document.querySelector('iframe');
  if (!element) throw new Error('no frame');
  return element;
};
const cellsDrawn = () =>
  [...document.querySelectorAll<HTMLElement>('[data-clicks]')].map((cell) => ({
    left: cell.style.left,
    top: cell.style.top,
    size: cell.style.width,
    clicks: cell.dataset.clicks,
    colour: cell.style.backgroundColor,
  }));
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

const custom = '/analytics?range=custom&from=2026-11-01&to=2026-11-02';

describe('the click map over its page', () => {
  it('frames the page at the width of the busiest known device, inert, with the cells, a legend and a table', async () => {
    const asked = dashboardApi(map('/about', [OLD, DESKTOP, PHONE]));
    const view = renderConsole(`${custom}&lang=en`);
    // The file's first screen: the analytics route and the dashboard's chunks load first.
    const device = await screen.findByLabelText('Device', {}, { timeout: 10_000 });
    // Named in words, with their clicks; the busiest known class first, before the old clicks.
    expect([...(device as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'Unknown device – 9 clicks',
      'Large screen – 5 clicks',
      'Phone – 3 clicks',
    ]);
    expect(device).toHaveProperty('value', 'xlarge');
    expect(asked).toEqual(['/about']);

    const page = frame();
    expect(page.getAttribute('src')).toBe('/about?click-map-frame=1&lang=en');
    expect(page.getAttribute('width')).toBe('1536');
    expect(page.hasAttribute('inert')).toBe(true);
    expect(page.className).toContain('pointer-events-none');
    expect(page.getAttribute('title')).toBe('The page /about');
    expect(screen.getByRole('img', { name: 'Clicks on /about, drawn over the page' }).contains(page)).toBe(
      true,
    );
    expect(screen.getByText(/shown 1,536 px wide/)).toBeTruthy();
    // In the page's own pixels, coloured by their share of the busiest cell.
    expect(cellsDrawn()).toEqual([
      { left: '700px', top: '200px', size: '50px', clicks: '4', colour: 'rgba(88, 28, 135, 0.65)' },
      { left: '50px', top: '0px', size: '50px', clicks: '1', colour: 'rgba(250, 204, 21, 0.45)' },
    ]);
    const legend = screen.getByRole('list', { name: 'What the colours mean' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 click', '2 clicks', '3 clicks', '4 clicks']);
    expect(rowsOf(screen.getByRole('table', { name: 'Clicks on /about (Large screen)' }))).toEqual([
      'From left (px)From top (px)Clicks',
      '7002004',
      '5001',
    ]);

    await view.user.selectOptions(device, 'small');
    expect(frame().getAttribute('width')).toBe('392');
    expect(cellsDrawn()).toEqual([
      { left: '100px', top: '450px', size: '50px', clicks: '3', colour: 'rgba(88, 28, 135, 0.65)' },
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Clicks on /about (Phone)' }))).toEqual([
      'From left (px)From top (px)Clicks',
      '1004503',
    ]);
    // Nothing new asked: every device came with the page.
    expect(asked).toEqual(['/about']);
  });

  it('in German: Handy, Tablet, Laptop', async () => {
    dashboardApi(
      map('/', [
        { ...PHONE, clicks: 7 },
        { device: 'medium', clicks: 2, width: 820, cells: [{ x: 0, y: 50, clicks: 2 }] },
        { device: 'large', clicks: 1, width: 1280, cells: [{ x: 0, y: 100, clicks: 1 }] },
      ]),
      ['/'],
      true,
    );
    renderConsole(custom, { language: 'de' });
    const device = await screen.findByLabelText('Gerät');
    expect([...(device as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'Handy – 7 Klicks',
      'Tablet – 2 Klicks',
      'Laptop – 1 Klick',
    ]);
    expect(frame().getAttribute('src')).toBe('/?click-map-frame=1');
    expect(screen.getByRole('list', { name: 'Was die Farben bedeuten' })).toBeTruthy();
    expect(screen.getByText(/392 px breit gezeigt/)).toBeTruthy();
  });

  it('says that clicks without a known device may not line up, and draws them at a large screen’s width', async () => {
    dashboardApi(map('/about', [OLD]));
    renderConsole(custom);
    expect(await screen.findByText(/recorded without a known screen width/)).toBeTruthy();
    expect(frame().getAttribute('width')).toBe('1440');
    expect(screen.getByRole('table', { name: 'Clicks on /about (Unknown device)' })).toBeTruthy();
  });

  it('never frames a recorded path that is not a page of this site; the table still lists its clicks', async () => {
    dashboardApi(map('//evil.example/about', [PHONE]), ['//evil.example/about']);
    renderConsole(custom);
    expect(
      await screen.findByText('This page cannot be shown here. The table lists its clicks.'),
    ).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('table', { name: 'Clicks on //evil.example/about (Phone)' })).toBeTruthy();
  });
});

describe('framedPageUrl', () => {
  it.each([
    ['/about', null, '/about?click-map-frame=1'],
    ['/services/coaching', 'fr', '/services/coaching?click-map-frame=1&lang=fr'],
    ['/blog?category=x#top', null, '/blog?click-map-frame=1'],
    ['//evil.example/x', null, null],
    ['/\\evil.example/x', null, null],
    ['https://evil.example/', null, null],
    ['javascript:alert(1)', null, null],
    ['about', null, null],
    ['/admin', null, null],
    ['/admin/analytics', null, null],
    ['/api/health/', null, null],
    ['/media/seed/hero.svg', null, null],
  ])('%s (%s) → %s', (page, language, expected) => {
    expect(framedPageUrl(page, language, ORIGIN)).toBe(expected);
  });
});

describe('the colours', () => {
  it.each([
    [1, [{ level: 4, from: 1, to: 1 }]],
    [
      2,
      [
        { level: 2, from: 1, to: 1 },
        { level: 4, from: 2, to: 2 },
      ],
    ],
    [
      10,
      [
        { level: 1, from: 1, to: 2 },
        { level: 2, from: 3, to: 5 },
        { level: 3, from: 6, to: 7 },
        { level: 4, from: 8, to: 10 },
      ],
    ],
  ])('with %i clicks in the busiest cell, each colour says which counts it stands for', (most, bands) => {
    expect(legendBands(most)).toEqual(bands);
    // Every count gets the colour of the band that names it.
    for (let clicks = 1; clicks <= most; clicks += 1) {
      const band = bands.find((entry) => entry.from <= clicks && clicks <= entry.to);
      expect(levelOf(clicks, most)).toBe(band?.level);
    }
  });
});
