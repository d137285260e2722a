/**
 * A release's migrations that failed (decision 068). Drizzle's migrator runs every pending
 * migration in one transaction, so a failure leaves schema and data as they were; this names what
 * failed in words a log may carry (decision 018 keeps driver messages out of the logs): the
 * migration's tag from the journal and the SQLSTATE — both ours, never a visitor's input.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { isConnectionFailure } from './availability';

export class MigrationFailedError extends Error {
  override name = 'MigrationFailedError';
  constructor(
    /** The journal tag of the migration whose statement failed (`0012_…`), or null if unknown. */
    readonly migration: string | null,
    /** The database's SQLSTATE (`42P01`), or null. */
    readonly code: string | null,
    options: { cause: unknown },
  ) {
    super(
      `migration ${migration ?? '(unknown)'} failed${code ? ` (SQLSTATE ${code})` : ''}: ` +
        'every pending migration was rolled back',
      options,
    );
  }
}

/** A log line's words for a set-up failure: the failed migration when it was one. */
export function setUpFailure(error: unknown, fallback: string): string {
  return error instanceof MigrationFailedError ? `database set-up failed: ${error.message}` : fallback;
}

/** Runs `migrate` over `folder`; a failure comes back as MigrationFailedError naming the migration. */
export async function migrateNamingFailure(folder: string, migrate: () => Promise<void>): Promise<void> {
  try {
    await migrate();
  } catch (error) {
    // A lost connection is an outage (retried as such), not a broken release.
    if (isConnectionFailure(error)) throw error;
    throw new MigrationFailedError(failedMigration(folder, error), sqlState(error), { cause: error });
  }
}

function sqlState(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The tag of the migration holding the failed statement (Drizzle's error carries its SQL). */
function failedMigration(folder: string, error: unknown): string | null {
  const query = (error as { query?: unknown }).query;
  if (typeof query !== 'string') return null;
  try {
    const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number; tag: string }[];
    };
    const migration = readMigrationFiles({ migrationsFolder: folder }).find((candidate) =>
      candidate.sql.some((statement) => statement.trim() === query.trim()),
    );
    if (!migration) return null;
    return journal.entries.find((entry) => entry.when === migration.folderMillis)?.tag ?? null;
  } catch {
    return null;
  }
}
