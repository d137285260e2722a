/**
 * The `page` every journey uses: a fresh context, and a failure on any console error or page error
 * in any page of the test's context — including the "Failed to load resource" line of a failed
 * request — unless the test declares it with `allowConsoleErrors(/pattern/)` (epic-stack habit).
 * The check is automatic: a journey cannot forget it (decision 028). Every journey also fails on
 * any Content-Security-Policy violation (decision 007). `page.goto` and `page.reload` return once
 * the app has hydrated (`<html data-hydrated>`), as a visitor's next click would find it; a page that
 * never hydrates (a journey breaking the scripts on purpose) returns after 5 s.
 *
 * Every spec imports `test` from here (or from a module that extends it): fixtures.spec.ts fails on
 * a spec that imports it from @playwright/test directly, and proves the check with an inner run.
 */
import { test as base, expect, type Page } from '@playwright/test';
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

const HYDRATION_WAIT_MS = 5_000;

/** The console errors no allowed pattern explains. */
export function unexpectedConsoleErrors(errors: readonly string[], allowed: readonly RegExp[]): string[] {
  return errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
}

async function untilHydrated(page: Page, response: Awaited<ReturnType<Page['goto']>>) {
  const type = response?.headers()['content-type'] ?? '';
  if (!type.includes('text/html')) return;
  await page.waitForSelector('html[data-hydrated]', { timeout: HYDRATION_WAIT_MS }).catch(() => undefined);
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilHydrated(page, response);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilHydrated(page, response);
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
