/** Home list endpoints answer with a plain array or with `{ results }` (spec section 7). */
export function listBody<T>(body: T[] | { results?: T[] } | null | undefined): T[] {
  if (Array.isArray(body)) return body;
  return Array.isArray(body?.results) ? body.results : [];
}
