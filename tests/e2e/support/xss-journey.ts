/**
 * The XSS journeys' setting (decision 070): a server of their own with an owner (content and site
 * settings full of payloads would disturb every other journey), the owner's API client that seeds
 * it as the console does, and the three ways a visitor first meets a page:
 *
 * - `serverRender`: JavaScript off — the server's HTML checked as bytes and as the parsed DOM;
 * - `hydrated`: JavaScript on, the page loaded and hydrated (the CSP bypassed, so anything injected
 *   would run);
 * - `clientNavigation`: JavaScript on, the page reached by clicking links in the running app.
 *
 * Everything found is collected in `findings`; each spec expects it empty at the end, together
 * with the probe's log (no `__xss` call, no dialog, no page error, no `XSS-…` title).
 */
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { type ConsoleClient, consoleClient } from '../../../bench/support/console-client';
import { OWNER, startConsoleServer } from '../admin/support/console-server';
import { test as base, expect } from '../fixtures';
import type { ServerProcess } from './server-process';
import { URL_PAYLOADS, type XssPayload } from './xss-corpus';
import { armXssProbe, noteTitle, scanDom, scanServerHtml, type XssLog } from './xss-probe';

export type XssVisitor = {
  /** JavaScript off. */
  noScript: Page;
  /** JavaScript on, CSP bypassed, probe armed. */
  script: Page;
  log: XssLog;
  findings: string[];
  /** Places × render modes checked, for the coverage line. */
  checked: string[];
};

export const test = base.extend<{ visitor: XssVisitor; owner: ConsoleClient }, { xssServer: ServerProcess }>({
  xssServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      // Visitors' payloads arrive in bursts: the public forms' limits are raised.
      const server = await startConsoleServer({
        OWNER_EMAIL: OWNER.email,
        OWNER_PASSWORD: OWNER.password,
        RATE_LIMIT_NEWSLETTER_PER_MINUTE: '1000',
        RATE_LIMIT_CONTACT_PER_MINUTE: '1000',
        RATE_LIMIT_ANALYTICS_PER_MINUTE: '10000',
        RATE_LIMIT_ANALYTICS_SESSIONS_PER_HOUR: '10000',
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ xssServer }, use) => {
    await use(xssServer.url);
  },
  owner: async ({ xssServer }, use) => {
    const client = consoleClient(xssServer.url);
    await client.signIn(OWNER);
    await use(client);
  },
  visitor: async ({ browser, baseURL }, use) => {
    const noScriptContext = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'de-DE' });
    const scriptContext = await newScriptContext(browser, baseURL);
    const log = await armXssProbe(scriptContext);
    const visitor: XssVisitor = {
      noScript: await noScriptContext.newPage(),
      script: await scriptContext.newPage(),
      log,
      findings: [],
      checked: [],
    };
    await use(visitor);
    await noScriptContext.close();
    await scriptContext.close();
  },
});

export { expect };

/** A context whose pages run scripts without the site's CSP (so an injection would execute). */
export function newScriptContext(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  return browser.newContext({ baseURL, bypassCSP: true, locale: 'de-DE' });
}

/** Waits for the app to take over the server's page (html[data-hydrated]). */
export async function untilHydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated]', { timeout: 10_000 });
}

/** JavaScript off: the server's bytes and the DOM parsed from them. Returns the HTML. */
export async function serverRender(visitor: XssVisitor, path: string, place: string): Promise<string> {
  const response = await visitor.noScript.goto(path);
  expect(response?.status(), path).toBe(200);
  const html = (await response?.text()) ?? '';
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, path).toMatch(/script-src /);
  visitor.findings.push(...scanServerHtml(html, policy, path), ...(await scanDom(visitor.noScript, policy)));
  visitor.checked.push(`${place} · server render`);
  return html;
}

/** JavaScript on: the page loaded and hydrated. */
export async function hydrated(visitor: XssVisitor, path: string, place: string) {
  const { script } = visitor;
  const response = await script.goto(path);
  await untilHydrated(script);
  await settle(script);
  visitor.findings.push(...(await scanDom(script, response?.headers()['content-security-policy'])));
  await noteTitle(script, visitor.log);
  visitor.checked.push(`${place} · hydrated`);
}

/**
 * Both first renders of a page at once (they use separate browser contexts): `server` checks the
 * server's HTML (JavaScript off), `app` the hydrated page.
 */
export async function firstRenders(
  visitor: XssVisitor,
  path: string,
  place: string,
  checks: { server?: (html: string) => Promise<void>; app?: () => Promise<void> } = {},
) {
  await Promise.all([
    serverRender(visitor, path, place).then((html) => checks.server?.(html)),
    hydrated(visitor, path, place).then(() => checks.app?.()),
  ]);
}

/**
 * The console (rendered in the browser only): `path` loaded (null: the page as it is), `ready`
 * awaited, then judged like a hydrated page.
 */
export async function hydratedConsole(
  visitor: XssVisitor,
  path: string | null,
  place: string,
  ready: (page: Page) => Promise<void>,
) {
  const { script } = visitor;
  if (path !== null) await script.goto(path);
  try {
    await ready(script);
  } catch (error) {
    const failed = visitor.log.failedRequests;
    if (failed.length === 0) throw error;
    throw new Error(`${(error as Error).message}\nfailed requests:\n${failed.join('\n')}`);
  }
  await settle(script);
  visitor.findings.push(...(await scanDom(script)));
  await noteTitle(script, visitor.log);
  visitor.checked.push(`${place} · loaded`);
}

