/**
 * The click event's element fields (spec section 7). Only links and buttons are recorded, never
 * form field values; texts are cut at 100 characters and every field to the API's limits.
 */
import { ANALYTICS } from '@wegweiser/contracts/constants';

/** Elements whose clicks are recorded: links and buttons. */
export const CLICKABLE_SELECTOR =
  'a[href], button, [role="button"], [role="link"], input[type="submit"], input[type="button"], input[type="reset"]';

/** The part of an Element the click fields are read from (a plain object in tests). */
export type ClickedElement = {
  id: string;
  tagName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
};

const HIGH_SURROGATE = /[\uD800-\uDBFF]$/;

/** Whitespace collapsed, then the first `max` characters (never half of an emoji). */
export function cutText(text: string, max: number = ANALYTICS.clickTextMaxLength): string {
  const cut = text.replace(/\s+/g, ' ').trim().slice(0, max);
  return HIGH_SURROGATE.test(cut) ? cut.slice(0, -1) : cut;
}

const orNull = (value: string | null | undefined, max: number) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : null;
};

export function clickData(element: ClickedElement, point: { x: number; y: number }) {
  const tag = element.tagName.toLowerCase();
  const own = cutText((tag === 'input' ? element.getAttribute('value') : element.textContent) ?? '');
  const text = own || cutText(element.getAttribute('aria-label') ?? '');
  return {
    element_id: orNull(element.id, 200),
    element_class: orNull(element.getAttribute('class'), 500),
    element_tag: tag.slice(0, 40),
    element_text: text || null,
    element_href: orNull(element.getAttribute('href'), 2048),
    x_coordinate: Math.round(point.x),
    y_coordinate: Math.round(point.y),
  };
}
