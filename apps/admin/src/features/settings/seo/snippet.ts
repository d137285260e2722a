/**
 * A search result as search engines show it: the title cut near 60 characters and the description
 * near 160 (they cut by pixel width; characters are the owner's rule of thumb), on a word boundary
 * with an ellipsis, and the page's address as a breadcrumb.
 */

export const TITLE_GOAL = 60;
export const DESCRIPTION_GOAL = 160;

/** The text as shown: whole when it fits, else cut at the last space before the limit, plus “…”. */
export function truncateForSnippet(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')} …`;
}

/** Whether a length is fine, short or too long for its goal. */
export function lengthVerdict(length: number, goal: number): 'empty' | 'short' | 'good' | 'long' {
  if (length === 0) return 'empty';
  if (length > goal) return 'long';
  return length < goal / 2 ? 'short' : 'good';
}

export { SEO_PAGE_PATHS } from '@wegweiser/contracts/constants';

/** `https://example.org/services/packages` → `example.org › services › packages`. */
export function breadcrumb(origin: string, path: string): string {
  const host = new URL(origin).host;
  return [host, ...path.split('/').filter(Boolean)].join(' › ');
}
