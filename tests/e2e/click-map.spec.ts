/**
 * The click map (issue 12 point 6(a), decision 029): after consent, a click anywhere on a tracked
 * page — plain text, a heading, empty space — sends a `click` event with every field of spec
 * section 7 and its document coordinates; nothing before consent, nothing on untracked pages, one
 * event per double click, and never what the visitor typed.
 */
import type { Locator, Page } from '@playwright/test';
import { type AnalyticsEvent, AnalyticsTrackSchema } from '@wegweiser/contracts';
import { expect, test } from './fixtures';
import { chunkFile } from './support/build-manifest';
import { renderEverySection } from './support/settle';

type ClickEvent = Extract<AnalyticsEvent, { type: 'click' }>;
const CLICK_FIELDS = [
  'session_id',
  'page_path',
  'element_id',
  'element_class',
  'element_tag',
  'element_text',
  'element_href',
  'x_coordinate',
  'y_coordinate',
  'timestamp',
];
/** The tracker's flush interval (spec section 4): Playwright's clock runs it on demand. */
const FLUSH_MS = 5_000;

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * Every analytics request, the track batches parsed with the API's own contract, and how many track
 * requests are still on their way (the queue also sends at once when ten events are waiting, so a
 * batch may be in flight besides the one a flush sends).
 */
function watchAnalytics(page: Page) {
  const paths: string[] = [];
  const batches: AnalyticsEvent[][] = [];
  const refused: string[] = [];
  let trackerChunk = false;
  let started = 0;
  let ended = 0;
  const isTrack = (url: string) => new URL(url).pathname === '/api/analytics/track/';
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/\/tracker-[\w-]+\.js$/.test(url.pathname)) trackerChunk = true;
    if (!url.pathname.startsWith('/api/analytics/')) return;
    paths.push(url.pathname);
    if (!isTrack(request.url())) return;
    started += 1;
    batches.push(AnalyticsTrackSchema.parse(request.postDataJSON()).events);
  });
  page.on('response', (response) => {
    if (isTrack(response.url()) && response.status() !== 201) refused.push(`${response.status()}`);
  });
  const end = (request: { url(): string }) => {
    if (isTrack(request.url())) ended += 1;
  };
  page.on('requestfinished', end);
  page.on('requestfailed', (request) => {
    end(request);
    if (isTrack(request.url())) refused.push(request.failure()?.errorText ?? 'failed');
  });
  return {
    paths: () => paths,
    trackerLoaded: () => trackerChunk,
    clicks: () => batches.flat().filter((event): event is ClickEvent => event.type === 'click'),
    /** Whether an event of this type was sent. */
    sent: (type: AnalyticsEvent['type']) =>
      batches.some((batch) => batch.some((event) => event.type === type)),
    /** Whether every track request sent so far has its answer. */
    settled: () => started === ended,
    refused: () => refused,
  };
}

type Watch = ReturnType<typeof watchAnalytics>;

/**
 * Runs the flush interval until `done` holds of what was sent and every track request has its
 * answer. The queue also sends at once when ten events wait (spec section 4), so the batch a test
 * waits for may have left before the interval, or the interval may find nothing left to send
 * (ci41, ci42): what counts is what arrived, never which request carried it.
 */
async function flushUntil(page: Page, sent: Watch, done: () => boolean) {
  await expect(async () => {
    await page.clock.runFor(FLUSH_MS);
    await expect.poll(() => done() && sent.settled(), { timeout: 2_000 }).toBe(true);
  }).toPass({ timeout: 20_000 });
  expect(sent.refused()).toEqual([]);
}

/**
 * Holds the home hero's code back (it hydrates on interaction, decision 120), so a click on it is
 * held by the island and played again by script once the code is let go; counts those replays.
 */
