/**
 * Which /legal/{slug} addresses can name a page, and when an answer means "no such page": the
 * API's 404, or an answer for another slug (the API also resolves numeric ids, which must not
 * become second addresses of the imprint or the privacy policy).
 */
import { ApiRequestError } from '../../../shared/api/api-client';

const SLUG = /^[a-z0-9-]{1,120}$/;

export const isLegalSlug = (slug: string) => SLUG.test(slug) && !/^\d+$/.test(slug);

export function isMissingLegalPage(
  data: { slug: string } | undefined,
  error: unknown,
  slug: string,
): boolean {
  if (!isLegalSlug(slug)) return true;
  if (data) return data.slug !== slug;
  return error instanceof ApiRequestError && error.status === 404;
}
