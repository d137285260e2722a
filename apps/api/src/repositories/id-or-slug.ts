import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const MAX_INT4 = 2_147_483_647;

/** What a detail lookup's `idOrSlug` names: a numeric id or a slug; null when it cannot match. */
export function parseIdOrSlug(idOrSlug: string): { id: number } | { slug: string } | null {
  if (/^\d+$/.test(idOrSlug)) {
    const id = Number(idOrSlug);
    return id <= MAX_INT4 ? { id } : null;
  }
  return { slug: idOrSlug.toLowerCase() };
}

/** WHERE clause for a detail lookup by numeric id or by slug; null when it cannot match. */
export function idOrSlugWhere(idColumn: PgColumn, slugColumn: PgColumn, idOrSlug: string): SQL | null {
  const by = parseIdOrSlug(idOrSlug);
  if (!by) return null;
  return 'id' in by ? eq(idColumn, by.id) : eq(slugColumn, by.slug);
}

export type Page = { page: number; pageSize: number };
export const offsetOf = ({ page, pageSize }: Page) => (page - 1) * pageSize;
