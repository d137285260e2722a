import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

/** Self-hosted fonts (decisions 006, 119): Inter and Fraunces load from our /assets, nothing else is fetched. */

function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const foreign = (requests: Request[], origin: string) =>
  requests
    .map((request) => request.url())
    .filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin);

test.describe('self-hosted fonts', () => {
  test('Inter and Fraunces load from /assets and the page makes no request to another origin', async ({
    page,
    baseURL,
  }) => {
    // A first visit fetches the fonts after the load (decision 119); a later load uses them.
    const firstVisit = recordRequests(page);
    await page.goto('/');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('web-fonts')))
      .toMatch(/inter-latin-wght-normal/);
    expect(foreign(firstVisit, new URL(baseURL ?? '').origin)).toEqual([]);
    const requests = recordRequests(page);
    await page.reload();
    await page.evaluate(() => document.fonts.ready);
    const loaded = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => face.family.replaceAll('"', '')),
    );
    expect(loaded).toContain('Inter');
    expect(loaded).toContain('Fraunces');
    expect(await page.evaluate(() => document.fonts.check('16px Inter', 'Wegweiser'))).toBe(true);
    expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
      /^Inter, "Inter Fallback"/,
    );
    expect(
      await page
        .locator('main h1')
        .first()
        .evaluate((el) => getComputedStyle(el).fontFamily),
    ).toMatch(/^Fraunces, "Fraunces Fallback"/);

    const fonts = requests
      .filter((request) => request.resourceType() === 'font')
      .map((r) => new URL(r.url()).pathname);
    expect(fonts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/),
        expect.stringMatching(/^\/assets\/fraunces-latin-wght-normal-[\w-]+\.woff2$/),
      ]),
    );
    // Only the Latin subsets exist; each file is fetched once (the preload is reused).
    for (const path of fonts)
      expect(path).toMatch(/^\/assets\/(inter|fraunces)-latin(-ext)?-wght-normal-[\w-]+\.woff2$/);
    expect(new Set(fonts).size).toBe(fonts.length);
    expect(foreign(requests, new URL(baseURL ?? '').origin)).toEqual([]);
  });

  test('Chinese pages use the system CJK fonts and still fetch nothing from elsewhere', async ({
    page,
    baseURL,
  }) => {
    const requests = recordRequests(page);
    for (const path of ['/?lang=zh', '/blog?lang=zh', '/legal/privacy?lang=zh']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
      await page.evaluate(() => document.fonts.ready);
    }
    expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).toContain(
      '"PingFang SC"',
    );
    const fonts = requests.filter((request) => request.resourceType() === 'font');
    for (const font of fonts)
      expect(new URL(font.url()).pathname).toMatch(/^\/assets\/(inter|fraunces)-latin/);
    expect(foreign(requests, new URL(baseURL ?? '').origin)).toEqual([]);
  });
});
