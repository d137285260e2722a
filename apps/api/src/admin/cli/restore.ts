/**
 * `npm run restore -- <file> [--force]`
 *
 * Loads a backup made by `npm run backup` — from either engine — into the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR), in one transaction: refused or failed, the
 * database stays as it was (decision 065). A database that holds rows is only replaced with
 * --force. With the embedded database, stop the server first: one process at a time may open DATA_DIR.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, invocationDirectory, loadConfig } from '../../config';
import { BackupError, openConnection } from '../../db/backup/connection';
import { restoreBackup } from '../../db/backup/restore';
import { describeDatabase, EMBEDDED_NOTE, formatBytes, formatCount, tableLines } from '../../db/backup/words';

const USAGE = 'usage: npm run restore -- <file> [--force]';

async function main(argv: string[]): Promise<number> {
  let parsed: { positionals: string[]; values: { force?: boolean } };
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { force: { type: 'boolean' } } });
  } catch {
    console.error(USAGE);
    return 2;
  }
  const [name, ...extra] = parsed.positionals;
  if (!name || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  // `npm run` starts in the project's folder; a relative path is meant from where it was typed.
  const file = resolve(invocationDirectory(), name);
  if (config.database.kind === 'pglite') console.info(EMBEDDED_NOTE);

  const connection = await openConnection(config.database, { mustExist: false });
  try {
    const summary = await restoreBackup(connection, file, { force: parsed.values.force === true });
    const rows = summary.tables.reduce((sum, table) => sum + table.rows, 0);
    const { header } = summary;
    console.info(
      `Restored ${file} (made ${header.created_at} from ${header.engine === 'pglite' ? 'an embedded database' : 'PostgreSQL'}, ` +
        `migration ${header.migration.tag}) into ${describeDatabase(config.database)}: ` +
        `${summary.tables.length} tables, ${formatCount(rows)} rows, ${formatBytes(summary.dataBytes)} of data ` +
        `(${formatBytes(summary.fileBytes)} file).`,
    );
    for (const line of tableLines(summary.tables)) console.info(line);
    if (summary.replaced.length > 0) {
      console.info(`What the ${summary.replaced.length} tables held before was replaced (--force).`);
    }
    if (summary.migrated > 0) {
      console.info(`Then applied ${summary.migrated} newer migrations of this Wegweiser.`);
    }
    console.info('Start the server again to serve the restored content.');
    return 0;
  } finally {
    await connection.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof BackupError || error instanceof ConfigError) {
      console.error(`Nothing restored: ${error.message}. The database was not changed.`);
    } else {
      console.error('Nothing restored; the database was not changed:', error);
    }
    process.exitCode = 1;
  },
);