async function holdHeroCode(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const heroChunk = chunkFile('src/features/home/components/hero.tsx');
  await page.route(
    (url) => url.pathname === heroChunk,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.addInitScript(() => {
    const counted = window as unknown as { replayed: number };
    counted.replayed = 0;
    window.addEventListener('click', (event) => {
      if (!event.isTrusted) counted.replayed += 1;
    });
  });
  return {
    /** Lets the code go and waits until the held click was played again. */
    async releaseAndReplay() {
      release();
      await expect(async () => {
        await page.clock.runFor(100);
        expect(await page.evaluate(() => (window as unknown as { replayed: number }).replayed)).toBe(1);
      }).toPass({ timeout: 20_000 });
    },
  };
}

/** Clicks the middle of `locator` and returns that point in document coordinates. */
async function clickMiddle(page: Page, locator: Locator) {
  // The sections above take their real height first: with the page clock installed the browser may
  // render a skipped one only after the position below was measured (ci9: a click 112 px off).
  await renderEverySection(page);
  await locator.scrollIntoViewIfNeeded();
  // Home sections skipped by content-visibility take their real height once rendered, and scroll
  // anchoring moves the page: measure once the element and the scroll position hold still.
  const where = async () => ({
    box: await locator.boundingBox(),
    scrollY: await page.evaluate(() => window.scrollY),
  });
  // Polled, not slept: the page clock is installed (animation frames wait for it), so stillness is
  // two equal readings in a row.
  let seen = await where();
  await expect
    .poll(
      async () => {
        const now = await where();
        const still = JSON.stringify(now) === JSON.stringify(seen);
        seen = now;
        return still;
      },
      { intervals: [50] },
    )
    .toBe(true);
  const { box, scrollY } = seen;
  if (!box) throw new Error('not visible');
  const x = Math.round(box.x + box.width / 2);
  const y = Math.round(box.y + box.height / 2);
  await page.mouse.click(x, y);
  return { x, y: y + Math.round(scrollY) };
}

async function accept(page: Page) {
  const started = page.waitForResponse((response) =>
    response.url().includes('/api/analytics/session/start/'),
  );
  await page
    .getByRole('region', { name: 'Ihre Privatsphäre' })
    .getByRole('button', { name: 'Zustimmen' })
    .click();
  expect((await started).status()).toBe(201);
}

test.describe('click map', () => {
  test('nothing before consent; afterwards text, headings and empty space are recorded with every field', async ({
    page,
  }) => {
    await page.clock.install();
    const sent = watchAnalytics(page);
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });

    // Before consent: clicks on the heading and on empty space send and load nothing.
    await clickMiddle(page, heading);
    await page.mouse.click(5, 300);
    await page.clock.runFor(FLUSH_MS * 2);
    expect(sent.paths()).toEqual([]);
    expect(sent.trackerLoaded()).toBe(false);

    await accept(page);
    await flushUntil(page, sent, () => sent.sent('page_view'));
    // The clicks before consent (and the consent click itself) are not in any batch.
    expect(sent.clicks()).toEqual([]);

    // A heading, plain text, and empty space (the hero section's margin, no text of its own).
    const headingPoint = await clickMiddle(page, heading);
    const paragraph = page
      .locator('main p')
      .filter({ hasText: /\w{3,}/ })
      .first();
    const paragraphPoint = await clickMiddle(page, paragraph);
    await page.evaluate(() => window.scrollTo(0, 0));
    const emptyTag = await page.evaluate(() => document.elementFromPoint(5, 300)?.tagName.toLowerCase());
    await page.mouse.click(5, 300);
    // Further down the page: y is measured from the top of the document, not of the window.
    const lower = page.locator('main h2').nth(2);
    const lowerPoint = await clickMiddle(page, lower);
    expect(lowerPoint.y).toBeGreaterThan(800);
    await flushUntil(page, sent, () => sent.clicks().length >= 4);

    const clicks = sent.clicks();
    expect(clicks).toHaveLength(4);
    for (const click of clicks) {
      expect(Object.keys(click.data).sort()).toEqual([...CLICK_FIELDS].sort());
      expect(click.data.page_path).toBe('/');
      expect(click.data.timestamp).toBe(click.timestamp);
      expect(click.data.element_href).toBeNull();
    }
    const [onHeading, onParagraph, onEmpty, onLower] = clicks.map((click) => click.data);
    const headingText = (await heading.innerText()).replace(/\s+/g, ' ').trim().slice(0, 100);
    expect(onHeading).toMatchObject({
      element_tag: 'h1',
      element_text: headingText,
      x_coordinate: headingPoint.x,
      y_coordinate: headingPoint.y,
    });
    expect(onParagraph).toMatchObject({
      element_tag: 'p',
      element_text: (await paragraph.innerText()).replace(/\s+/g, ' ').trim().slice(0, 100),
      x_coordinate: paragraphPoint.x,
      y_coordinate: paragraphPoint.y,
    });
    expect(onEmpty).toMatchObject({
      element_tag: emptyTag,
      element_text: null,
      x_coordinate: 5,
      y_coordinate: 300,
    });
    expect(emptyTag).toMatch(/^(section|div|main|body)$/);
    expect(onLower).toMatchObject({
      element_tag: 'h2',
      element_text: (await lower.innerText()).replace(/\s+/g, ' ').trim().slice(0, 100),
      x_coordinate: lowerPoint.x,
      y_coordinate: lowerPoint.y,
    });
  });

  test('a click the hero holds before consent is not recorded when it is played again after consent', async ({
    page,
  }) => {
    const hero = await holdHeroCode(page);
    await page.clock.install();
    const sent = watchAnalytics(page);
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.click();
    await accept(page);
    await flushUntil(page, sent, () => sent.sent('page_view'));
    await hero.releaseAndReplay();
    await flushUntil(page, sent, () => true);
    expect(sent.clicks()).toEqual([]);

    // With consent, a click the hydrated hero no longer holds: recorded once.
    await heading.click();
    await flushUntil(page, sent, () => sent.clicks().length >= 1);
    expect(sent.clicks().map((click) => click.data.element_tag)).toEqual(['h1']);
  });

  test('with consent, a click the hero holds until it hydrates counts once, when it is made', async ({
    page,
  }) => {
    const hero = await holdHeroCode(page);
    await page.clock.install();
    await page.addInitScript(() => localStorage.setItem('analytics-consent', 'granted'));
    const sent = watchAnalytics(page);
    await page.goto('/');
    await flushUntil(page, sent, () => sent.sent('page_view'));
    await page.getByRole('heading', { level: 1 }).click();
    await flushUntil(page, sent, () => sent.clicks().length >= 1);
    await hero.releaseAndReplay();
    await flushUntil(page, sent, () => true);
    expect(sent.clicks().map((click) => click.data.element_tag)).toEqual(['h1']);
  });

  test('a double click is one event; a click by keyboard counts at the centre of its control', async ({
    page,
  }) => {
    await page.clock.install();
    await page.addInitScript(() => localStorage.setItem('analytics-consent', 'granted'));
    const sent = watchAnalytics(page);
    await page.goto('/');
    await flushUntil(page, sent, () => sent.sent('page_view'));

    const heading = page.getByRole('heading', { level: 1 });
    await heading.dblclick();
    const skipLink = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await skipLink.focus();
    const box = await skipLink.boundingBox();
    await page.keyboard.press('Enter');
    await flushUntil(page, sent, () => sent.clicks().length >= 2);

    const clicks = sent.clicks().map((click) => click.data);
    expect(clicks).toHaveLength(2);
    expect(clicks[0]).toMatchObject({ element_tag: 'h1' });
    expect(clicks[1]).toMatchObject({
      element_tag: 'a',
      element_text: 'Zum Inhalt springen',
      element_href: '#main',
    });
    if (!box) throw new Error('skip link not visible');
    expect(clicks[1]?.x_coordinate).toBe(Math.round(box.x + box.width / 2));
    expect(clicks[1]?.y_coordinate).toBe(Math.round(box.y + box.height / 2));
  });

  test('fields are named, never read: typed text is sent nowhere; a label click counts once', async ({
    page,
  }) => {
    await page.clock.install();
    await page.addInitScript(() => localStorage.setItem('analytics-consent', 'granted'));
    const sent = watchAnalytics(page);
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/analytics/')) bodies.push(request.postData() ?? '');
    });
    await page.goto('/contact');
    await flushUntil(page, sent, () => sent.sent('page_view'));

    const secret = 'Rufen Sie mich an: 0171 9876543';
    const message = page.locator('main textarea').first();
    await message.fill(secret);
    await message.click();
    const email = page.locator('main input[type="email"]').first();
    await email.fill('ana.privat@example.org');
    const emailLabel = page.locator(`main label[for="${await email.getAttribute('id')}"]`);
    await emailLabel.click();
    await expect(email).toBeFocused();
    await flushUntil(page, sent, () => sent.clicks().length >= 2);

    const clicks = sent.clicks().map((click) => click.data);
    expect(clicks).toEqual([
      expect.objectContaining({ element_tag: 'textarea', element_text: null }),
      expect.objectContaining({
        element_tag: 'label',
        element_text: (await emailLabel.innerText()).replace(/\s+/g, ' ').trim().slice(0, 100),
      }),
    ]);
    for (const body of bodies) {
      expect(body).not.toContain('0171');
      expect(body).not.toContain('ana.privat');
    }
  });

  test('untracked pages record no clicks', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/404/);
    await page.clock.install();
    await page.addInitScript(() => localStorage.setItem('analytics-consent', 'granted'));
    const sent = watchAnalytics(page);
    // /admin/ is the console now (its own app); /static/ is still the site's not-found page.
    await page.goto('/static/statistik');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await page.mouse.click(5, 300);
    await page.clock.runFor(FLUSH_MS * 2);
    expect(sent.trackerLoaded()).toBe(true);
    expect(sent.paths()).toEqual([]);
  });
});
