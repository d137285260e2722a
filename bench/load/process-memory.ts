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
