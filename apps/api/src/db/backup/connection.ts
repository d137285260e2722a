/**
 * One plain connection for backup and restore, on either engine: no pool, no query timeout (a
 * table of images or a year of analytics takes longer than a request's budget), and no Drizzle —
 * both only speak SQL that PGlite and PostgreSQL share.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseConfig } from '../../config';

export type Row = Record<string, unknown>;

export type Connection = {
  engine: DatabaseConfig['kind'];
  /** One statement with `$1…` parameters. */
  query: <T extends Row = Row>(text: string, params?: unknown[]) => Promise<T[]>;
  /** Statements without parameters, several allowed (the migrations). */
  exec: (text: string) => Promise<void>;
  close: () => Promise<void>;
};

export class BackupError extends Error {}

/**
 * Opens the configured database. `mustExist`: an embedded database folder that holds no database
 * is an error (a backup of nothing), not a new empty database.
 */
export async function openConnection(
  config: DatabaseConfig,
  { mustExist }: { mustExist: boolean },
): Promise<Connection> {
  if (config.kind === 'postgres') {
    const client = new pg.Client({ connectionString: config.url });
    client.on('error', () => {}); // reported through the failing query instead
    try {
      await client.connect();
    } catch (error) {
      throw new BackupError(`the database is not reachable (DATABASE_URL): ${(error as Error).message}`);
    }
    return {
      engine: 'postgres',
      query: async <T extends Row>(text: string, params?: unknown[]) =>
        (await client.query(text, params)).rows as T[],
      exec: async (text) => {
        await client.query(text);
      },
      close: () => client.end(),
    };
  }
  if (config.dataDir === null) {
    throw new BackupError('an in-memory database cannot be backed up or restored');
  }
  if (mustExist && !existsSync(join(config.dataDir, 'PG_VERSION'))) {
    throw new BackupError(`there is no embedded database in ${config.dataDir} (DATA_DIR)`);
  }
  mkdirSync(config.dataDir, { recursive: true });
  return pgliteConnection(new PGlite(config.dataDir));
}

/** A connection over an open PGlite (also the tests' in-memory databases). */
export function pgliteConnection(client: PGlite): Connection {
  return {
    engine: 'pglite',
    query: async <T extends Row>(text: string, params?: unknown[]) =>
      (await client.query<T>(text, params)).rows,
    exec: async (text) => {
      await client.exec(text);
    },
    close: () => client.close(),
  };
}
