/**
 * Indexable languages (decision 008): every public route has one URL per active language, rendered
 * in that language with <html lang>, canonical, hreflang alternates, Open Graph and Twitter tags,
 * and the title and description of the page's SEO settings or of its own content. Expected values
 * are read from the API, so the test follows the content.
 */
import { loadConfig } from '@wegweiser/api/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyPreparedPgliteFolder, removePgliteFolder } from '../../api/test/helpers/test-database';
import { buildServer } from './server';
import { apiJson } from './testing/api-json';
import { readHead } from './testing/markup';

const ORIGIN = 'https://coaching.example';
let app: FastifyInstance;
const dataDir = copyPreparedPgliteFolder('wegweiser-seo-head-');

beforeAll(async () => {
  app = await buildServer(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: `${ORIGIN}/` }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  removePgliteFolder(dataDir);
});

const api = (path: string) => apiJson(app, path);
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'internal.host:3000', ...headers } });

const withLang = (path: string, code: string) =>
  code === 'de' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${code}`;
const OG_LOCALES: Record<string, string> = {
  de: 'de_DE',
  en: 'en_GB',
  es: 'es_ES',
  fr: 'fr_FR',
  zh: 'zh_CN',
};

/** The seeded active languages (checked against the API below). */
const LANGUAGES = ['de', 'en', 'es', 'fr', 'zh'];
const STATIC_PAGES = ['/', '/about', '/services', '/services/packages', '/blog', '/career', '/contact'];
/** Detail routes: where their items come from, the page path and the fields naming them. */
const DETAIL_KINDS = [
  {
    kind: 'service',
    list: '/services/',
    page: '/services/',
    title: 'title',
    description: 'short_description',
  },
  {
    kind: 'package',
    list: '/services/packages/',
    page: '/services/packages/',
    title: 'name',
    description: 'short_description',
  },
  { kind: 'blog post', list: '/blog/', page: '/blog/', title: 'title', description: 'excerpt' },
  { kind: 'career post', list: '/career/', page: '/career/', title: 'title', description: 'summary' },
] as const;
const itemsOf = async (list: string, code: string) =>
  (await api(`${list}?page_size=100&language=${code}`)).results as Record<string, string>[];

/** Every public URL's head in one language: lang, canonical, the hreflang set, og:url and locales. */
async function expectLanguageUrl(path: string, code: string) {
  const settings = await api(`/content/site-settings/current/?language=${code}`);
  const url = withLang(path, code);
  const response = await get(url);
  expect(response.statusCode, url).toBe(200);
  const head = readHead(response.body);
  expect(head.lang, url).toBe(code);
  expect(response.headers['content-language'], url).toBe(code);
  // The language's own URL; German (the default) is the plain URL.
  expect(head.canonical, url).toBe(`${ORIGIN}${withLang(path, code)}`);
  expect(head.alternates, url).toEqual({
    ...Object.fromEntries(LANGUAGES.map((c) => [c, `${ORIGIN}${withLang(path, c)}`])),
    'x-default': `${ORIGIN}${path}`,
  });
  expect(head.meta('og:url'), url).toBe(head.canonical);
  expect(head.meta('og:locale'), url).toBe(OG_LOCALES[code]);
  expect(head.metaAll('og:locale:alternate').sort(), url).toEqual(
    LANGUAGES.filter((c) => c !== code)
      .map((c) => OG_LOCALES[c])
      .sort(),
  );
  expect(head.meta('og:site_name'), url).toBe(settings.site_name);
  expect(head.meta('twitter:card'), url).toBe('summary_large_image');
  expect(head.title?.endsWith(` | ${settings.site_name}`), url).toBe(true);
  expect(head.meta('robots'), url).toBeUndefined();
}

describe('one URL per route and active language', () => {
  it('the seeded site has five active languages, German the default', async () => {
    const languages = (await api('/languages/')).results;
    expect(languages.map((l: { code: string }) => l.code)).toEqual(LANGUAGES);
    expect(languages.find((l: { is_default: boolean }) => l.is_default).code).toBe('de');
  });

  it.each(STATIC_PAGES)('%s in every language', async (path) => {
    for (const code of LANGUAGES) await expectLanguageUrl(path, code);
  });

  it.each<[string, string, string]>([
    ...DETAIL_KINDS.map((d): [string, string, string] => [d.kind, d.list, d.page]),
    ['legal page', '/content/legal-pages/', '/legal/'],
  ])('every %s in every language', async (_kind, list, page) => {
    for (const item of await itemsOf(list, 'de')) {
      for (const code of LANGUAGES) await expectLanguageUrl(`${page}${item.slug}`, code);
    }
  });

  /** The hreflang set of `path`, the same whatever language the response shows. */
  const alternatesOf = (path: string) => ({
    ...Object.fromEntries(LANGUAGES.map((c) => [c, `${ORIGIN}${withLang(path, c)}`])),
    'x-default': `${ORIGIN}${path}`,
  });

  it('a ?lang URL is rendered in its language whatever the cookie and Accept-Language say, and does not vary', async () => {
    const response = await get('/about?lang=en', {
      cookie: 'selectedLanguage=fr',
      'accept-language': 'es-ES',
    });
    expect(readHead(response.body).lang).toBe('en');
    expect(readHead(response.body).canonical).toBe(`${ORIGIN}/about?lang=en`);
    expect(response.headers.vary ?? '').not.toMatch(/cookie|accept-language/i);

    // A German cookie does not take a ?lang URL's canonical away either.
    const germanCookie = readHead((await get('/about?lang=en', { cookie: 'selectedLanguage=de' })).body);
    expect(germanCookie.lang).toBe('en');
    expect(germanCookie.canonical).toBe(`${ORIGIN}/about?lang=en`);
  });

  // Each hreflang member must be self-canonical: the plain URL is the German member, so English
  // shown there because of a cookie or Accept-Language gets no canonical (one naming …?lang=en would
  // point at another hreflang member, and search engines would ignore the set).
  it('the plain URL negotiates (cookie, then Accept-Language) and says so in Vary; it is canonical only in the default language', async () => {
    const byCookie = await get('/about', { cookie: 'selectedLanguage=en', 'accept-language': 'es-ES' });
    const cookieHead = readHead(byCookie.body);
    expect(cookieHead.lang).toBe('en');
    expect(byCookie.headers['content-language']).toBe('en');
    expect(cookieHead.canonical).toBeUndefined();
    expect(cookieHead.alternates).toEqual(alternatesOf('/about'));
    // What a visitor shares names the language they see.
    expect(cookieHead.meta('og:url')).toBe(`${ORIGIN}/about?lang=en`);
    expect(cookieHead.meta('og:locale')).toBe('en_GB');
    expect(cookieHead.meta('robots')).toBeUndefined();
    expect(byCookie.headers.vary).toMatch(/Cookie/);
    expect(byCookie.headers.vary).toMatch(/Accept-Language/);

    const byHeader = await get('/about', { 'accept-language': 'es-ES,es;q=0.9' });
    const headerHead = readHead(byHeader.body);
    expect(headerHead.lang).toBe('es');
    expect(headerHead.canonical).toBeUndefined();
    expect(headerHead.alternates).toEqual(alternatesOf('/about'));
    expect(headerHead.meta('og:url')).toBe(`${ORIGIN}/about?lang=es`);

    // A German choice at the plain URL is the German member itself.
    const germanCookie = readHead((await get('/about', { cookie: 'selectedLanguage=de' })).body);
    expect(germanCookie.lang).toBe('de');
    expect(germanCookie.canonical).toBe(`${ORIGIN}/about`);

    const crawler = await get('/about');
    const crawlerHead = readHead(crawler.body);
    expect(crawlerHead.lang).toBe('de');
    expect(crawlerHead.canonical).toBe(`${ORIGIN}/about`);
    expect(crawlerHead.alternates).toEqual(alternatesOf('/about'));
    expect(crawlerHead.meta('og:url')).toBe(`${ORIGIN}/about`);
  });

  it('?lang naming the default language canonicalizes to the plain URL', async () => {
    const head = readHead((await get('/about?lang=de', { cookie: 'selectedLanguage=en' })).body);
    expect(head.lang).toBe('de');
    expect(head.canonical).toBe(`${ORIGIN}/about`);
    expect(head.meta('og:url')).toBe(`${ORIGIN}/about`);
  });

  it('an unknown ?lang falls back to negotiation: canonical (the plain URL) only when that gives the default language', async () => {
    const english = await get('/services?lang=xx-unknown', { cookie: 'selectedLanguage=en' });
    const englishHead = readHead(english.body);
    expect(englishHead.lang).toBe('en');
    expect(englishHead.canonical).toBeUndefined();
    expect(englishHead.alternates).toEqual(alternatesOf('/services'));
    expect(englishHead.meta('og:url')).toBe(`${ORIGIN}/services?lang=en`);
    expect(english.headers.vary).toMatch(/Cookie/);

    const german = readHead((await get('/services?lang=xx-unknown')).body);
    expect(german.lang).toBe('de');
    expect(german.canonical).toBe(`${ORIGIN}/services`);

    // A repeated ?lang names no language either.
    const repeated = readHead((await get('/services?lang=en&lang=fr')).body);
    expect(repeated.lang).toBe('de');
    expect(repeated.canonical).toBe(`${ORIGIN}/services`);
  });

  it('canonical keeps only the query that changes content (list category and page), in a fixed order', async () => {
    const category = (await api('/blog/categories/')).results[0].slug;
    const cases: [string, string][] = [
      [`/blog?utm_source=x&page=2&category=${category}&lang=en`, `/blog?category=${category}&page=2&lang=en`],
      [`/blog?category=${category}&page=1`, `/blog?category=${category}`],
      ['/career?page=1', '/career'],
      ['/contact?context=hero_cta', '/contact'],
      ['/services/?lang=fr', '/services?lang=fr'],
      ['/about?ref=newsletter&lang=de', '/about'],
    ];
    for (const [url, canonical] of cases) {
      expect(readHead((await get(url)).body).canonical, url).toBe(`${ORIGIN}${canonical}`);
    }
  });

  it('redirects keep the explicit language', async () => {
    const response = await get('/datenschutz?lang=en');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/legal/privacy?lang=en');
  });

  it('a missing page is not indexable: no canonical or alternates, robots noindex, its own title', async () => {
    for (const url of ['/does-not-exist', '/services/no-such-service?lang=en', '/blog/no-such-post']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      const head = readHead(response.body);
      expect(head.canonical, url).toBeUndefined();
      expect(head.alternates, url).toEqual({});
      expect(head.meta('robots'), url).toBe('noindex');
      expect(head.meta('og:url'), url).toBeUndefined();
    }
    const notFound = (
      await api('/content/multilingual/static-content/by_type/?type=not_found_title&language=en')
    ).results[0].content;
    expect(readHead((await get('/nothing-here?lang=en')).body).title).toBe(
      `${notFound} | Wegweiser Coaching`,
    );
  });
});

describe('titles and descriptions', () => {
  const TAGGED: [string, string][] = [
    ['/about', 'about'],
    ['/services', 'services'],
    ['/services/packages', 'service-packages'],
    ['/blog', 'blog'],
    ['/career', 'career'],
    ['/contact', 'contact'],
  ];

  it.each(LANGUAGES)(
    'tagged pages in %s use their SEO settings (title suffix " | {site_name}")',
    async (code) => {
      {
        const settings = await api(`/content/site-settings/current/?language=${code}`);
        for (const [path, tag] of TAGGED) {
          const seo = (
            await api(`/content/multilingual/seo-settings/?page_identifier=${tag}&language=${code}`)
          ).results[0];
          const url = withLang(path, code);
          const head = readHead((await get(url)).body);
          expect(head.title, url).toBe(`${seo.page_title} | ${settings.site_name}`);
          expect(head.meta('description'), url).toBe(seo.meta_description);
          expect(head.meta('og:title'), url).toBe(seo.og_title);
          expect(head.meta('og:description'), url).toBe(seo.og_description);
          expect(head.meta('twitter:title'), url).toBe(seo.twitter_title);
          expect(head.meta('twitter:description'), url).toBe(seo.twitter_description);
          expect(head.meta('og:type'), url).toBe('website');
        }
      }
    },
  );

  it.each(LANGUAGES)(
    'home in %s: meta_title and meta_description override title and description; Open Graph keeps its SEO texts',
    async (code) => {
      {
        const text = async (type: string) =>
          (await api(`/content/multilingual/static-content/by_type/?type=${type}&language=${code}`))
            .results[0].content;
        const seo = (await api(`/content/multilingual/seo-settings/?page_identifier=home&language=${code}`))
          .results[0];
        const settings = await api(`/content/site-settings/current/?language=${code}`);
        const head = readHead((await get(withLang('/', code))).body);
        expect(head.title).toBe(`${await text('meta_title')} | ${settings.site_name}`);
        expect(head.meta('description')).toBe(await text('meta_description'));
        expect(head.meta('og:title')).toBe(seo.og_title);
        expect(head.meta('twitter:description')).toBe(seo.twitter_description);
      }
    },
  );

  it.each(DETAIL_KINDS.flatMap((d) => LANGUAGES.map((code) => [d.kind, code, d] as const)))(
    '%s pages in %s take title and description from their content',
    async (_kind, code, detail) => {
      const siteName = (await api(`/content/site-settings/current/?language=${code}`)).site_name;
      for (const item of await itemsOf(detail.list, code)) {
        const url = withLang(`${detail.page}${item.slug}`, code);
        const head = readHead((await get(url)).body);
        expect(head.title, url).toBe(`${item[detail.title]} | ${siteName}`);
        expect(head.meta('description'), url).toBe(item[detail.description]);
        expect(head.meta('og:title'), url).toBe(item[detail.title]);
        expect(head.meta('og:description'), url).toBe(item[detail.description]);
        expect(head.meta('og:type'), url).toBe(detail.page === '/blog/' ? 'article' : 'website');
      }
    },
  );

  it.each(LANGUAGES)(
    'legal pages in %s take their title from the content and the site description',
    async (code) => {
      {
        const settings = await api(`/content/site-settings/current/?language=${code}`);
        for (const page of (await api(`/content/legal-pages/?language=${code}`)).results) {
          const url = withLang(`/legal/${page.slug}`, code);
          const head = readHead((await get(url)).body);
          expect(head.title, url).toBe(`${page.title} | ${settings.site_name}`);
          expect(head.meta('description'), url).toBe(settings.site_description);
        }
      }
    },
  );
});

describe('share image', () => {
  it('pages without an image of their own show the default 1200×630 PNG, absolute and served', async () => {
    const head = readHead((await get('/services/packages?lang=en')).body);
    const image = head.meta('og:image') ?? '';
    expect(image.startsWith(`${ORIGIN}/`)).toBe(true);
    expect(head.meta('og:image:width')).toBe('1200');
    expect(head.meta('og:image:height')).toBe('630');
    expect(head.meta('twitter:image')).toBe(image);
    const file = await get(new URL(image).pathname);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    // PNG header, then the IHDR chunk's width and height.
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(file.rawPayload.readUInt32BE(16)).toBe(1200);
    expect(file.rawPayload.readUInt32BE(20)).toBe(630);
  });
});
