/**
 * A post list's state (blog, career) lives in the URL (?category=slug&page=n) so filtered lists can be shared
 * and the back button works. Values the API would reject are ignored instead of failing the page.
 */
export type ListQuery = { category: string | undefined; page: number };

const CATEGORY = /^[a-z0-9-]{1,120}$/i;

export function readListQuery(search: URLSearchParams): ListQuery {
  const category = search.get('category') ?? '';
  const page = Number(search.get('page'));
  return {
    category: CATEGORY.test(category) ? category : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The site URL of a list view; the first page and "all categories" stay out of the query. */
export function listHref(path: string, query: ListQuery): string {
  const search = new URLSearchParams();
  if (query.category) search.set('category', query.category);
  if (query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The page number named by the API's next/previous link, or null when there is none. */
export function pageFromLink(link: string | null | undefined): number | null {
  if (!link) return null;
  const page = Number(new URL(link, 'http://internal').searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : null;
}
