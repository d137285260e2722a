/**
 * Issue 15 point 4 (decision 070): the XSS corpus in what visitors send and the owner reads. Through
 * the public API, visitors send contact messages (name, email, message, where they came from),
 * sign up for the newsletter with payload addresses, and report page views, referrers, page titles
 * and clicks with payload paths and URLs; then the owner opens the console's messages (list and
 * each message), subscribers, outbox and analytics dashboard, each loaded directly and reached by
 * clicking through the running console. The console renders in the browser only, so there is no
 * server HTML to check; nothing may run, and the payloads must show as text.
 */
import type { Page } from '@playwright/test';
import { type ConsoleClient, consoleClient } from '../../../bench/support/console-client';
import { payloadChunks, TEXT_PAYLOADS, URL_PAYLOADS } from '../support/xss-corpus';
import { clientNavigation, expect, expectNoExecution, hydratedConsole, test } from '../support/xss-journey';
import { signIn } from './support/console-server';

const ALL_TEXT = TEXT_PAYLOADS.map(({ value }) => value).join('\n');
/** Names hold at most 120 characters; where the visitor came from, 200 (a path: 199 after `/`). */
const NAMES = payloadChunks(TEXT_PAYLOADS, 120);
const CONTEXTS = payloadChunks(TEXT_PAYLOADS, 199);
/** Addresses without whitespace, as the email pattern wants them (stored lowercased). */
const EMAILS = TEXT_PAYLOADS.map(({ id, value }) => `${value.replace(/\s+/g, '/')}${id}@xss.test`);
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function send(visitor: ConsoleClient, path: string, body: unknown): Promise<unknown> {
  return visitor.json('POST', path, body);
}

/** Page views, referrers, titles and clicks, all payloads, as the site's tracker reports them. */
async function reportVisits(visitor: ConsoleClient) {
  const now = () => new Date().toISOString();
  const paths = [...TEXT_PAYLOADS, ...URL_PAYLOADS].map(({ value }) => value.trim());
  for (const [index, referrer] of URL_PAYLOADS.entries()) {
    const { session_id } = (await send(visitor, '/api/analytics/session/start/', {
      timestamp: now(),
      user_agent: BROWSER,
      screen_resolution: '1920x1080',
      viewport_size: '1280x720',
      language: 'de-DE',
      timezone: 'Europe/Berlin',
      referrer: referrer.value,
      landing_page: paths[index % paths.length],
    })) as { session_id: string };
    const pageViews = paths.map((path, at) => ({
      type: 'page_view',
      timestamp: now(),
      data: {
        session_id,
        page_path: path,
        page_title: TEXT_PAYLOADS[at % TEXT_PAYLOADS.length]?.value,
        timestamp: now(),
        referrer: referrer.value,
        viewport_width: 1280,
        viewport_height: 720,
      },
    }));
    const clicks = TEXT_PAYLOADS.map((payload, at) => ({
      type: 'click',
      timestamp: now(),
      data: {
        session_id,
        page_path: paths[0],
        element_id: payload.value.slice(0, 200),
        element_class: payload.value,
        element_tag: 'a',
        element_text: payload.value,
        element_href: URL_PAYLOADS[at % URL_PAYLOADS.length]?.value,
        x_coordinate: 10 * at,
        y_coordinate: 20 * at,
        timestamp: now(),
      },
    }));
    await send(visitor, '/api/analytics/track/', { events: [...pageViews, ...clicks] });
  }
}

