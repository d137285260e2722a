/** Console words shared by `npm run backup` and `npm run restore`. */
import type { DatabaseConfig } from '../../config';

export const formatBytes = (bytes: number) => {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
};

export const formatCount = (count: number) => count.toLocaleString('en');

export const describeDatabase = (config: DatabaseConfig) =>
  config.kind === 'postgres'
    ? `the PostgreSQL database ${new URL(config.url).pathname.slice(1) || '(default)'} on ${new URL(config.url).host}`
    : `the embedded database in ${config.dataDir}`;

/** PGlite is one process's: the server must not have DATA_DIR open at the same time. */
export const EMBEDDED_NOTE =
  'With the embedded database, stop the server first: one process at a time may open DATA_DIR.';

/** One line per table that holds rows, and how many are empty. */
export function tableLines(tables: { name: string; rows: number }[]): string[] {
  const filled = tables.filter((table) => table.rows > 0);
  const width = Math.max(0, ...filled.map((table) => table.name.length));
  const lines = filled.map((table) => `  ${table.name.padEnd(width)}  ${formatCount(table.rows)}`);
  const empty = tables.length - filled.length;
  if (empty > 0) lines.push(`  (${empty} ${empty === 1 ? 'table' : 'tables'} empty)`);
  return lines;
}
