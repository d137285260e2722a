import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const MAX_INT4 = 2_147_483_647;

/** WHERE clause for a detail lookup by numeric id or by slug; null when it cannot match. */
export function idOrSlugWhere(idColumn: PgColumn, slugColumn: PgColumn, idOrSlug: string): SQL | null {
  if (/^\d+$/.test(idOrSlug)) {
    const id = Number(idOrSlug);
    return id <= MAX_INT4 ? eq(idColumn, id) : null;
  }
  return eq(slugColumn, idOrSlug.toLowerCase());
}

export type Page = { page: number; pageSize: number };
export const offsetOf = ({ page, pageSize }: Page) => (page - 1) * pageSize;
