/**
 * `npm run backup -- [--out FILE]`
 *
 * Writes every table of the configured database (DATABASE_URL, or the embedded one in DATA_DIR) to
 * one gzip'd file, in one consistent snapshot (decision 065). `npm run restore` loads it into either
 * engine. With the embedded database, stop the server first: one process at a time may open DATA_DIR.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, invocationDirectory, loadConfig } from '../../config';
import { writeBackup } from '../../db/backup/backup';
import { BackupError, openConnection } from '../../db/backup/connection';
import { defaultFileName } from '../../db/backup/format';
import { describeDatabase, EMBEDDED_NOTE, formatBytes, formatCount, tableLines } from '../../db/backup/words';

const USAGE = 'usage: npm run backup -- [--out <file>]';

async function main(argv: string[]): Promise<number> {
  let values: { out?: string };
  try {
    ({ values } = parseArgs({ args: argv, options: { out: { type: 'string' } } }));
  } catch {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  // `npm run` starts in the project's folder; a relative --out is meant from where it was typed.
  const file = resolve(invocationDirectory(), values.out ?? defaultFileName());
  if (config.database.kind === 'pglite') console.info(EMBEDDED_NOTE);

  const connection = await openConnection(config.database, { mustExist: true });
  try {
    const summary = await writeBackup(connection, file);
    const rows = summary.tables.reduce((sum, table) => sum + table.rows, 0);
    console.info(
      `Backed up ${describeDatabase(config.database)} (migration ${summary.header.migration.tag}): ` +
        `${summary.tables.length} tables, ${formatCount(rows)} rows, to ${file} (${formatBytes(summary.bytes)}).`,
    );
    for (const line of tableLines(summary.tables)) console.info(line);
    console.info('Restore it with: npm run restore -- <file>');
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
      console.error(`No backup written: ${error.message}`);
    } else {
      console.error('No backup written:', error);
    }
    process.exitCode = 1;
  },
);
