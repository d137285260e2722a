/**
 * The click map per device class (decision 088): clicks recorded through the real collector at
 * phone, tablet and desktop widths come back per class — the busiest first, each with the mean
 * width its clicks were made at and its own cells — and, as before, all together. Clicks whose
 * stored roll-up was made before the map had devices count as an unknown device without a width.
 * The SQL is the `clicks` metric that analytics-dashboard.test.ts runs on both engines.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../src/db/schema';
import { rollUpAndPurge } from '../../src/plugins/retention';
import { setupContentApp } from '../helpers/admin-content';
import { storedSession } from '../helpers/analytics-sessions';
import { practiceDay } from '../helpers/practice-day';

const t = setupContentApp();
const DAY = 86_400_000;
/** The practice's day `offset` days from now (the map's range is in its days). */
const dayOf = (offset: number) => practiceDay(Date.now() + offset * DAY);
const OLD_DAY = dayOf(-10);
const TODAY = dayOf(0);
const PAGE = '/about';
const origin = { origin: 'http://localhost:3000' };

/** A visit today through the collector: a session at `viewport`, then its clicks on the page. */
async function visit(viewport: string, clicks: [number, number][], page = PAGE) {
  const now = new Date().toISOString();
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/analytics/session/start/?language=de',
    headers: origin,
    payload: {
      timestamp: now,
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
      screen_resolution: '1920x1080',
      viewport_size: viewport,
      language: 'de-DE',
      timezone: 'Europe/Berlin',
      referrer: null,
      landing_page: page,
    },
  });
  expect(started.statusCode, started.body).toBe(201);
  const session_id = started.json().session_id as string;
  const tracked = await t.app.inject({
    method: 'POST',
    url: '/api/analytics/track/?language=de',
    headers: origin,
    payload: {
      events: clicks.map(([x, y]) => ({
        type: 'click',
        timestamp: now,
        data: {
          session_id,
          page_path: page,
          element_id: null,
          element_class: null,
          element_tag: 'h1',
          element_text: 'Über mich',
          element_href: null,
          x_coordinate: x,
          y_coordinate: y,
          timestamp: now,
        },
      })),
    },
  });
  expect(tracked.statusCode, tracked.body).toBe(201);
}

/** A visit on an earlier day, stored as the collector would have (its timestamps are too old to send now). */
async function earlierVisit(day: string, viewport: string, clicks: [number, number][]) {
  const at = new Date(`${day}T10:00:00Z`);
  const sessionId = await storedSession(t.database.db, at, { viewport, landingPage: PAGE });
  await t.database.db.insert(analyticsEvents).values(
    clicks.map(([x, y]) => ({
      sessionId,
      type: 'click',
      data: { session_id: sessionId, page_path: PAGE, x_coordinate: x, y_coordinate: y },
      occurredAt: at,
    })),
  );
}

const clickMap = async (page = PAGE) => {
  const answer = await t.send(
    'GET',
    `/api/admin/analytics/click-map/?from=${OLD_DAY}&to=${TODAY}&page=${page}`,
    {
      role: 'owner',
    },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

describe('the click map per device class', () => {
  it('answers the cells of each device class with the mean width its clicks were made at', async () => {
    await t.api.retentionStartup;
    // Phones: 390 and 412 px wide — one class, drawn at their mean width.
    await visit('390x844', [
      [120, 480],
      [130, 490],
    ]);
    await visit('412x915', [[140, 470]]);
    await visit('820x1180', [[700, 60]]);
    await visit('1440x900', [
      [710, 210],
      [720, 220],
      [1300, 20],
    ]);
    await visit('1920x1080', [
      [950, 210],
      [960, 215],
    ]);
    // No readable viewport: an unknown device.
    await visit('not a size', [[10, 10]]);
    // Another page's clicks stay there.
    await visit('390x844', [[5, 5]], '/contact');

    const map = await clickMap();
    expect(map.page).toBe(PAGE);
    expect(map.cell_px).toBe(50);
    expect(map.devices).toEqual([
      {
        device: 'xlarge',
        clicks: 5,
        // (3 × 1440 + 2 × 1920) / 5
        width: 1632,
        cells: [
          { x: 700, y: 200, clicks: 2 },
          { x: 950, y: 200, clicks: 2 },
          { x: 1300, y: 0, clicks: 1 },
        ],
      },
      {
        device: 'small',
        clicks: 3,
        // (2 × 390 + 412) / 3
        width: 397,
        cells: [{ x: 100, y: 450, clicks: 3 }],
      },
      { device: 'medium', clicks: 1, width: 820, cells: [{ x: 700, y: 50, clicks: 1 }] },
      { device: 'unknown', clicks: 1, width: null, cells: [{ x: 0, y: 0, clicks: 1 }] },
    ]);
    // All devices together, as the map answered before it had devices.
    expect(map.cells).toEqual([
      { x: 100, y: 450, clicks: 3 },
      { x: 700, y: 200, clicks: 2 },
      { x: 950, y: 200, clicks: 2 },
      { x: 0, y: 0, clicks: 1 },
      { x: 1300, y: 0, clicks: 1 },
      { x: 700, y: 50, clicks: 1 },
    ]);
    expect((await clickMap('/contact')).devices).toEqual([
      { device: 'small', clicks: 1, width: 390, cells: [{ x: 0, y: 0, clicks: 1 }] },
    ]);
    expect(await clickMap('/nowhere')).toEqual({ page: '/nowhere', cell_px: 50, cells: [], devices: [] });
  });

  it('counts clicks of a day rolled up before the map had devices as an unknown device, beside today’s', async () => {
    await earlierVisit(OLD_DAY, '390x844', [
      [120, 480],
      [10, 10],
    ]);
    // The day is rolled up (and its raw events purged: its roll-up is final) …
    await rollUpAndPurge(t.api.repositories, new Date(), 3);
    const rolled = await clickMap();
    expect(rolled.devices).toContainEqual({
      device: 'small',
      clicks: 5,
      // (2 × 390 + 412 today, 2 × 390 that day) / 5
      width: 394,
      cells: [
        { x: 100, y: 450, clicks: 4 },
        { x: 0, y: 0, clicks: 1 },
      ],
    });
    // … as a version before decision 088 stored it: "x:y", no widths.
    await t.database.db.execute(sql`
      update analytics_daily set key2 = split_part(key2, '|', 2), total = 0
      where metric = 'clicks' and day = ${OLD_DAY}`);
    const map = await clickMap();
    expect(map.devices).toContainEqual({
      device: 'unknown',
      clicks: 3,
      width: null,
      cells: [
        { x: 0, y: 0, clicks: 2 },
        { x: 100, y: 450, clicks: 1 },
      ],
    });
    // Today's phone clicks keep their class and width.
    expect(map.devices).toContainEqual({
      device: 'small',
      clicks: 3,
      width: 397,
      cells: [{ x: 100, y: 450, clicks: 3 }],
    });
    expect(map.cells).toContainEqual({ x: 100, y: 450, clicks: 4 });
  });
});
