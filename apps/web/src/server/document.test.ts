/**
 * The document around a rendered page: a preview link's page (decision 093) starts the app like any
 * page — the state as rendered, marked as a preview, and the nonced boot script — tells the browser
 * to send only the origin as referrer (its address holds the token), and carries the banner; a
 * normal page is unchanged by all of it.
 */
import { describe, expect, it } from 'vitest';
import type { RenderResult } from '../entry-server';
import { PAGE_STATE_ID, type PageState } from '../shared/data/page-state';
import { DEFAULT_FONTS } from '../shared/theme/font-stack';
import { documentHashes, renderDocument } from './document';
import { inlineHash } from './document-template';
import { hydrationBootScript } from './hydration-boot';

type Page = Extract<RenderResult, { kind: 'page' }>;

const page: Page = {
  kind: 'page',
  status: 200,
  html: '<main><h1>Neuorientierung – Entwurf</h1></main>',
  language: 'de',
  languageFromUrl: true,
  head: {
    title: 'Neuorientierung',
    description: 'Coaching',
    canonical: null,
    alternates: [],
    feed: null,
    robots: null,
    og: {
      type: 'website',
      title: 'Neuorientierung',
      description: 'Coaching',
      url: null,
      siteName: 'Site',
      locale: 'de_DE',
      localeAlternates: [],
      image: null,
    },
    twitter: { card: 'summary_large_image', title: 'Neuorientierung', description: 'Coaching', image: null },
  },
  structuredData: [],
  preloadImage: null,
  state: {
    language: 'de',
    defaultLanguage: 'de',
    resources: { 'service:karriere-coaching:de': { ok: true, data: { title: 'Neuorientierung – Entwurf' } } },
    texts: [['nav_home', 'de', 'Start']],
  },
  themeScript: '',
  themeCss: '',
  fonts: DEFAULT_FONTS,
  routeId: 'service',
};
const assets = { css: 'body{margin:0}', bootScript: 'startTheApp()' };
const NONCE = 'bm9uY2Utb2YtdGhlLXRlc3Q=';

function embeddedState(html: string): PageState {
  const match = html.match(
    new RegExp(`<script type="application/json" nonce="${NONCE}" id="${PAGE_STATE_ID}">(.*?)</script>`, 's'),
  );
  expect(match).not.toBeNull();
  return JSON.parse(match?.[1] ?? 'null') as PageState;
}

describe('renderDocument', () => {
  it('a normal page: its state and the nonced boot script, no preview mark, banner or referrer rule', () => {
    const html = renderDocument(page, assets, NONCE);
    expect(embeddedState(html)).toEqual(page.state);
    expect(html).toContain(`<script nonce="${NONCE}">startTheApp()</script>`);
    expect(html).not.toContain('"preview"');
    expect(html).not.toContain('name="referrer"');
    expect(html).not.toContain('preview-banner');
  });

  it('a kept page: names its state file and carries no state (decision 131)', () => {
    const url = '/page-state.json?page=%2Fabout&lang=de&v=AAAAAAAAAAAAAAAAAAAAAA';
    const html = renderDocument(page, { ...assets, stateUrl: url }, NONCE);
    expect(html).toContain(
      `<script type="application/json" nonce="${NONCE}" id="${PAGE_STATE_ID}" data-src="/page-state.json?page=%2Fabout&#38;lang=de&#38;v=AAAAAAAAAAAAAAAAAAAAAA"></script>`,
    );
    expect(html).not.toContain('"resources"');
    // A preview never names one: its state is the drafts, inline.
    const preview = renderDocument(page, { ...assets, stateUrl: url }, NONCE, {
      preview: { expiresAt: new Date('2026-11-30T09:00:00Z') },
    });
    expect(embeddedState(preview)).toEqual({ ...page.state, preview: true });
    expect(preview).not.toContain('data-src');
  });

  it('a preview: the app starts on the state as rendered, marked as a preview, under the same nonce', () => {
    const html = renderDocument(page, assets, NONCE, {
      preview: { expiresAt: new Date('2026-11-30T09:00:00Z') },
    });
    expect(embeddedState(html)).toEqual({ ...page.state, preview: true });
    expect(html).toContain(`<script nonce="${NONCE}">startTheApp()</script>`);
    // Before anything is requested: the token in the address never leaves as a referrer.
    const referrer = html.indexOf('<meta name="referrer" content="strict-origin">');
    expect(referrer).toBeGreaterThan(0);
    expect(referrer).toBeLessThan(html.indexOf('<link'));
    expect(html).toContain(
      'Vorschau – so sieht die Seite nach dem Veröffentlichen aus. Link gültig bis 30. November 2026 um 10:00. Links führen zur veröffentlichten Website.',
    );
    // The banner stays outside the app's root: hydration leaves it alone.
    expect(html.indexOf('preview-banner" role="status"')).toBeLessThan(html.indexOf('<div id="root">'));
  });
});

