/**
 * The `page` every journey uses: a fresh context, and a failure on any console error, page error
 * or failed request to our own origin (epic-stack habit) unless the test expects it. Every journey
 * also fails on any Content-Security-Policy violation (decision 007).
 */
import { test as base, expect } from '@playwright/test';
import { type CspViolation, flushCspViolations, recordCspViolations } from './support/csp-violations';

type Fixtures = {
  consoleErrors: string[];
  allowConsoleErrors: (pattern: RegExp) => void;
  /** Violations so far; a test that provokes one on purpose removes what it expected. */
  cspViolations: CspViolation[];
};

export const test = base.extend<Fixtures>({
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
