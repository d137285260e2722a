/**
 * CPU time of a started process group (a server and its workers, e.g. nginx's master and worker),
 * from /proc: user + system seconds of every process whose group is `pgid`. Divided by the requests
 * answered, it says what a request costs the server, a figure that another load on the machine
 * changes far less than requests per second (bench:api, decision 117). Linux only; null elsewhere.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

export function groupCpuSeconds(pgid: number | undefined): number | null {
  if (pgid === undefined || !existsSync('/proc/self/stat')) return null;
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // After the command name in parentheses: state, ppid, pgrp, … utime (14th field), stime (15th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS;
}