test('visitor text in messages, subscribers, outbox and analytics runs nowhere in the console', async ({
  owner,
  visitor,
  xssServer,
}) => {
  test.setTimeout(120_000);
  const someone = consoleClient(xssServer.url);
  await someone.send('GET', '/api/csrf/');

  const messages = Math.max(NAMES.length, CONTEXTS.length);
  for (let index = 0; index < messages; index += 1) {
    await send(someone, '/api/contact/?language=de', {
      name: NAMES[index % NAMES.length],
      email: EMAILS[index % EMAILS.length],
      message: ALL_TEXT,
      context: 'service_detail',
      service_name: CONTEXTS[index % CONTEXTS.length],
      package_name: CONTEXTS[(index + 1) % CONTEXTS.length],
      post_title: CONTEXTS[(index + 2) % CONTEXTS.length],
      page_path: `/${CONTEXTS[(index + 3) % CONTEXTS.length]}`,
      website: '',
      elapsed_ms: 30_000,
    });
  }
  for (const email of EMAILS) await send(someone, '/api/newsletter/subscribe/?language=de', { email });
  await reportVisits(someone);

  const ids = (
    (await owner.json('GET', '/api/admin/messages/?page_size=100')) as { results: { id: string }[] }
  ).results.map((message) => message.id);
  expect(ids.length).toBeGreaterThanOrEqual(messages);

  // Signed in once; then each screen loaded directly.
  const page = visitor.script;
  await page.goto('/admin/');
  await signIn(page);
  await expect(page.getByRole('heading', { name: /^Hallo, / })).toBeVisible();
  const screens: { path: string; place: string; ready: (page: Page) => Promise<void> }[] = [
    {
      path: '/admin/messages',
      place: 'console messages',
      ready: (p) => expect(p.getByRole('link', { name: NAMES[0] as string }).first()).toBeVisible(),
    },
    ...ids.map((id) => ({
      path: `/admin/messages/${id}`,
      place: `console message ${id}`,
      ready: (p: Page) => expect(p.getByText(TEXT_PAYLOADS[0]?.value as string).first()).toBeVisible(),
    })),
    {
      path: '/admin/subscribers',
      place: 'console subscribers',
      // Newest first: the last sign-up leads the list.
      ready: (p) =>
        expect(p.getByRole('cell', { name: EMAILS.at(-1)?.toLowerCase(), exact: true })).toBeVisible(),
    },
    {
      path: '/admin/outbox',
      place: 'console outbox',
      ready: (p) => expect(p.getByRole('row').nth(1)).toBeVisible(),
    },
    {
      path: '/admin/analytics',
      place: 'console analytics',
      ready: (p) =>
        expect(
          p.getByRole('table', { name: 'Meistbesuchte Seiten' }).getByText(URL_PAYLOADS[0]?.value as string),
        ).toBeVisible(),
    },
  ];
  for (const screen of screens) {
    await hydratedConsole(visitor, screen.path, screen.place, screen.ready);
  }

  // An email of the outbox (a newsletter confirmation to a payload address), opened in its dialog.
  await hydratedConsole(visitor, '/admin/outbox', 'console outbox email', async (p) => {
    await p
      .getByRole('row')
      .filter({ hasText: EMAILS.at(-1)?.toLowerCase() })
      .getByRole('button')
      .first()
      .click();
    await expect(p.getByRole('dialog')).toContainText(EMAILS.at(-1)?.toLowerCase() as string);
  });

  // Client navigation: from the console's home, by its links.
  const nav = (href: string, place: string, ready: (page: Page) => Promise<void>) => ({
    place,
    go: async (p: Page) => {
      await p.locator(`a[href="${href}"]`).first().click();
      await expect(p).toHaveURL((url) => url.pathname === href);
      await ready(p);
    },
  });
  const [messagesScreen, ...rest] = screens;
  await clientNavigation(visitor, '/admin/', [
    nav('/admin/messages', 'console messages', (messagesScreen as (typeof screens)[number]).ready),
    ...ids.map((id) => ({
      place: `console message ${id}`,
      go: async (p: Page) => {
        if (new URL(p.url()).pathname !== '/admin/messages') await p.goBack();
        await p.locator(`a[href="/admin/messages/${id}"]`).first().click();
        await expect(p).toHaveURL((url) => url.pathname === `/admin/messages/${id}`);
        await expect(p.getByText(TEXT_PAYLOADS[0]?.value as string).first()).toBeVisible();
      },
    })),
    ...rest
      .filter((screen) => !screen.path.startsWith('/admin/messages/'))
      .map((screen) => nav(screen.path, screen.place, screen.ready)),
  ]);

  expectNoExecution(visitor);
});
