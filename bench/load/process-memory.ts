/**
 * What bench:load reads of the server process: resident memory and open sockets from /proc, the
 * heap from the probe the server writes (memory-probe.ts), and the trend of a series of samples.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

const MB = 1024 * 1024;

export const rssBytes = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : Number.NaN;
};

/** The processes whose parent is `pid` (a cluster primary's workers), from /proc. */
export const childPids = (pid: number): number[] =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(pid);
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);

export const openSockets = (pid: number) => {
  let count = 0;
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:')) count += 1;
    } catch {
      // closed meanwhile
    }
  }
  return count;
};

export const heapUsed = (file: string) => {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as NodeJS.MemoryUsage).heapUsed;
  } catch {
    return Number.NaN;
  }
};

/** The collector's pauses of one kind so far, as the probe counts them. */
export type GcPauses = { count: number; ms: number; maxMs: number };
export type GcTotals = Partial<Record<'minor' | 'major' | 'incremental' | 'weakcb' | 'other', GcPauses>>;

/** The server's garbage-collector pauses so far (memory-probe.mjs), or undefined without a probe file. */
export const gcTotals = (file: string): GcTotals | undefined => {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { gc?: GcTotals }).gc;
  } catch {
    return undefined;
  }
};

/**
 * What the collector did between two readings, one line: per kind the pauses, how often, their sum
 * and mean, and the longest (the probe keeps only the longest of the whole run: when that one came
 * before `before`, the window's longest is only known to be no longer).
 */
export function gcBetween(before: GcTotals, after: GcTotals, seconds: number): string {
  const parts: string[] = [];
  for (const kind of ['minor', 'incremental', 'major', 'weakcb', 'other'] as const) {
    const end = after[kind];
    if (!end) continue;
    const start = before[kind] ?? { count: 0, ms: 0, maxMs: 0 };
    const count = end.count - start.count;
    if (count <= 0) continue;
    const ms = end.ms - start.ms;
    const longest =
      end.maxMs > start.maxMs ? `longest ${end.maxMs.toFixed(1)} ms` : `longest ≤ ${end.maxMs.toFixed(1)} ms`;
    parts.push(
      `${kind} ${count} × (${(count / seconds).toFixed(1)}/s), ${ms.toFixed(0)} ms, mean ${(ms / count).toFixed(1)} ms, ${longest}`,
    );
  }
  return parts.length > 0 ? parts.join('; ') : 'no pauses';
}

export const mb = (bytes: number) => (bytes / MB).toFixed(1);

/** Least-squares slope of `values` over `seconds`, per second. */
export function slope(seconds: number[], values: number[]) {
  const n = seconds.length;
  const mx = seconds.reduce((a, b) => a + b, 0) / n;
  const my = values.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i += 1) {
    num += ((seconds[i] ?? 0) - mx) * ((values[i] ?? 0) - my);
    den += ((seconds[i] ?? 0) - mx) ** 2;
  }
  return den === 0 ? 0 : num / den;
}
