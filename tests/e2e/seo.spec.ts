/**
 * After client-side navigation the head says what the server would say for that page: title,
 * description, canonical, hreflang alternates, Open Graph and Twitter tags (decision 008).
 * Each step is compared with the same URL loaded directly in a second tab.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The head as crawlers and social networks read it. */
function readHead(page: Page) {
  return page.evaluate(() => {
    const metas = (key: string) =>
      [...document.head.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`)].map(
        (element) => element.getAttribute('content') ?? '',
      );
    const keys = [
      'description',
      'robots',
      'og:type',
      'og:title',
      'og:description',
      'og:url',
      'og:locale',
      'og:image',
      'og:image:width',
      'og:image:height',
      'twitter:card',
      'twitter:title',
      'twitter:description',
      'twitter:image',
    ];
    return {
      title: document.title,
      lang: document.documentElement.lang,
      meta: Object.fromEntries(keys.map((key) => [key, metas(key)])),
      canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) =>
        link.getAttribute('href'),
      ),
      alternates: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')]
        .map((link) => `${link.hreflang} ${link.getAttribute('href')}`)
        .sort(),
    };
  });
}

/** The head the server renders for `url`, read in a tab of its own. */
async function serverHead(page: Page, url: string) {
  const tab = await page.context().newPage();
  try {
    await tab.goto(url);
    return await readHead(tab);
  } finally {
    await tab.close();
  }
}

async function expectHeadOf(page: Page, url: string) {
  const expected = await serverHead(page, url);
  expect(expected.canonical).toHaveLength(1);
  expect(expected.title).toMatch(/ \| Wegweiser Coaching$/);
  await expect.poll(() => readHead(page), { message: `head after navigating to ${url}` }).toEqual(expected);
}

test.describe('head after client navigation', () => {
  test('German: list, detail, blog post, legal page and back', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/^$/);
    await page.goto('/');
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });

    await page.locator('header a[href="/services"]').first().click();
    await expect(page).toHaveURL('/services');
    await expectHeadOf(page, '/services');

    await page.locator('main a[href="/services/karriere-coaching"]').first().click();
    await expect(page).toHaveURL('/services/karriere-coaching');
    await expectHeadOf(page, '/services/karriere-coaching');

    await page.locator('header a[href="/blog"]').first().click();
    await expect(page).toHaveURL('/blog');
    await expectHeadOf(page, '/blog');

    const post = page.locator('main a[href^="/blog/"]').first();
    const postPath = (await post.getAttribute('href')) ?? '';
    await post.click();
    await expect(page).toHaveURL(postPath);
    await expectHeadOf(page, postPath);
    expect((await readHead(page)).meta['og:type']).toEqual(['article']);

    await page.locator('footer a[href="/legal/imprint"]').first().click();
    await expect(page).toHaveURL('/legal/imprint');
    await expectHeadOf(page, '/legal/imprint');

    await page.goBack();
    await expect(page).toHaveURL(postPath);
    await expectHeadOf(page, postPath);

    // All of it without a page load.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });

  test('English from a ?lang URL: the head names the English URLs of the pages visited', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/^$/);
    await page.goto('/about?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.locator('header a[href="/services"]').first().click();
    await expect(page).toHaveURL('/services');
    await expectHeadOf(page, '/services?lang=en');
    const { canonical } = await readHead(page);
    expect(canonical[0]).toMatch(/\/services\?lang=en$/);

    await page.locator('main a[href^="/services/packages"]').first().click();
    await expect(page).toHaveURL(/\/services\/packages/);
    const path = new URL(page.url()).pathname;
    await expectHeadOf(page, `${path}?lang=en`);
  });
});
