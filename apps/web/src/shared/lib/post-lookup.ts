/**
 * When a post request means "no such post" (blog post or job posting): the API's 404, or an answer for another slug (the
 * API also resolves numeric ids, which must not become second addresses of a post).
 */
import { ApiRequestError } from '../api/api-client';

export function isMissingPost(data: { slug: string } | undefined, error: unknown, slug: string): boolean {
  if (data) return data.slug !== slug;
  return error instanceof ApiRequestError && error.status === 404;
}
