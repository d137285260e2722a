/**
 * Which /legal/{slug} addresses can name a page, and when an answer means "no such page": an
 * address that cannot name one, else the one missing-item rule (shared/data/item), which also
 * keeps numeric ids from becoming second addresses of the imprint or the privacy policy.
 */
import { isMissingItem } from '../../../shared/data/item';

const SLUG = /^[a-z0-9-]{1,120}$/;

export const isLegalSlug = (slug: string) => SLUG.test(slug) && !/^\d+$/.test(slug);

export function isMissingLegalPage(
  data: { slug: string } | undefined,
  error: unknown,
  slug: string,
): boolean {
  return !isLegalSlug(slug) || isMissingItem({ data, error }, slug);
}