describe("renderDocument and the page's own stylesheet (decision 124)", () => {
  it('inlines the page’s rules and links the whole stylesheet after them for visitors without scripts', () => {
    const html = renderDocument(page, { ...assets, stylesheets: ['/assets/entry-client-A.css'] }, NONCE);
    const inline = html.indexOf(`<style id="page-stylesheet" nonce="${NONCE}">body{margin:0}</style>`);
    const noscript = html.indexOf(
      '<noscript><link rel="stylesheet" href="/assets/entry-client-A.css"></noscript>',
    );
    expect(inline).toBeGreaterThan(0);
    expect(noscript).toBeGreaterThan(inline);
    expect(noscript).toBeLessThan(html.indexOf('</head>'));
  });

  it('holds the waiting blocks still until the whole stylesheet, before its link for visitors without scripts (decision 141)', () => {
    const withBlock = {
      ...page,
      html: '<main><h1>T</h1><section data-waits=""><p>later</p></section></main>',
    };
    const html = renderDocument(withBlock, { ...assets, stylesheets: ['/assets/entry-client-A.css'] }, NONCE);
    const hold = `<style id="page-hold" nonce="${NONCE}">[data-waits]{content-visibility:hidden}</style>`;
    expect(html.indexOf(hold)).toBeGreaterThan(html.indexOf('id="page-stylesheet"'));
    expect(html.indexOf(hold)).toBeLessThan(html.indexOf('<noscript><link rel="stylesheet"'));
    const hashes = documentHashes(withBlock, {
      cssHash: inlineHash(assets.css),
      bootScript: assets.bootScript,
    });
    expect(hashes.styles).toContain(inlineHash('[data-waits]{content-visibility:hidden}'));
    // A page without a waiting block has no hold and names none.
    expect(renderDocument(page, assets, NONCE)).not.toContain('page-hold');
    expect(
      documentHashes(page, { cssHash: inlineHash(assets.css), bootScript: assets.bootScript }).styles,
    ).toEqual([inlineHash(assets.css)]);
  });

  it('the boot script links the whole stylesheet at the first paint and starts the app once it has loaded', () => {
    const script = hydrationBootScript({
      entry: '/assets/entry-E.js',
      entryImports: ['/assets/first-load-F.js'],
      stylesheets: ['/assets/entry-client-A.css'],
    });
    expect(script).toContain('c=["/assets/entry-client-A.css"]');
    // Linked for print (nothing to recalculate when it arrives); when every sheet has loaded, all
    // media and the page's own rules gone in one task (decision 130), then the app may start. A
    // failed sheet leaves the page's own rules.
    expect(script).toContain(`l.rel='stylesheet';l.media='print';`);
    expect(script).toContain(`l.onload=l.onerror=function(v){if(v.type==='error')f=1;if(!--k)on(L,f);run()}`);
    // The hold on the waiting blocks goes either way (decision 141).
    expect(script).toContain(
      `function on(L,f){L.forEach(function(l){l.media='all'});var p=!f&&d.getElementById("page-stylesheet"),h=d.getElementById("page-hold");if(p)p.remove();if(h)h.remove()}`,
    );
    // First of all, the page's state file when the document names one (decision 131).
    expect(script).toContain(
      `s=1;var q=d.getElementById("__wegweiser_state"),u=q&&q.getAttribute("data-src");if(u)window["__wegweiserStateRequest"]=fetch(u,{credentials:'same-origin'});`,
    );
    // The module script is inserted by run() alone, which waits for every stylesheet and go() itself.
    expect(script).toContain('w=c.length+1');
    expect(script.match(/t\.type='module'/g)).toHaveLength(1);
    expect(script).toMatch(/function run\(\)\{if\(--w\)return;var t=d\.createElement\('script'\)/);
  });
});

describe('renderDocument and the first paint (decision 119)', () => {
  it('holds the first paint until the parser reached the page state, and preloads no font', () => {
    const html = renderDocument(
      page,
      { ...assets, fonts: ['/assets/inter-latin-wght-normal-AAA.woff2'] },
      NONCE,
    );
    const expectLink = `<link rel="expect" href="#${PAGE_STATE_ID}" blocking="render">`;
    expect(html.indexOf(expectLink)).toBeGreaterThan(0);
    expect(html.indexOf(expectLink)).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(`id="${PAGE_STATE_ID}"`);
    expect(html).not.toMatch(/<link[^>]*as="font"/);
    // The head script names the file; it preloads it only for a browser that holds it.
    expect(html).toContain('"/assets/inter-latin-wght-normal-AAA.woff2"');
  });

  it('writes the LCP image preload with its media query', () => {
    const html = renderDocument(
      { ...page, preloadImage: { href: '/media/seed/hero.svg', media: '(min-width: 64rem)' } },
      assets,
      NONCE,
    );
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/seed/hero.svg" media="(min-width: 64rem)">',
    );
  });
});
