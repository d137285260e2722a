/** Reading a console page's URL search parameters: anything unexpected is left out, never an error. */

/** A page number above 1 (page 1 is left out of the URL). */
export function pageNumber(value: unknown): number | undefined {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : undefined;
}

/** One of the allowed values, or nothing. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

/** A search text, trimmed and cut to `max` characters; nothing when empty. */
export function searchText(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim().slice(0, max);
  return text === '' ? undefined : text;
}
