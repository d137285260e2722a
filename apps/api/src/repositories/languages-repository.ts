import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { languages } from '../db/schema';

export function createLanguagesRepository(db: Database) {
  return {
    async listActive() {
      return db.select().from(languages).where(eq(languages.isActive, true)).orderBy(asc(languages.order));
    },
  };
}
