/**
 * A page's own stylesheet (decision 124): the site stylesheet's rules that the page's markup can
 * match, carried inline so that the first paint waits for no more CSS than it uses. The whole
 * stylesheet follows after the paint as a file (hydration-boot.ts), before the app hydrates.
 *
 * Chosen by the classes and elements in the rendered markup plus those the head script sets
 * before the first paint; kept per set of those (a render of a known set costs a lookup), with
 * its CSP hash and its static block (encoded and deflated once, decision 074).
 */
import { DARK_MODE_CLASS } from '../shared/theme/theme-mode';
import { inlineHash, type StaticBlock, staticBlock } from './document-template';
import {
  elementToken,
  indexStylesheet,
  inputTypeToken,
  type StylesheetIndex,
  selectRules,
} from './stylesheet-index';

export type PageStylesheet = {
  /** The kept rules, safe inside a <style> element. */
  readonly css: string;
  /** Its `sha256-…` source for the page's policy (decision 114). */
  readonly hash: string;
  readonly block: StaticBlock;
};

/** Classes the head script may set on <html> before the first paint (theme-mode.ts). */
export const PRE_PAINT_CLASSES: readonly string[] = [DARK_MODE_CLASS];

/**
 * Elements every document has around the page's markup (document.ts). Also those the console's
 * preview banner adds: it is styled inline.
 */
const DOCUMENT_ELEMENTS = [
  'html',
  'head',
  'body',
  'div',
  'meta',
  'link',
  'script',
  'style',
  'noscript',
  'title',
];

/** Sets of a page's classes kept; a site has a few dozen page shapes. */
const MAX_KEPT = 256;

export class PageStylesheets {
  readonly #index: StylesheetIndex;
  readonly #kept = new Map<string, PageStylesheet>();
  readonly #always: readonly string[];

  /** `css`: the site stylesheet, safe inside a <style> element (client-assets.ts): so is every part of it. */
  constructor(css: string) {
    this.#index = stylesheetIndexFor(css);
    this.#always = [...PRE_PAINT_CLASSES, ...DOCUMENT_ELEMENTS.map(elementToken)];
  }

  /** The stylesheet of a page whose root holds `html` (the server render's markup). */
  forMarkup(html: string): PageStylesheet {
    const present = new Set<string>();
    const note = (token: string) => {
      if (this.#index.classes.has(token)) present.add(token);
    };
    for (const token of this.#always) note(token);
    for (const token of markupTokens(html)) note(token);
    const key = [...present].sort().join(' ');
    let sheet = this.#kept.get(key);
    if (!sheet) {
      const css = selectRules(this.#index, present);
      sheet = { css, hash: inlineHash(css), block: staticBlock(css) };
      if (this.#kept.size >= MAX_KEPT) this.#kept.clear();
      this.#kept.set(key, sheet);
    }
    return sheet;
  }
}

/**
 * The last stylesheet indexed in this process: servers built again on the same build (tests, a
 * restart of the web plugin) reuse its index instead of parsing the sheet with postcss again.
 */
let lastIndexed: { css: string; index: StylesheetIndex } | undefined;
export function stylesheetIndexFor(css: string): StylesheetIndex {
  if (lastIndexed?.css !== css) lastIndexed = { css, index: indexStylesheet(css) };
  return lastIndexed.index;
}

/**
 * The class names (entities decoded) and element tokens of server-rendered markup, each once, and
 * a token for each type of `<input>` (some pseudo-elements belong to one type of field).
 * Attribute values repeat (list items, cards): each distinct one is split once. One pass of
 * `indexOf` over the markup (a render's largest per-request scan): a `<` followed by a letter opens
 * an element, `class="` after whitespace is a class attribute (React writes every attribute with
 * double quotes; text and other values hold `<` and `"` only as references).
 */
export function markupTokens(html: string): Set<string> {
  const values = new Set<string>();
  const elements = new Set<string>();
  const inputTypes = new Set<string>();
  let at = html.indexOf('<');
  while (at !== -1) {
    let end = at + 1;
    while (end < html.length && isNameCharacter(html.charCodeAt(end), end === at + 1)) end++;
    if (end > at + 1) {
      const name = html.slice(at + 1, end);
      elements.add(name);
      if (name.length === 5 && name.toLowerCase() === 'input') {
        // React escapes `>` in attribute values: the tag ends at the first one.
        const close = html.indexOf('>', end);
        const type = INPUT_TYPE.exec(html.slice(end, close === -1 ? undefined : close));
        if (type?.[1]) inputTypes.add(type[1]);
      }
    }
    at = html.indexOf('<', end);
  }
  let from = html.indexOf('class="');
  while (from !== -1) {
    const start = from + 7;
    const close = html.indexOf('"', start);
    if (close === -1) break;
    if (from > 0 && isWhitespace(html.charCodeAt(from - 1))) values.add(html.slice(start, close));
    from = html.indexOf('class="', close + 1);
  }
  const tokens = new Set<string>();
  for (const value of values) {
    for (const name of decodeEntities(value).split(/[ \t\n\f\r]+/)) if (name) tokens.add(name);
  }
  for (const name of elements) tokens.add(elementToken(name));
  for (const type of inputTypes) tokens.add(inputTypeToken(type));
  return tokens;
}

const INPUT_TYPE = /[ \t\n\f\r]type="([^"]*)"/i;

/** [a-zA-Z] first, then [a-zA-Z0-9-]. */
function isNameCharacter(code: number, first: boolean) {
  const letter = (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return first ? letter : letter || (code >= 48 && code <= 57) || code === 45;
}

const isWhitespace = (code: number) => code === 32 || code === 9 || code === 10 || code === 12 || code === 13;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The character references React writes in attribute values. */
const decodeEntities = (value: string) =>
  value.includes('&')
    ? value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
        if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
        const code =
          name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return String.fromCodePoint(code);
      })
    : value;
