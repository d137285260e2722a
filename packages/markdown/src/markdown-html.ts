/**
 * Markdown as the spec asks (section 5), to a string of sanitized HTML, in time that grows with
 * the text and never past its bound (decision 078): GFM (tables, strikethrough, task lists,
 * autolinks), line breaks kept, raw HTML never rendered (dropped, as before), links only with
 * http(s), mailto, tel or a relative or in-page target (the text of a refused link stays, as
 * text), images only from our own site or raster data URLs (the contracts' allow-list, decision 022).
 *
 * markdown-it parses in linear time and stops nesting at `maxNesting`; a text past the contracts'
 * markdown limits (stored before they existed) or one the parser fails on is shown as plain text,
 * reported once, and kept like any other rendering, so it is never parsed again on the next visit.
 */
import { markdownLimitProblem } from '@wegweiser/contracts/markdown-limits';
import { safeUrl } from '@wegweiser/contracts/safe-url';
import MarkdownIt, { type Token } from 'markdown-it';

const SAFE_LINK = /^(https?:|mailto:|tel:|#|\/|\.{0,2}\/|[^:]*$)/i;

/** Exported for tests: the URL a link or image ends up with ('' removes it). */
export function transformUrl(url: string, key: 'href' | 'src'): string {
  if (key === 'src') return safeUrl(url, { kind: 'inline-image' }) ?? '';
  const trimmed = url.trim();
  return SAFE_LINK.test(trimmed) ? trimmed : '';
}

/** Quotes and lists nest at most this deep (tokens count two per list level); deeper stays text. */
const MAX_NESTING = 50;

const parser = new MarkdownIt('default', {
  // Parsed so that it can be dropped: with `html: false` it would show as escaped text.
  html: true,
  linkify: true,
  breaks: true,
  typographer: false,
  maxNesting: MAX_NESTING,
});
// GFM's autolinks: with a scheme, www. or an email address; a bare "example.com" is left as text
// (fuzzy matching finds www. links and bare domains alike, so judgeLinks drops the latter).
parser.linkify.set({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: false });
const GFM_AUTOLINK = /^(?:[a-z][a-z0-9+.-]*:|www\.|[^\s@]+@)/i;
// Every destination is judged by transformUrl below, so a refused link keeps its text.
parser.validateLink = () => true;
parser.renderer.rules.html_block = () => '';
parser.renderer.rules.html_inline = () => '';

/**
 * Links: an autolink GFM would not make is left as text; a refused link becomes a span around its
 * text; an external one opens in a new tab.
 */
function judgeLinks(children: Token[]): Token[] {
  const open: Token[] = [];
  const dropped = new Set<Token>();
  for (const [index, token] of children.entries()) {
    if (token.type === 'link_open' && token.markup === 'linkify') {
      if (!GFM_AUTOLINK.test(children[index + 1]?.content ?? '')) {
        dropped.add(token);
        open.push(token);
        continue;
      }
    }
    if (token.type === 'link_open') {
      const href = transformUrl(String(token.attrGet('href') ?? ''), 'href');
      if (href === '') {
        token.tag = 'span';
        token.attrs = null;
      } else {
        token.attrSet('href', href);
        if (/^https?:\/\//i.test(href)) {
          token.attrSet('target', '_blank');
          token.attrSet('rel', 'noopener noreferrer');
        }
      }
      open.push(token);
    } else if (token.type === 'link_close') {
      const opener = open.pop();
      if (opener && dropped.has(opener)) dropped.add(token);
      else if (opener?.tag === 'span') token.tag = 'span';
    }
  }
  return dropped.size === 0 ? children : children.filter((token) => !dropped.has(token));
}

/** Images: a refused source leaves the image out (an empty src would fetch the page again). */
function judgeImages(children: Token[]): Token[] {
  return children.filter((token) => {
    if (token.type !== 'image') return true;
    const src = transformUrl(String(token.attrGet('src') ?? ''), 'src');
    if (src === '') return false;
    token.attrSet('src', src);
    token.attrSet('loading', 'lazy');
    token.attrSet('decoding', 'async');
    return true;
  });
}

const TASK = /^\[([ xX])\][ \t]/;

/** GFM task list items: `- [ ] open` and `- [x] done` get a disabled checkbox with a name. */
function markTask(
  tokens: Token[],
  index: number,
  TokenClass: new (type: string, tag: string, nesting: -1 | 0 | 1) => Token,
) {
  const inline = tokens[index];
  const first = inline?.children?.[0];
  if (!inline || first?.type !== 'text' || tokens[index - 1]?.type !== 'paragraph_open') return;
  const item = tokens[index - 2];
  if (item?.type !== 'list_item_open') return;
  const match = TASK.exec(first.content);
  if (!match) return;
  const done = match[1] !== ' ';
  first.content = first.content.slice(match[0].length);
  const box = new TokenClass('task_checkbox', 'input', 0);
  box.meta = { done };
  inline.children?.unshift(box);
  item.attrJoin('class', 'task-list-item');
  for (let back = index - 3; back >= 0; back -= 1) {
    const list = tokens[back];
    if (
      (list?.type === 'bullet_list_open' || list?.type === 'ordered_list_open') &&
      list.level === item.level - 1
    ) {
      if (!String(list.attrGet('class') ?? '').includes('contains-task-list'))
        list.attrJoin('class', 'contains-task-list');
      break;
    }
  }
}

parser.renderer.rules.task_checkbox = (tokens, index) =>
  tokens[index]?.meta?.done
    ? '<input type="checkbox" disabled="" checked="" aria-label="erledigt"> '
    : '<input type="checkbox" disabled="" aria-label="offen"> ';

parser.core.ruler.push('wegweiser_rules', (state) => {
  const tokens = state.tokens;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token?.type !== 'inline' || !token.children) continue;
    markTask(tokens, index, state.Token);
    token.children = judgeImages(judgeLinks(token.children));
  }
});

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);

/** The text as it was typed: paragraphs at blank lines, line breaks kept, nothing interpreted. */
export function plainTextHtml(source: string): string {
  return source
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>\n')}</p>\n`)
    .join('');
}

export type MarkdownFailure = { reason: 'over_limits' | 'parser_failed'; error?: unknown; length: number };
let report: (failure: MarkdownFailure) => void = () => {};

/** Where a text shown plainly instead of rendered is reported (once per text per process). */
export function onMarkdownFailure(reporter: (failure: MarkdownFailure) => void) {
  report = reporter;
}

/**
 * The HTML of the sources rendered last (decision 074): a page shows the same texts render after
 * render. At most this many, least recently used first out.
 */
export const RENDERED_SOURCES_KEPT = 256;
const rendered = new Map<string, string>();
/** How many times a source was parsed (not answered from what was kept); for tests and benchmarks. */
export const renderCounts = { parsed: 0 };

function render(source: string): string {
  renderCounts.parsed += 1;
  const problem = markdownLimitProblem(source);
  if (problem) {
    report({ reason: 'over_limits', length: source.length });
    return plainTextHtml(source);
  }
  try {
    return parser.render(source);
  } catch (error) {
    report({ reason: 'parser_failed', error, length: source.length });
    return plainTextHtml(source);
  }
}

/** Sanitized HTML of a markdown source, kept for the next time it is asked for. */
export function markdownToHtml(source: string): string {
  const kept = rendered.get(source);
  if (kept !== undefined) {
    rendered.delete(source);
    rendered.set(source, kept);
    return kept;
  }
  const html = render(source);
  rendered.set(source, html);
  if (rendered.size > RENDERED_SOURCES_KEPT) rendered.delete(rendered.keys().next().value as string);
  return html;
}
