/**
 * Journeys that log errors on purpose, run by fixtures.spec.ts in an inner Playwright run: which of
 * them the fixture's automatic console check lets pass and which it fails. The failing ones ask for
 * no console fixture (the check must run unasked); each waits for the page's line itself.
 */
import { expect, test } from '../fixtures';

const script = (code: string) => `<!doctype html><title>check</title><script>${code}</script>`;

test('an unexpected console.error', async ({ page }) => {
  const logged = page.waitForEvent('console');
  await page.setContent(script("console.error('boom from the page')"));
  expect((await logged).text()).toBe('boom from the page');
});

test('an uncaught exception', async ({ page }) => {
  const thrown = page.waitForEvent('pageerror');
  await page.setContent(script("throw new Error('thrown by the page')"));
  expect((await thrown).message).toBe('thrown by the page');
});

test('a console.error in a second page of the same context', async ({ context }) => {
  const popup = await context.newPage();
  const logged = popup.waitForEvent('console');
  await popup.setContent(script("console.error('boom from a popup')"));
  expect((await logged).text()).toBe('boom from a popup');
});

test('a declared console.error', async ({ page, consoleErrors, allowConsoleErrors }) => {
  allowConsoleErrors(/^expected: /);
  await page.setContent(script("console.error('expected: the API is down')"));
  await expect.poll(() => consoleErrors).toEqual(['expected: the API is down']);
});

test('a declared console.error next to an undeclared one', async ({
  page,
  consoleErrors,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/^expected: /);
  await page.setContent(script("console.error('expected: the API is down'); console.error('not declared')"));
  await expect.poll(() => consoleErrors).toHaveLength(2);
});

test('a console.warn and a console.log', async ({ page }) => {
  const logged = page.waitForEvent('console', (message) => message.type() === 'log');
  await page.setContent(script("console.warn('only a warning'); console.log('only a log')"));
  await logged;
});
