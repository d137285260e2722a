import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedRead } from '../db/prepared-read';
import { languages } from '../db/schema';

export function createLanguagesRepository(db: Database) {
  // Read by every render: built once (decision 125).
  const active = preparedRead('languages_active', () =>
    db.select().from(languages).where(eq(languages.isActive, true)).orderBy(asc(languages.order)),
  );
  return {
    async listActive() {
      return active();
    },
  };
}
