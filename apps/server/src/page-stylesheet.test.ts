/**
 * Decision 124: each key page carries inline the site stylesheet's rules its markup can match —
 * every one of them — and its policy names that text's hash byte for byte; the whole stylesheet is
 * linked for visitors without scripts and named in the boot script for the others.
 *
 * The oracle is a DOM, not the selection's own logic: each rule of the whole stylesheet whose
 * selector (pseudo-elements and state pseudo-classes taken off, so it matches more) matches an
 * element of the page, with <html class="dark"> as the head script may set it, must be inline —
 * but for the declarations of custom properties no inline text names (decision 132), rules that
 * match only once the visitor acts (`:hover`, `:focus` …) or parts of form fields the page does
 * not have, and a layered `:root` custom property the page's own theme overrides (decision 137);
 * nor what only the inside of a waiting block uses (decision 141), nor Tailwind's `@property`
 * fallback, which no browser of the floor applies.
 */
import { createRequire } from 'node:module';
import { loadConfig } from '@wegweiser/api/config';
import { INTERACTION_STATES as INTERACTION, isBelowTheFloor } from '@wegweiser/web/server';
import type { FastifyInstance } from 'fastify';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyPreparedPgliteFolder, removePgliteFolder } from '../../api/test/helpers/test-database';
import { buildServer } from './server';
import { policyMatchesBytes } from './testing/inline-hashes';
import { KEY_PAGES } from './testing/key-pages';

/** Pseudo-classes whose arguments still have to match; every other pseudo is taken off. */
const KEPT_PSEUDOS = new Set([':is', ':where', ':has']);

/** The selector as a DOM query that matches at least where the rule could apply at some moment. */
const widen = selectorParser((root) => {
  root.walkPseudos((pseudo) => {
    if (!KEPT_PSEUDOS.has(pseudo.value.toLowerCase())) pseudo.remove();
  });
  root.walk((node) => {
    if (node.type === 'selector' && node.nodes.length === 0) node.append(selectorParser.universal());
  });
  // Combinators left at the ends (`> ::before` → `>`) match any element on that side.
  root.walkCombinators((combinator) => {
    const next = combinator.next();
    if (!next || next.type === 'combinator')
      combinator.parent?.insertAfter(combinator, selectorParser.universal());
  });
});

const DATE_FIELDS = ['date', 'datetime-local', 'month', 'time', 'week'].map((type) => `input[type=${type}]`);
/** The field a pseudo-element belongs to, as a DOM query (decision 137). */
const fieldOf = (pseudo: string): string | null => {
  if (pseudo.startsWith('::-webkit-datetime-edit') || pseudo === '::-webkit-date-and-time-value')
    return DATE_FIELDS.join(',');
  if (pseudo === '::-webkit-calendar-picker-indicator') return [...DATE_FIELDS, 'datalist'].join(',');
  if (pseudo === '::-webkit-inner-spin-button' || pseudo === '::-webkit-outer-spin-button')
    return ['input[type=number]', ...DATE_FIELDS].join(',');
  if (pseudo.startsWith('::-webkit-search-')) return 'input[type=search]';
  if (pseudo === '::file-selector-button' || pseudo === '::-webkit-file-upload-button')
    return 'input[type=file]';
  return null;
};

/**
 * Whether no selector of the rule can match before the visitor acts, or on this page's fields: a
 * state outside `:not()`, or a pseudo-element of a field the page has none of.
 */
function afterThePaint(selector: string, document: Document): boolean {
  let every = true;
  selectorParser((root) => {
    for (const one of root.nodes) {
      let later = false;
      one.walkPseudos((pseudo) => {
        const name = pseudo.value.toLowerCase();
        let inside = pseudo.parent?.parent;
        while (inside && !(inside.type === 'pseudo' && inside.value.toLowerCase() === ':not'))
          inside = inside.parent;
        if (inside) return;
        if (INTERACTION.has(name)) later = true;
        const field = fieldOf(name);
        if (field && !document.querySelector(field)) later = true;
      });
      if (!later) every = false;
    }
  }).processSync(selector);
  return every;
}

