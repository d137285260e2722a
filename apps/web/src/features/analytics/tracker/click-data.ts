/**
 * The click event's element fields and position (spec section 7; decision 029). A click anywhere on
 * a tracked page is recorded: on a link or button the element is that control, elsewhere the element
 * under the pointer. Nothing the visitor typed is ever read: no field values, no text of text
 * areas, selects or editable regions. Texts are cut at 100 characters and every field to the API's
 * limits; coordinates are document coordinates in CSS pixels.
 */
import { ANALYTICS } from '@wegweiser/contracts/constants';

/** Links and buttons: a click inside one names the control, not the icon or text it holds. */
export const CLICKABLE_SELECTOR =
  'a[href], button, [role="button"], [role="link"], input[type="submit"], input[type="button"], input[type="reset"]';

/** Fields holding what the visitor types or picks: named by tag, id and class only, never by text. */
export const TYPED_FIELD_SELECTOR =
  'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/** The part of a DOM node the click fields are read from (plain objects in tests). */
export type ClickedNode = { nodeType: number; textContent: string | null };
export type ClickedElement = ClickedNode & {
  id: string;
  tagName: string;
  textContent: string | null;
  childNodes: ArrayLike<ClickedNode>;
  getAttribute(name: string): string | null;
};

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
/** Comments and other nodes name nothing. */
const isElement = (node: ClickedNode): node is ClickedElement => node.nodeType === ELEMENT_NODE;
const isText = (node: ClickedNode) => node.nodeType === TEXT_NODE;
const HIGH_SURROGATE = /[\uD800-\uDBFF]$/;
const BUTTON_INPUTS = new Set(['submit', 'button', 'reset']);
/** Never read: typed or picked values, scripts and styles. */
const UNREAD = new Set(['input', 'textarea', 'select', 'option', 'optgroup', 'datalist', 'script', 'style']);
/** Inline elements: a block made only of text and these is named by all of its text. */
const INLINE = new Set(
  'a abbr b bdi bdo br cite code data dfn em i img kbd mark q s samp small span strong sub sup time u var wbr'.split(
    ' ',
  ),
);
/** Inline text markup: a click on it counts for the heading or paragraph it is part of. */
const MARKUP = new Set(
  'a abbr b bdi bdo cite code data dfn em i kbd mark q s samp small span strong sub sup time u var'.split(
    ' ',
  ),
);
/** Read at most this much raw text of a block before cutting (a long article stays cheap). */
const READ_LIMIT = 1_000;

/** Whitespace collapsed, then the first `max` characters (never half of an emoji). */
export function cutText(text: string, max: number = ANALYTICS.clickTextMaxLength): string {
  const cut = text.replace(/\s+/g, ' ').trim().slice(0, max);
  return HIGH_SURROGATE.test(cut) ? cut.slice(0, -1) : cut;
}

const orNull = (value: string | null | undefined, max: number) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : null;
};

const tagOf = (element: ClickedElement) => element.tagName.toLowerCase();
const isEditable = (element: ClickedElement) => {
  const editable = element.getAttribute('contenteditable');
  return editable !== null && editable.toLowerCase() !== 'false';
};
const unread = (element: ClickedElement) => UNREAD.has(tagOf(element)) || isEditable(element);

/** The text of an element's subtree, skipping anything the visitor typed or picked. */
function readText(element: ClickedElement, into: string[], budget: { left: number }) {
  for (const node of Array.from(element.childNodes)) {
    if (budget.left <= 0) return;
    if (isText(node)) {
      const text = node.textContent ?? '';
      into.push(text.slice(0, budget.left));
      budget.left -= text.length;
    } else if (isElement(node) && tagOf(node) === 'br') {
      into.push(' ');
    } else if (isElement(node) && !unread(node)) {
      readText(node, into, budget);
    }
  }
}

/**
 * The text naming a non-interactive element: a text block (a heading, a paragraph, a list item,
 * a label — only text and inline elements inside) by all of its text; a layout container (a
 * section, a grid, the body) only by its own loose text, so a click on empty space is not named
 * after the first heading it happens to contain. Typed or picked content is never read.
 */
export function blockText(element: ClickedElement): string {
  if (unread(element)) return '';
  const children = Array.from(element.childNodes);
  const block = children.every((node) => !isElement(node) || INLINE.has(tagOf(node)));
  if (!block) return cutText(children.map((node) => (isText(node) ? node.textContent : ' ')).join(''));
  const parts: string[] = [];
  readText(element, parts, { left: READ_LIMIT });
  return cutText(parts.join(''));
}

/**
 * The element a click off the controls names: the element under the pointer, or — when that is
 * inline markup (an emphasised word, a span of a heading) — the text block holding it.
 */
export function textBlockOf<T extends { tagName: string; parentElement: T | null }>(element: T): T {
  let block = element;
  while (MARKUP.has(block.tagName.toLowerCase()) && block.parentElement) block = block.parentElement;
  return block;
}

/** The visible label of a link or button: its text, an input button's value, or its aria-label. */
function controlText(element: ClickedElement): string {
  const tag = tagOf(element);
  if (tag === 'input') {
    const type = (element.getAttribute('type') ?? '').toLowerCase();
    return BUTTON_INPUTS.has(type) ? cutText(element.getAttribute('value') ?? '') : '';
  }
  return cutText(element.textContent ?? '');
}

/**
 * The click fields for `element`: `interactive` when it is the link or button that was clicked
 * (CLICKABLE_SELECTOR), otherwise the element under the pointer (or the typed field holding it).
 */
export function clickData(element: ClickedElement, point: { x: number; y: number }, interactive = true) {
  const own = interactive ? controlText(element) : blockText(element);
  const text = own || cutText(element.getAttribute('aria-label') ?? '');
  return {
    element_id: orNull(element.id, 200),
    element_class: orNull(element.getAttribute('class'), 500),
    element_tag: tagOf(element).slice(0, 40),
    element_text: text || null,
    element_href: interactive ? orNull(element.getAttribute('href'), 2048) : null,
    x_coordinate: Math.round(point.x),
    y_coordinate: Math.round(point.y),
  };
}

type PointerClick = { detail: number; pageX: number; pageY: number };
type Box = { left: number; top: number; width: number; height: number };

/**
 * Where a click happened, in document coordinates. A click without a pointer (`detail` 0: Enter
 * or Space on a control, or a script) has no position: it counts at the centre of its element.
 */
export function clickPoint(event: PointerClick, box: () => Box, scroll: { x: number; y: number }) {
  if (event.detail > 0) return { x: event.pageX, y: event.pageY };
  const rect = box();
  return { x: rect.left + rect.width / 2 + scroll.x, y: rect.top + rect.height / 2 + scroll.y };
}

/**
 * One event per click burst: the second and later clicks of a double or triple click (the
 * browser's `detail` count, same spot within its double-click time) add nothing to a click map.
 */
export const isRepeatClick = (event: { detail: number }) => event.detail > 1;
