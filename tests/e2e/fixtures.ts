/**
 * The `page` every journey uses: a fresh context, and a failure on any console error or page error
 * in any page of the test's context — including the "Failed to load resource" line of a failed
 * request — unless the test declares it with `allowConsoleErrors(/pattern/)` (epic-stack habit).
 * The check is automatic: a journey cannot forget it (decision 028). Every journey also fails on
 * any Content-Security-Policy violation (decision 007). `page.goto` and `page.reload` return once
 * the app has hydrated (`<html data-hydrated>`), as a visitor's next click would find it; a page
 * whose entry module or one of its static imports failed to load (a journey breaking the scripts on
 * purpose) returns as soon as that request failed, any other page that never hydrates after 15 s
 * (CI's machine, busy with two workers, has taken over 5 s: a click then found a dead button). A
 * journey that wants the page before its scripts run asks for `waitUntil: 'commit'`.
 *
 * Every spec imports `test` from here (or from a module that extends it): fixtures.spec.ts fails on
 * a spec that imports it from @playwright/test directly, and proves the check with an inner run.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { entryModules } from './support/build-manifest';
import { type CspViolation, flushCspViolations, recordCspViolations } from './support/csp-violations';

type Fixtures = {
  /** Console errors and page errors so far, as text (page errors prefixed with `pageerror: `). */
  consoleErrors: string[];
  /** Declares console errors the test expects; any other fails the test when it ends. */
  allowConsoleErrors: (pattern: RegExp) => void;
  /** Violations so far; a test that provokes one on purpose removes what it expected. */
  cspViolations: CspViolation[];
  /** Internal: what was logged and what is allowed, checked after the test (auto). */
  consoleCheck: { errors: string[]; allowed: RegExp[] };
};

const HYDRATION_WAIT_MS = 15_000;

/** The console errors no allowed pattern explains. */
export function unexpectedConsoleErrors(errors: readonly string[], allowed: readonly RegExp[]): string[] {
  return errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
}

/**
 * Counts the page's failed requests for the site's entry module and its static imports: after one,
 * the app cannot start on that document, and waiting for it would only spend the 5 s.
 */
function watchEntryFailures(page: Page) {
  const failures = { count: 0, waiting: new Set<() => void>() };
  page.on('requestfailed', (request) => {
    if (request.resourceType() !== 'script') return;
    if (!entryModules().has(new URL(request.url()).pathname)) return;
    failures.count += 1;
    for (const wake of failures.waiting) wake();
  });
  return failures;
}

async function untilHydrated(
  page: Page,
  response: Awaited<ReturnType<Page['goto']>>,
  failures: ReturnType<typeof watchEntryFailures>,
  failedBefore: number,
) {
  const type = response?.headers()['content-type'] ?? '';
  if (!type.includes('text/html')) return;
  let wake = () => {};
  let failed = false;
  const entryFailed = new Promise<void>((resolve) => {
    wake = () => {
      failed = true;
      resolve();
    };
    if (failures.count > failedBefore) wake();
  });
  failures.waiting.add(wake);
  try {
    await Promise.race([
      page.waitForSelector('html[data-hydrated]', { timeout: HYDRATION_WAIT_MS }).catch(() => {
        if (!failed) console.warn(`${page.url()} did not hydrate within ${HYDRATION_WAIT_MS / 1000} s`);
      }),
      entryFailed,
    ]);
  } finally {
    failures.waiting.delete(wake);
  }
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const failures = watchEntryFailures(page);
    page.goto = async (...args) => {
      const failedBefore = failures.count;
      const response = await goto(...args);
      if (args[1]?.waitUntil === 'commit') return response;
      await untilHydrated(page, response, failures, failedBefore);
      return response;
    };
    page.reload = async (...args) => {
      const failedBefore = failures.count;
      const response = await reload(...args);
      await untilHydrated(page, response, failures, failedBefore);
      return response;
    };
    await use(page);
  },
  cspViolations: [
    async ({ page }, use) => {
      const violations = await recordCspViolations(page);
      await use(violations);
      await flushCspViolations(page);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  consoleCheck: [
    async ({ context }, use) => {
      const check = { errors: [] as string[], allowed: [] as RegExp[] };
      context.on('console', (message) => {
        if (message.type() === 'error') check.errors.push(message.text());
      });
      context.on('weberror', (error) => check.errors.push(`pageerror: ${error.error().message}`));
      await use(check);
      expect(unexpectedConsoleErrors(check.errors, check.allowed), 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: async ({ consoleCheck }, use) => {
    await use(consoleCheck.errors);
  },
  allowConsoleErrors: async ({ consoleCheck }, use) => {
    await use((pattern) => consoleCheck.allowed.push(pattern));
  },
});

export { expect };