/** The custom properties the page's own theme declares in its plain `:root` (unlayered). */
const themeRootProperties = (html: string) =>
  new Set([...(html.match(/<style>:root\{([^}]*)\}/)?.[1] ?? '').matchAll(/(--[\w-]+):/g)].map((m) => m[1]));
const inLayer = (node: postcss.Node) => {
  for (let parent = node.parent; parent; parent = parent.parent)
    if (parent.type === 'atrule' && (parent as postcss.AtRule).name === 'layer') return true;
  return false;
};

const isCustom = (declaration: postcss.Declaration) => declaration.prop.startsWith('--');
/** Whether `css` names the custom property other than where it is declared (`var(--a)`, `, --a`). */
const namedIn = (css: string, property: string) =>
  new RegExp(`${property.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w\\\\:-])`).test(css);

/** jsdom (the web app's test DOM) ships no types: only its constructor's document is used. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  dataDir = copyPreparedPgliteFolder('wegweiser-page-stylesheet-');
  app = await buildServer(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  if (dataDir) removePgliteFolder(dataDir);
});

describe("a page's own stylesheet", () => {
  it.each(KEY_PAGES)('%s carries every rule its markup can match, hashed byte for byte', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(policyMatchesBytes(String(response.headers['content-security-policy']), html)).toBe(true);

    const linked = html.match(/<noscript><link rel="stylesheet" href="(\/assets\/[^"]+\.css)"><\/noscript>/);
    expect(linked).not.toBeNull();
    const href = linked?.[1] as string;
    expect(html).toContain(JSON.stringify(href)); // the boot script links it after the first paint
    const whole = await app.inject({ method: 'GET', url: href });
    expect(whole.statusCode).toBe(200);

    const inline = html.match(/<style id="page-stylesheet">([\s\S]*?)<\/style>/)?.[1] ?? '';
    expect(inline.length).toBeLessThan(whole.body.length * 0.7);
    const { document } = new JSDOM(html).window;
    document.documentElement.classList.add('dark');
    // Decision 141: the inside of a waiting block is not drawn by the first paint — its rules come
    // with the whole stylesheet, and the hold keeps the block unrendered until then.
    const waiting = document.querySelectorAll('[data-waits]');
    if (waiting.length > 0)
      expect(html).toContain('<style id="page-hold">[data-waits]{content-visibility:hidden}</style>');
    for (const block of waiting) block.replaceChildren();
    const theme = themeRootProperties(html);
    const missing: string[] = [];
    let matched = 0;
    postcss.parse(whole.body).walkRules((rule) => {
      if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
      // Tailwind's @property fallback: no browser of the floor applies it (decision 138).
      if (
        rule.parent?.type === 'atrule' &&
        isBelowTheFloor((rule.parent as postcss.AtRule).name, (rule.parent as postcss.AtRule).params)
      )
        return;
      let query: string;
      try {
        query = widen.processSync(rule.selector);
        if (!document.querySelector(query)) return;
      } catch {
        return; // a selector the DOM cannot read: the unit tests cover the selection's side
      }
      matched += 1;
      if (afterThePaint(rule.selector, document)) return;
      // The rule's text, as the whole stylesheet has it (source slices, decision 124).
      const text = whole.body.slice(rule.source?.start?.offset, rule.source?.end?.offset);
      if (inline.includes(text)) return;
      // Decision 132: a custom property's declaration may be left out when no inline text names
      // it; every other declaration, and every named custom property's, must be there as written.
      const declarations = rule.nodes.filter((node): node is postcss.Declaration => node.type === 'decl');
      const pruned = declarations.length === rule.nodes.length && declarations.some(isCustom);
      if (!pruned) {
        missing.push(text.slice(0, 120));
        return;
      }
      for (const declaration of declarations) {
        const written = whole.body
          .slice(declaration.source?.start?.offset, declaration.source?.end?.offset)
          .replace(/;$/, '');
        if (isCustom(declaration) && !namedIn(inline, declaration.prop)) continue;
        const overridden =
          isCustom(declaration) &&
          inLayer(rule) &&
          /^:root/.test(rule.selector) &&
          theme.has(declaration.prop);
        if (overridden) continue;
        if (!inline.includes(written))
          missing.push(`${rule.selector.slice(0, 40)} { ${written.slice(0, 80)} }`);
      }
    });
    expect(matched).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});
