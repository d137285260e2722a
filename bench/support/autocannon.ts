/** Load runs and the result table shared by the HTTP benchmarks. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from './processes';

export type LoadSettings = { connections: number; duration: number; warmup: number };

export type Row = {
  target: string;
  url: string;
  bytes: number;
  reqPerSec: number;
  p99: number;
  non2xx: number;
  errors: number;
};

/** A warm-up run, then the measured run, against one URL. */
export async function measure(
  target: string,
  url: string,
  bytes: number,
  settings: LoadSettings,
  headers: Record<string, string> = {},
): Promise<Row> {
  const { connections, duration, warmup } = settings;
  if (warmup > 0) {
    process.stderr.write(`warm-up  ${target}: ${warmup} s\n`);
    await autocannon({ url, connections, duration: warmup, headers });
  }
  process.stderr.write(`measure  ${target}: ${connections} connections, ${duration} s\n`);
  const result = await autocannon({ url, connections, duration, headers });
  return {
    target,
    url,
    bytes,
    reqPerSec: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A Markdown table; the last column is each row's req/s divided by the reference's. */
export function table(rows: Row[], reference: Row | undefined): string[] {
  const header = ['target', 'body bytes', 'req/s (avg)', 'p99 ms', 'non-2xx', 'errors', 'req/s ÷ nginx'];
  const body = rows.map((row) => [
    row.target,
    String(row.bytes),
    row.reqPerSec.toFixed(0),
    String(row.p99),
    String(row.non2xx),
    String(row.errors),
    row === reference ? '1.00' : (row.reqPerSec / (reference?.reqPerSec ?? Number.NaN)).toFixed(2),
  ]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...body.map((line) => line[i]?.length ?? 0)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((width, i) => (i === 0 ? `${'-'.repeat(width + 1)}-` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [format(header), rule, ...body.map(format)];
}

/** Rows that saw non-2xx answers, errors or no throughput at all. */
export const failedRows = (rows: Row[]) =>
  rows.filter((row) => row.non2xx > 0 || row.errors > 0 || row.reqPerSec === 0);

export function autocannonVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'node_modules/autocannon/package.json'), 'utf8'));
    return `autocannon ${pkg.version}`;
  } catch {
    return 'autocannon';
  }
}
