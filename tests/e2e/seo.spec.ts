/**
 * After client-side navigation the head says what the server would say for that page: title,
 * description, canonical, hreflang alternates, Open Graph and Twitter tags (decision 008).
 * Each step is compared with the same URL loaded directly in a second tab. A page has a canonical
 * only where its URL names the language shown (decision 036).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PRODUCT_SERVER, type ServerProcess, startServerProcess } from './support/server-process';

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

type Head = Awaited<ReturnType<typeof readHead>>;

/** The head after client navigation must become `expected`. */
async function expectHead(page: Page, expected: Head, message: string) {
  expect(expected.title).toMatch(/ \| Wegweiser Coaching$/);
  await expect.poll(() => readHead(page), { message }).toEqual(expected);
}

/**
 * The head after client navigation to `url` is the one the server renders for it, whose canonical
 * is `canonical` (absolute; null: none, a plain URL shown in a negotiated language).
 */
async function expectHeadOf(page: Page, url: string, canonical: string | null) {
  const expected = await serverHead(page, url);
  expect(expected.canonical, `canonical of ${url}`).toEqual(canonical === null ? [] : [canonical]);
  await expectHead(page, expected, `head after navigating to ${url}`);
}

const setMarker = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
/** True while no page load happened since setMarker. */
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { marker?: boolean }).marker === true);

test.describe('head after client navigation', () => {
  test('German: list, detail, blog post, legal page and back', async ({ page, baseURL }) => {
    const at = (path: string) => new URL(path, baseURL).href;
    await page.goto('/');
    await setMarker(page);

    await page.locator('header a[href="/services"]').first().click();
    await expect(page).toHaveURL('/services');
    await expectHeadOf(page, '/services', at('/services'));

    await page.locator('main a[href="/services/karriere-coaching"]').first().click();
    await expect(page).toHaveURL('/services/karriere-coaching');
    await expectHeadOf(page, '/services/karriere-coaching', at('/services/karriere-coaching'));

    await page.locator('header a[href="/blog"]').first().click();
    await expect(page).toHaveURL('/blog');
    await expectHeadOf(page, '/blog', at('/blog'));

    const post = page.locator('main a[href^="/blog/"]').first();
    const postPath = (await post.getAttribute('href')) ?? '';
    await post.click();
    await expect(page).toHaveURL(postPath);
    await expectHeadOf(page, postPath, at(postPath));
    expect((await readHead(page)).meta['og:type']).toEqual(['article']);

    await page.locator('footer a[href="/legal/imprint"]').first().click();
    await expect(page).toHaveURL('/legal/imprint');
    await expectHeadOf(page, '/legal/imprint', at('/legal/imprint'));

    await page.goBack();
    await expect(page).toHaveURL(postPath);
    await expectHeadOf(page, postPath, at(postPath));

    // All of it without a page load.
    expect(await sameDocument(page)).toBe(true);
  });

  // Internal links are plain URLs: browsing on from a ?lang=en URL shows English at URLs that name
  // German (decision 008), so those pages carry no canonical, only the English og:url and alternates.
  test('English from a ?lang URL: canonical only on the ?lang URL, English URLs on the plain ones', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/about?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const about = await readHead(page);
    expect(about.canonical).toEqual([new URL('/about?lang=en', baseURL).href]);
    await setMarker(page);

    await page.locator('header a[href="/services"]').first().click();
    await expect(page).toHaveURL('/services');
    // The head of the English URL, without its canonical.
    const services = await serverHead(page, '/services?lang=en');
    expect(services.canonical).toHaveLength(1);
    await expectHead(page, { ...services, canonical: [] }, 'head of /services in English');
    expect((await readHead(page)).meta['og:url']).toEqual([new URL('/services?lang=en', baseURL).href]);

    await page.locator('main a[href^="/services/packages"]').first().click();
    await expect(page).toHaveURL(/\/services\/packages/);
    const path = new URL(page.url()).pathname;
    const packages = await serverHead(page, `${path}?lang=en`);
    await expectHead(page, { ...packages, canonical: [] }, `head of ${path} in English`);

    // Back at the ?lang URL, in the browser: its own canonical again.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL('/about?lang=en');
    await expectHead(page, about, 'head back at /about?lang=en');
    expect(await sameDocument(page)).toBe(true);
  });
});

test.describe('a visitor whose language is English by a saved choice, PUBLIC_URL set', () => {
  // The browser uses the server's address; the head's absolute URLs name PUBLIC_URL. Without a
  // canonical on the first page the browser must find that origin elsewhere (x-default alternate).
  const PUBLIC_URL = 'https://coaching.example';
  let server: ServerProcess;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startServerProcess(PRODUCT_SERVER, { PUBLIC_URL });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('plain URLs show English without a canonical; a ?lang=en URL has its own', async ({ page }) => {
    const local = (path: string) => `${server.url}${path}`;
    // Every document of the context runs it; those with an opaque origin (sandboxed frames) have no storage.
    await page
      .context()
      .addInitScript(() => window.origin !== 'null' && localStorage.setItem('selectedLanguage', 'en'));
    // The first answer is German (no cookie yet, a German browser); the saved choice reloads it in English.
    await page.goto(local('/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const home = await readHead(page);
    expect(home.canonical).toEqual([]);
    expect(home.meta['og:url']).toEqual([`${PUBLIC_URL}/?lang=en`]);
    expect(home.alternates).toContain(`x-default ${PUBLIC_URL}/`);
    expect(home.alternates).toContain(`en ${PUBLIC_URL}/?lang=en`);
    await setMarker(page);

    await page.locator('header a[href="/services"]').first().click();
    await expect(page).toHaveURL(local('/services'));
    await expectHeadOf(page, local('/services'), null);
    const services = await readHead(page);
    expect(services.meta['og:url']).toEqual([`${PUBLIC_URL}/services?lang=en`]);
    expect(services.alternates).toContain(`x-default ${PUBLIC_URL}/services`);

    await page.locator('main a[href="/services/karriere-coaching"]').first().click();
    await expect(page).toHaveURL(local('/services/karriere-coaching'));
    await expectHeadOf(page, local('/services/karriere-coaching'), null);
    expect(await sameDocument(page)).toBe(true);

    // A ?lang=en URL names the language shown: canonical, also when reached in the browser.
    await page.goto(local('/about?lang=en'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const about = await readHead(page);
    expect(about.canonical).toEqual([`${PUBLIC_URL}/about?lang=en`]);
    await setMarker(page);
    await page.locator('header a[href="/services"]').first().click();
    await expect(page).toHaveURL(local('/services'));
    await expectHeadOf(page, local('/services'), null);
    await page.goBack();
    await expect(page).toHaveURL(local('/about?lang=en'));
    await expectHeadOf(page, local('/about?lang=en'), `${PUBLIC_URL}/about?lang=en`);
    expect(await sameDocument(page)).toBe(true);
  });
});
