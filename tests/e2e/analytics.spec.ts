/**
 * Visitor analytics journeys after consent (spec sections 4, 7, 8): session start with every field,
 * page_view with every field, page_exit / navigation_flow / click on a route change, service
 * interactions, session reuse and end, flushing when the page is hidden or 10 events are queued.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { scrollWindowTo } from './support/waiting';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
type SentEvent = { type: string; timestamp: string; data: Record<string, unknown> };

test.use({ timezoneId: 'Europe/Berlin', viewport: { width: 1280, height: 800 } });

/** Collects every analytics request of the page (keepalive requests during unload included). */
function captureAnalytics(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/analytics/')) requests.push(request);
  });
  const of = (path: string) =>
    requests.filter((request) => new URL(request.url()).pathname === `/api/analytics${path}`);
  return {
    starts: () => of('/session/start/'),
    ends: () => of('/session/end/'),
    tracks: () => of('/track/'),
    events: () =>
      of('/track/').flatMap((request) => (request.postDataJSON() as { events: SentEvent[] }).events),
  };
}

/** Makes the page send its queue now, as it does when it becomes hidden. */
const flushNow = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

/** Consent given earlier: the tracker runs from the first page. */
const grant = (page: Page) => page.addInitScript(() => localStorage.setItem('analytics-consent', 'granted'));

const waitForTrack = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/api/analytics/track/'), { timeout: 12_000 });

/**
 * Adds elements to the page's main region once the app is hydrated (the settings button renders
 * only in the browser); clicks on them are recorded but do not navigate.
 */
async function inject(page: Page, html: string) {
  await expect(page.getByRole('button', { name: 'Datenschutz-Einstellungen' })).toBeVisible();
  await page.evaluate((markup) => {
    const holder = document.createElement('div');
    holder.innerHTML = markup;
    for (const link of holder.querySelectorAll('a'))
      link.addEventListener('click', (event) => event.preventDefault());
    document.getElementById('main')?.prepend(holder);
  }, html);
}

