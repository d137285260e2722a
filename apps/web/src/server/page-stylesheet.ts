/**
 * A page's own stylesheet (decision 124): the site stylesheet's rules that the page's markup can
 * match, carried inline so that the first paint waits for no more CSS than it uses. The whole
 * stylesheet follows after the paint as a file (hydration-boot.ts), before the app hydrates.
 *
 * Chosen by the classes and elements in the rendered markup plus those the head script sets
 * before the first paint; kept per set of those (a render of a known set costs a lookup), with
 * its CSP hash and its static block (encoded and deflated once, decision 074). What is inside a
 * waiting block (shared/lib/waiting-block.ts) is not drawn by the first paint: its rules come with
 * the whole stylesheet, and the hold keeps such a block unrendered until then (decision 141).
 */
import { WAITING_BLOCK_ATTRIBUTE } from '../shared/lib/waiting-block';
import { DARK_MODE_CLASS } from '../shared/theme/theme-mode';
import { inlineHash, type StaticBlock, staticBlock } from './document-template';
import {
  elementToken,
  fontFaceRanges,
  indexStylesheet,
  inputTypeToken,
  reaches,
  type StylesheetIndex,
  scopedElementToken,
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
  readonly #faces: ReturnType<typeof fontFaceRanges>;

  /** `css`: the site stylesheet, safe inside a <style> element (client-assets.ts): so is every part of it. */
  constructor(css: string) {
    this.#index = stylesheetIndexFor(css);
    this.#faces = fontFaceRanges(this.#index);
    this.#always = [...PRE_PAINT_CLASSES, ...DOCUMENT_ELEMENTS.map(elementToken)];
  }

  /**
   * The stylesheet of a page whose root holds `html` (the server render's markup) and whose own
   * `<style>` is `themeCss` (the site's theme: its `:root` overrides the built theme's values).
   */
  forMarkup(html: string, themeCss = ''): PageStylesheet {
    const present = new Set<string>();
    const note = (token: string) => {
      if (this.#index.classes.has(token)) present.add(token);
    };
    for (const token of this.#always) note(token);
    const drawn = outsideWaitingBlocks(html);
    const tokens = markupTokens(drawn);
    for (const token of tokens) note(token);
    // Followed only for the scope classes the markup has (most pages: none, no typography).
    const scopes = new Set([...this.#index.scopes].filter((scope) => tokens.has(scope)));
    for (const token of scopedElementTokens(drawn, scopes)) note(token);
    const overridden = rootProperties(themeCss);
    const characters = charactersOf(drawn);
    const faces = this.#faces.map((ranges) => (reaches(ranges, characters) ? '1' : '0')).join('');
    const key = `${[...present].sort().join(' ')}|${[...overridden].join(' ')}|${faces}`;
    let sheet = this.#kept.get(key);
    if (!sheet) {
      const css = selectRules(this.#index, present, overridden, characters);
      sheet = { css, hash: inlineHash(css), block: staticBlock(css) };
      if (this.#kept.size >= MAX_KEPT) this.#kept.clear();
      this.#kept.set(key, sheet);
    }
    return sheet;
  }
}

/**
 * Holds each waiting block unrendered (`content-visibility: hidden`, the block at its size estimate
 * as while it is off screen) until the whole stylesheet has loaded: its inside has none of its rules
 * inline. A `<style>` of its own (document.ts), which the boot script removes once the whole
 * stylesheet has loaded or failed (hydration-boot.ts); without scripts the whole stylesheet, linked
 * after it, sets `content-visibility: auto` with a selector of the same or greater weight.
 */
export const WAITING_HOLD_CSS = `[${WAITING_BLOCK_ATTRIBUTE}]{content-visibility:hidden}`;

const WAITING_MARK = ` ${WAITING_BLOCK_ATTRIBUTE}="`;

/** Whether server-rendered markup has a waiting block (and so needs the hold). */
export const hasWaitingBlock = (html: string) => html.includes(WAITING_MARK);

/**
 * The markup with the inside of every waiting block left out: its start tag (the block's own box is
 * drawn) and end tag stay. The block's element is found by its marker attribute, its end by counting
 * the start and end tags of its name that follow (React writes names in lower case).
 */
export function outsideWaitingBlocks(html: string): string {
  let mark = html.indexOf(WAITING_MARK);
  if (mark === -1) return html;
  const kept: string[] = [];
  let from = 0;
  while (mark !== -1) {
    const open = html.lastIndexOf('<', mark);
    let nameEnd = open + 1;
    while (nameEnd < html.length && isNameCharacter(html.charCodeAt(nameEnd), nameEnd === open + 1))
      nameEnd++;
    const name = html.slice(open + 1, nameEnd);
    const inside = tagEnd(html, nameEnd) + 1;
    const close = matchingEndTag(html, name, inside);
    if (!name || close === -1) break;
    kept.push(html.slice(from, inside));
    from = close;
    mark = html.indexOf(WAITING_MARK, close);
  }
  kept.push(html.slice(from));
  return kept.join('');
}

/** Where the end tag of the `name` element whose content starts at `from` begins; -1 if none. */
function matchingEndTag(html: string, name: string, from: number): number {
  const start = `<${name}`;
  const end = `</${name}>`;
  let depth = 1;
  let at = from;
  while (depth > 0) {
    const nextEnd = html.indexOf(end, at);
    if (nextEnd === -1) return -1;
    let nextStart = html.indexOf(start, at);
    // Only a start tag of this very name (`<div` is not `<dialog`).
    while (
      nextStart !== -1 &&
      nextStart < nextEnd &&
      isNameCharacter(html.charCodeAt(nextStart + start.length), false)
    )
      nextStart = html.indexOf(start, nextStart + 1);
    if (nextStart !== -1 && nextStart < nextEnd) {
      depth++;
      at = nextStart + start.length;
    } else {
      depth--;
      at = nextEnd + end.length;
      if (depth === 0) return nextEnd;
    }
  }
  return -1;
}

/**
 * The characters a face might have to draw: every printable ASCII character (a page has some of
 * each face that covers them) and each other character of the markup, text and attribute values
 * alike (more than the page shows: a face kept for a character it does not show costs a few
 * bytes). React and the markdown renderer write characters outside ASCII as they are.
 */
export function charactersOf(html: string): Set<number> {
  const characters = new Set<number>(PRINTABLE_ASCII);
  // Code units, not the `u` flag: a scan in Unicode mode costs about seven times as much.
  const outside = /[^\0-\x7f]/g;
  for (let match = outside.exec(html); match; match = outside.exec(html)) {
    const code = html.codePointAt(match.index) as number;
    characters.add(code);
    if (code > 0xffff) outside.lastIndex++;
  }
  return characters;
}

const PRINTABLE_ASCII = Array.from({ length: 0x7f - 0x20 }, (_, index) => 0x20 + index);

/** The custom properties declared by the plain `:root{…}` rule that opens a theme's CSS. */
export function rootProperties(themeCss: string): Set<string> {
  if (!themeCss.startsWith(':root{')) return new Set();
  const body = themeCss.slice(6, themeCss.indexOf('}'));
  return new Set([...body.matchAll(/(?:^|;)(--[a-z0-9-]+):/g)].map((match) => match[1] as string));
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

/** Elements without an end tag. */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * For each element inside an element with one of the `scopes` classes, `scopedElementToken(scope,
 * element)` (the typography's rules for the text's own headings, lists …). Follows the markup's
 * nesting by its start and end tags: void and self-closed elements hold nothing; an end tag closes
 * up to the element it names; a quoted value may hold `>`.
 */
export function scopedElementTokens(html: string, scopes: ReadonlySet<string>): Set<string> {
  const tokens = new Set<string>();
  if (scopes.size === 0) return tokens;
  const open: { name: string; scopes: readonly string[] }[] = [];
  const scopesOfValue = new Map<string, readonly string[]>();
  const scopesOf = (value: string) => {
    let found = scopesOfValue.get(value);
    if (!found) {
      found = decodeEntities(value)
        .split(/[ \t\n\f\r]+/)
        .filter((name) => scopes.has(name));
      scopesOfValue.set(value, found);
    }
    return found;
  };
  let at = html.indexOf('<');
  while (at !== -1) {
    const next = html.charCodeAt(at + 1);
    if (next === 33) {
      // A comment (React's `<!-- -->`, Suspense markers).
      const close = html.indexOf('-->', at + 2);
      at = close === -1 ? -1 : html.indexOf('<', close + 3);
      continue;
    }
    const closing = next === 47;
    const start = closing ? at + 2 : at + 1;
    let end = start;
    while (end < html.length && isNameCharacter(html.charCodeAt(end), end === start)) end++;
    if (end === start) {
      at = html.indexOf('<', at + 1);
      continue;
    }
    const name = html.slice(start, end).toLowerCase();
    const close = tagEnd(html, end);
    if (closing) {
      for (let index = open.length - 1; index >= 0; index--) {
        if (open[index]?.name === name) {
          open.length = index;
          break;
        }
      }
    } else {
      const inherited = open[open.length - 1]?.scopes ?? [];
      for (const scope of inherited) tokens.add(scopedElementToken(scope, name));
      const value = classValue(html, end, close);
      const own = value ? scopesOf(value) : [];
      const holdsNothing = VOID_ELEMENTS.has(name) || html.charCodeAt(close - 1) === 47;
      if (!holdsNothing) open.push({ name, scopes: own.length > 0 ? [...inherited, ...own] : inherited });
    }
    at = close === html.length ? -1 : html.indexOf('<', close + 1);
  }
  return tokens;
}

/** A tag's attributes up to its `>`, quoted values (which may hold `>`) skipped whole. */
const TAG_REST = /(?:[^>"']+|"[^"]*"|'[^']*')*>/y;

/** The `>` that ends a tag whose name ends at `from`; the markup's end if none. */
function tagEnd(html: string, from: number): number {
  TAG_REST.lastIndex = from;
  return TAG_REST.test(html) ? TAG_REST.lastIndex - 1 : html.length;
}

/** The value of the ` class="…"` attribute between a tag's name and its end, if it has one. */
function classValue(html: string, from: number, close: number): string | undefined {
  let at = html.indexOf('class="', from);
  while (at !== -1 && at < close) {
    const valueEnd = html.indexOf('"', at + 7);
    if (isWhitespace(html.charCodeAt(at - 1))) return html.slice(at + 7, valueEnd === -1 ? close : valueEnd);
    at = html.indexOf('class="', at + 7);
  }
  return undefined;
}

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
