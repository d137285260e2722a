/**
 * The `page` every journey uses: a fresh context, and a failure on any console error, page error
 * or failed request to our own origin (epic-stack habit) unless the test expects it. Every journey
 * also fails on any Content-Security-Policy violation (decision 007). `page.goto` and `page.reload`
 * return once the app has hydrated (`<html data-hydrated>`), as a visitor's next click would find it;
 * a page that never hydrates (a journey breaking the scripts on purpose) returns after 5 s.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { type CspViolation, flushCspViolations, recordCspViolations } from './support/csp-violations';

type Fixtures = {
  consoleErrors: string[];
  allowConsoleErrors: (pattern: RegExp) => void;
  /** Violations so far; a test that provokes one on purpose removes what it expected. */
  cspViolations: CspViolation[];
};

const HYDRATION_WAIT_MS = 5_000;

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
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
  },
  allowConsoleErrors: async ({ consoleErrors }, use) => {
    const allowed: RegExp[] = [];
    await use((pattern) => allowed.push(pattern));
    const unexpected = consoleErrors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
    expect(unexpected, 'unexpected console errors').toEqual([]);
  },
});

export { expect };