test.describe('visitor analytics', () => {
  test('accepting starts a session with every field and sends a page_view with every field', async ({
    page,
  }) => {
    const sent = captureAnalytics(page);
    await page.goto('/');
    const startResponse = page.waitForResponse((response) =>
      response.url().includes('/api/analytics/session/start/'),
    );
    await page
      .getByRole('region', { name: 'Ihre Privatsphäre' })
      .getByRole('button', { name: 'Zustimmen' })
      .click();

    const started = await startResponse;
    expect(started.status()).toBe(201);
    const { session_id: sessionId } = (await started.json()) as { session_id: string };
    const start = started.request();
    expect(start.method()).toBe('POST');
    expect(start.headers()['content-type']).toBe('application/json');
    // Same-origin JSON needs no CSRF token (decision 025): no header, no csrftoken cookie.
    expect(start.headers()['x-csrftoken']).toBeUndefined();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('csrftoken');
    const payload = start.postDataJSON() as Record<string, unknown>;
    expect(Object.keys(payload).sort()).toEqual(
      [
        'timestamp',
        'user_agent',
        'screen_resolution',
        'viewport_size',
        'language',
        'timezone',
        'referrer',
        'landing_page',
      ].sort(),
    );
    expect(payload).toMatchObject({
      timestamp: expect.stringMatching(ISO),
      user_agent: await page.evaluate(() => navigator.userAgent),
      screen_resolution: expect.stringMatching(/^\d+x\d+$/),
      viewport_size: '1280x800',
      language: 'de-DE',
      timezone: 'Europe/Berlin',
      referrer: null,
      landing_page: '/',
    });

    // The first batch goes out within the 5 s flush interval.
    const tracked = await waitForTrack(page);
    expect(tracked.status()).toBe(201);
    expect(tracked.request().headers()['x-csrftoken']).toBeUndefined();
    const events = (tracked.request().postDataJSON() as { events: SentEvent[] }).events;
    const pageView = events.find((event) => event.type === 'page_view');
    expect(pageView?.timestamp).toMatch(ISO);
    expect(pageView?.data).toEqual({
      session_id: sessionId,
      page_path: '/',
      page_title: await page.title(),
      timestamp: pageView?.timestamp,
      referrer: null,
      viewport_width: 1280,
      viewport_height: 800,
    });
    expect(sent.starts()).toHaveLength(1);
    const stored = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('analytics-session') ?? 'null'),
    );
    expect(stored).toMatchObject({ id: sessionId, lastActivity: expect.any(Number) });
  });

  test('a route change records click, page_exit with scroll depth, navigation_flow and the next page_view', async ({
    page,
  }) => {
    await grant(page);
    const sent = captureAnalytics(page);
    await page.clock.install();
    await page.goto('/');
    await expect.poll(() => sent.starts().length).toBe(1);
    // Scroll to the very bottom and let the 100 ms debounce measure it.
    await scrollWindowTo(page, 'bottom');
    await page.clock.runFor(100);
    const link = page.locator('header a[href="/about"]').first();
    const linkText = ((await link.textContent()) ?? '').replace(/\s+/g, ' ').trim();
    await link.click();
    await expect(page).toHaveURL('/about');

    await expect
      .poll(
        () => sent.events().some((event) => event.type === 'page_view' && event.data.page_path === '/about'),
        {
          timeout: 12_000,
        },
      )
      .toBe(true);
    const events = sent.events();
    const sessionId = events[0]?.data.session_id;
    for (const event of events) {
      expect(event.data.session_id).toBe(sessionId);
      expect(event.data.timestamp).toBe(event.timestamp);
      expect(event.timestamp).toMatch(ISO);
    }
    const index = (predicate: (event: SentEvent) => boolean) => events.findIndex(predicate);
    const click = index((event) => event.type === 'click' && event.data.element_href === '/about');
    const exit = index((event) => event.type === 'page_exit' && event.data.page_path === '/');
    const flow = index((event) => event.type === 'navigation_flow');
    const view = index((event) => event.type === 'page_view' && event.data.page_path === '/about');
    expect([click, exit, flow, view].every((i) => i >= 0)).toBe(true);
    expect(click).toBeLessThan(exit);
    expect(exit).toBeLessThan(flow);
    expect(flow).toBeLessThan(view);

    expect(events[click]?.data).toEqual({
      session_id: sessionId,
      page_path: '/',
      element_id: null,
      element_class: events[click]?.data.element_class ?? null,
      element_tag: 'a',
      element_text: linkText.slice(0, 100),
      element_href: '/about',
      x_coordinate: expect.any(Number),
      y_coordinate: expect.any(Number),
      timestamp: events[click]?.timestamp,
    });
    expect(events[exit]?.data).toEqual({
      session_id: sessionId,
      page_path: '/',
      time_on_page_seconds: expect.any(Number),
      scroll_depth_percent: 100,
      timestamp: events[exit]?.timestamp,
    });
    expect(events[flow]?.data).toEqual({
      session_id: sessionId,
      from_page: '/',
      to_page: '/about',
      time_spent_seconds: expect.any(Number),
      timestamp: events[flow]?.timestamp,
    });
    const origin = new URL(page.url()).origin;
    expect(events[view]?.data).toMatchObject({
      page_path: '/about',
      referrer: `${origin}/`,
      page_title: await page.title(),
      viewport_width: 1280,
      viewport_height: 800,
    });
    for (const tracked of sent.tracks()) {
      expect((tracked.postDataJSON() as { events: unknown[] }).events.length).toBeLessThanOrEqual(100);
    }
  });

  test('service interactions: detail visits, card impressions, card clicks and booking clicks', async ({
    page,
  }) => {
    await grant(page);
    const sent = captureAnalytics(page);
    const interactions = () =>
      sent
        .events()
        .filter((event) => event.type === 'service_interaction')
        .map((event) => event.data);

    // Full page loads (goto) send their last events while unloading, which Playwright cannot see;
    // so each step makes the page flush (as when it becomes hidden) until the event has gone out.
    const expectSent = (type: string) =>
      expect
        .poll(
          async () => {
            await flushNow(page);
            return interactions().some((data) => data.interaction_type === type);
          },
          { timeout: 8_000 },
        )
        .toBe(true);

    await page.goto('/');
    await inject(
      page,
      `<article><a id="probe-service" href="/services/karriere-coaching"><h3>Karriere-Coaching</h3><p>Neue Wege</p></a></article>
       <a id="probe-package" href="/services/packages/neustart-paket"><h3>Neustart-Paket</h3></a>`,
    );
    await page.locator('#probe-service').click();
    await page.locator('#probe-package').click();
    await expectSent('view');
    await expectSent('click');
    await expectSent('package_click');

    await page.goto('/services/karriere-coaching');
    await expectSent('detail_view');
    await inject(
      page,
      '<a id="probe-book" href="/contact?context=service_detail&service_name=Karriere-Coaching">Anfragen</a>',
    );
    await page.locator('#probe-book').click();
    await expectSent('book_click');

    await page.goto('/services/packages/neustart-paket');
    await expectSent('package_view');

    const found = interactions();
    const base = { session_id: expect.any(String), timestamp: expect.stringMatching(ISO) };
    expect(found).toEqual(
      expect.arrayContaining([
        {
          ...base,
          service_slug: 'karriere-coaching',
          service_title: 'Karriere-Coaching',
          interaction_type: 'view',
          page_context: '/',
        },
        {
          ...base,
          service_slug: 'karriere-coaching',
          service_title: 'Karriere-Coaching',
          interaction_type: 'click',
          page_context: '/',
        },
        {
          ...base,
          service_slug: 'neustart-paket',
          service_title: 'Neustart-Paket',
          interaction_type: 'package_click',
          page_context: '/',
        },
        {
          ...base,
          service_slug: 'karriere-coaching',
          service_title: expect.any(String),
          interaction_type: 'detail_view',
          page_context: '/services/karriere-coaching',
        },
        {
          ...base,
          service_slug: 'karriere-coaching',
          service_title: 'Karriere-Coaching',
          interaction_type: 'book_click',
          page_context: '/services/karriere-coaching',
        },
        {
          ...base,
          service_slug: 'neustart-paket',
          service_title: expect.any(String),
          interaction_type: 'package_view',
          page_context: '/services/packages/neustart-paket',
        },
        // A package card seen in a list counts as its 'view', as a service card does (issue 24 point 9).
        {
          ...base,
          service_slug: 'neustart-paket',
          service_title: 'Neustart-Paket',
          interaction_type: 'view',
          page_context: '/',
        },
      ]),
    );
  });

  test("the 'Termin buchen' link on a service page counts as book_click, the times shown as booking_start, the confirmation as booked — once, a reload counts nothing (decisions 105, 109)", async ({
    page,
  }) => {
    await grant(page);
    const sent = captureAnalytics(page);
    const steps = (step: string) =>
      sent
        .events()
        .filter((event) => event.type === 'service_interaction' && event.data.interaction_type === step)
        .map((event) => event.data);
    const sentSoon = (step: string, count: number) =>
      expect
        .poll(
          async () => {
            await flushNow(page);
            return steps(step).length;
          },
          { timeout: 8_000 },
        )
        .toBe(count);
    await page.goto('/services/kostenloses-erstgespraech');
    // The click is the app's to count: before hydration the link is the server's plain anchor, which
    // navigates uncounted (goto waits 5 s for hydration; a loaded full run once took longer).
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
    await page.getByTestId('service-book').click();
    await expect(page).toHaveURL(/\/booking\?type=\d+$/);
    await sentSoon('book_click', 1);
    expect(steps('book_click')[0]).toMatchObject({
      service_slug: 'kostenloses-erstgespraech',
      page_context: '/services/kostenloses-erstgespraech',
    });
    // The chosen type's times show: a booking started, under the service the type belongs to.
    await sentSoon('booking_start', 1);
    expect(steps('booking_start')[0]).toMatchObject({
      service_slug: 'kostenloses-erstgespraech',
      page_context: '/booking',
    });

    // The confirmation of a booking of that type (its URL as the booking leaves it), then a reload.
    const type = new URL(page.url()).searchParams.get('type');
    await page.goto(
      `/booking/confirmation?type=${type}&start=2030-01-07T09%3A00%3A00Z&state=confirmed&tz=Europe%2FBerlin`,
    );
    await sentSoon('booked', 1);
    expect(steps('booked')[0]).toMatchObject({
      service_slug: 'kostenloses-erstgespraech',
      page_context: '/booking/confirmation',
    });
    await page.reload();
    await expect
      .poll(
        async () => {
          await flushNow(page);
          return sent
            .events()
            .filter((event) => event.type === 'page_view' && event.data.page_path === '/booking/confirmation')
            .length;
        },
        { timeout: 8_000 },
      )
      .toBe(2);
    expect(steps('booked')).toHaveLength(1);
  });

  test('pagehide sends page_exit and ends the session; a reload within 30 min reuses it', async ({
    page,
  }) => {
    await grant(page);
    const sent = captureAnalytics(page);
    await page.goto('/');
    await expect.poll(() => sent.starts().length).toBe(1);
    // The id is stored once the start has been answered, not when it is sent.
    const storedId = () =>
      page.evaluate(
        () => (JSON.parse(sessionStorage.getItem('analytics-session') ?? '{}') as { id?: string }).id,
      );
    await expect.poll(storedId).toEqual(expect.any(String));
    const sessionId = await storedId();

    // Requests sent while a document unloads are invisible to Playwright, so the page stays and
    // receives the event itself (the server's logs show the same requests on a real reload).
    const ended = page.waitForResponse((response) => response.url().includes('/api/analytics/session/end/'));
    const exitSent = page.waitForRequest(
      (request) =>
        request.url().includes('/api/analytics/track/') &&
        (request.postDataJSON() as { events: SentEvent[] }).events.some(
          (event) => event.type === 'page_exit',
        ),
    );
    await page.evaluate(() =>
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })),
    );
    const end = await ended;
    expect(end.status()).toBe(200);
    expect(end.request().postDataJSON()).toEqual({
      session_id: sessionId,
      timestamp: expect.stringMatching(ISO),
    });
    expect(end.request().headers()['x-csrftoken']).toBeUndefined();
    const exit = (await exitSent).postDataJSON() as { events: SentEvent[] };
    expect(exit.events.find((event) => event.type === 'page_exit')?.data).toEqual({
      session_id: sessionId,
      page_path: '/',
      time_on_page_seconds: expect.any(Number),
      scroll_depth_percent: expect.any(Number),
      timestamp: expect.stringMatching(ISO),
    });

    await page.reload();
    await expect
      .poll(() => sent.events().filter((event) => event.type === 'page_view').length, { timeout: 12_000 })
      .toBe(2);
    expect(sent.starts()).toHaveLength(1);
    for (const event of sent.events()) expect(event.data.session_id).toBe(sessionId);
  });

  test('queued events go out at once when the page becomes hidden or 10 are queued', async ({ page }) => {
    await grant(page);
    const sent = captureAnalytics(page);
    await page.clock.install();
    await page.goto('/');
    await waitForTrack(page);
    await inject(page, '<button type="button" id="probe" class="probe">Probe</button>');
    // From here the page's clock stands still: no interval flush can send, only the hiding or the
    // tenth event.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));

    const hiddenFlush = waitForTrack(page);
    await page.locator('#probe').click();
    await flushNow(page);
    const hidden = await hiddenFlush;
    const flushed = (hidden.request().postDataJSON() as { events: SentEvent[] }).events;
    expect(flushed).toEqual([
      expect.objectContaining({
        type: 'click',
        data: expect.objectContaining({ element_id: 'probe', element_class: 'probe', element_tag: 'button' }),
      }),
    ]);

    const tracksBefore = sent.tracks().length;
    const batchFlush = waitForTrack(page);
    for (let i = 0; i < 10; i += 1) await page.locator('#probe').click();
    const batch = await batchFlush;
    expect(sent.tracks().length).toBe(tracksBefore + 1);
    const batchEvents = (batch.request().postDataJSON() as { events: SentEvent[] }).events;
    expect(batchEvents).toHaveLength(10);
    expect(batchEvents.every((event) => event.type === 'click' && event.data.element_text === 'Probe')).toBe(
      true,
    );
  });
});