/**
 * JavaScript on: the app opened at `from`, then `steps` click their way to each page; a marker on
 * `window` proves that no step loaded a document. Each step names its place and leaves the page
 * showing it; the DOM is scanned after every step.
 */
export async function clientNavigation(
  visitor: XssVisitor,
  from: string,
  steps: readonly { place: string; go: (page: Page) => Promise<void> }[],
) {
  const { script } = visitor;
  const policy = (await script.goto(from))?.headers()['content-security-policy'];
  await untilHydrated(script);
  await script.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  for (const step of steps) {
    await step.go(script);
    await settle(script);
    const same = await script.evaluate(
      () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
    );
    expect(same, `${step.place}: reached by client navigation`).toBe(true);
    visitor.findings.push(...(await scanDom(script, policy)));
    await noteTitle(script, visitor.log);
    visitor.checked.push(`${step.place} · client navigation`);
  }
}

/**
 * Follows an app link as a keyboard user does (focus, Enter): the app's own link handling, with no
 * pointer coordinates. A mouse press and release on a card full of payload text can land on two
 * different elements while the card's layout still settles (a picture failing and an icon taking
 * its place), and then nothing navigates — seen in two full runs (xss-posts, xss-offer), never alone.
 * A key press can miss too, when the link is drawn anew between its focus and the key (a full run
 * left a page in place once): like a visitor, the journey presses again while the address has not
 * changed — a second press on the way to the same page takes no second place in the history.
 */
export async function followLink(link: Locator, path: string) {
  const page = link.page();
  const arrived = (url: URL) => url.pathname === path;
  await expect(async () => {
    if (!arrived(new URL(page.url()))) await link.press('Enter');
    await expect(page).toHaveURL(arrived, { timeout: 3_000 });
  }, `${path} reached through its link`).toPass({ timeout: 20_000 });
}

/** Lets lazy chunks, images' error events and autofocus run before the page is judged. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => setTimeout(resolve, 0));
      }),
  );
}

/** The test's verdict: nothing found, nothing run. */
export function expectNoExecution(visitor: XssVisitor) {
  test.info().annotations.push({ type: 'xss-checked', description: visitor.checked.join('\n') });
  expect(visitor.findings, 'injected markup in the DOM or the server HTML').toEqual([]);
  expect(visitor.log.calls, '__xss(id) calls').toEqual([]);
  expect(visitor.log.dialogs, 'dialogs').toEqual([]);
  expect(visitor.log.titles, 'titles set by a payload').toEqual([]);
  expect(visitor.log.pageErrors, 'page errors').toEqual([]);
}

// Seeding through the console's API --------------------------------------------------------------

type Item = { key: string; version: number; status: string };

/** Creates an item as a draft and publishes it; returns its key once published. */
export async function publishNew(owner: ConsoleClient, resource: string, body: object): Promise<string> {
  const created: Item = await owner.json('POST', `/api/admin/${resource}/`, body);
  const published: Item = await owner.json('POST', `/api/admin/${resource}/${created.key}/publish/`, {
    version: created.version,
  });
  return published.key;
}

/** Saves a change to an item and publishes it (resources saved live need no publish). */
export async function publishChange(owner: ConsoleClient, resource: string, key: string, body: object) {
  const current: Item = await owner.json('GET', `/api/admin/${resource}/${key}/`);
  const saved: Item = await owner.json('PATCH', `/api/admin/${resource}/${key}/`, {
    ...body,
    version: current.version,
  });
  if (saved.status !== 'published')
    await owner.json('POST', `/api/admin/${resource}/${key}/publish/`, { version: saved.version });
}

/** Schemes that run script or open a document, in any spelling: refused in every URL field. */
const DANGEROUS_SCHEMES = [80, 81, 82, 83, 84, 85, 86, 87, 88];
/**
 * Refused by links and images: those schemes, and other hosts written as paths (`//host`, `/\host`).
 * A social profile is another host anyway: there a URL without scheme means https (spec section 5).
 */
export const MUST_REFUSE = {
  url: new Set([...DANGEROUS_SCHEMES, 89, 90]),
  social: new Set([...DANGEROUS_SCHEMES, 90]),
};

/**
 * Offers every URL payload to `field` of an item (as a draft change) and returns the payloads the
 * API accepts, to be rendered; a dangerous scheme or another host must be refused (`invalid_url`).
 */
export async function acceptedUrls(
  owner: ConsoleClient,
  resource: string,
  key: string,
  field: string,
  mustRefuse: ReadonlySet<number> = MUST_REFUSE.url,
): Promise<XssPayload[]> {
  const accepted: XssPayload[] = [];
  for (const payload of URL_PAYLOADS) {
    const current: Item = await owner.json('GET', `/api/admin/${resource}/${key}/`);
    const answer = await owner.send('PATCH', `/api/admin/${resource}/${key}/`, {
      [field]: payload.value,
      version: current.version,
    });
    if (answer.status === 200) accepted.push(payload);
    else {
      expect(answer.status, `${resource}.${field} = ${payload.value}`).toBe(400);
      expect(answer.body, `${resource}.${field} = ${payload.value}`).toContain(`"${field}"`);
    }
    if (mustRefuse.has(payload.id))
      expect(answer.status, `${resource}.${field} must refuse ${payload.value}`).toBe(400);
  }
  return accepted;
}
