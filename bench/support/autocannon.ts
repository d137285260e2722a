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
  /** The server's CPU time per answered request in the measured run, µs (when a probe was given). */
  cpuMicros?: number;
  /**
   * The load generator's CPU time per answered request, µs: autocannon runs in this process and
   * shares the machine with the server, so a costlier answer to parse slows the client too.
   */
  clientMicros?: number;
};

/** One load run's figures (bench:api's rounds keep each run's own). */
export type Run = {
  /** Answers counted and the run's length in seconds: their quotient is the run's req/s. */
  requests: number;
  seconds: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The server's CPU seconds in the run, when a probe was given and could read them. */
  serverCpuSeconds?: number;
  /** The load generator's (this process's) CPU seconds in the run. */
  clientCpuSeconds: number;
};

/** One autocannon run against one URL, with the server's and this process's CPU time around it. */
export async function loadRun(
  url: string,
  { connections, duration }: { connections: number; duration: number },
  headers: Record<string, string> = {},
  /** The server's CPU seconds so far (bench/support/cpu.ts), read before and after the run. */
  cpu?: () => number | null,
): Promise<Run> {
  const cpuBefore = cpu?.() ?? null;
  const clientBefore = process.cpuUsage();
  const result = await autocannon({ url, connections, duration, headers });
  const client = process.cpuUsage(clientBefore);
  const cpuAfter = cpu?.() ?? null;
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ...(cpuBefore !== null && cpuAfter !== null ? { serverCpuSeconds: cpuAfter - cpuBefore } : {}),
    clientCpuSeconds: (client.user + client.system) / 1e6,
  };
}

/** A run's answers per second over its whole length. */
export const perSecond = (run: Run) => (run.seconds > 0 ? run.requests / run.seconds : 0);

/** A warm-up run, then the measured run, against one URL. */
export async function measure(
  target: string,
  url: string,
  bytes: number,
  settings: LoadSettings,
  headers: Record<string, string> = {},
  /** The server's CPU seconds so far (bench/support/cpu.ts), read before and after the measured run. */
  cpu?: () => number | null,
): Promise<Row> {
  const { connections, duration, warmup } = settings;
  if (warmup > 0) {
    process.stderr.write(`warm-up  ${target}: ${warmup} s\n`);
    await autocannon({ url, connections, duration: warmup, headers });
  }
  process.stderr.write(`measure  ${target}: ${connections} connections, ${duration} s\n`);
  const run = await loadRun(url, { connections, duration }, headers, cpu);
  const answered = run.requests;
  return {
    ...(run.serverCpuSeconds !== undefined && answered > 0
      ? { cpuMicros: (run.serverCpuSeconds * 1e6) / answered }
      : {}),
    ...(cpu && answered > 0 ? { clientMicros: (run.clientCpuSeconds * 1e6) / answered } : {}),
    target,
    url,
    bytes,
    reqPerSec: perSecond(run),
    p99: run.p99,
    non2xx: run.non2xx,
    errors: run.errors,
  };
}

/**
 * A Markdown table; the last column is each row's req/s divided by the reference's, after the
 * server's CPU µs per request when the rows have it.
 */
export function table(rows: Row[], reference: Row | undefined): string[] {
  const withCpu = rows.some((row) => row.cpuMicros !== undefined);
  const header = ['target', 'body bytes', 'req/s (avg)', 'p99 ms', 'non-2xx', 'errors'];
  if (withCpu) header.push('server CPU µs/req', 'client CPU µs/req');
  header.push('req/s ÷ nginx');
  const body = rows.map((row) => [
    row.target,
    String(row.bytes),
    row.reqPerSec.toFixed(0),
    String(row.p99),
    String(row.non2xx),
    String(row.errors),
    ...(withCpu ? [micros(row.cpuMicros), micros(row.clientMicros)] : []),
    row === reference ? '1.00' : (row.reqPerSec / (reference?.reqPerSec ?? Number.NaN)).toFixed(2),
  ]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...body.map((line) => line[i]?.length ?? 0)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((width, i) => (i === 0 ? `${'-'.repeat(width + 1)}-` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [format(header), rule, ...body.map(format)];
}

const micros = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(1));

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
