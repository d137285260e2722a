/**
 * Imported by the product server's node process in bench:load (before the server): every second it
 * writes `process.memoryUsage()` and its pid as JSON to BENCH_MEMORY_FILE, so the benchmark can
 * print the heap next to the RSS it reads from /proc. The timer is unref'd and does nothing else.
 *
 * With WEB_CONCURRENCY above 1 the workers inherit the primary's `--import` of this probe: only the
 * process the benchmark started (the primary, or the one server process) writes the file, through a
 * temp file of its own, and a failed write is reported, never thrown. Three processes writing one
 * `.tmp` and renaming it raced: one renamed the file away under another, whose rename threw ENOENT
 * from the timer and took a server process down with the requests it was answering (issue 26
 * point 8, decision 121). BENCH_MEMORY_INTERVAL_MS: how often (1000; the probe's test writes faster).
 *
 * With it go the garbage collector's pauses so far (`gc`: count, total and longest pause in ms per
 * kind), so a phase can say how much of its latency tail the collector explains.
 */
import cluster from 'node:cluster';
import { renameSync, writeFileSync } from 'node:fs';
import { constants, PerformanceObserver } from 'node:perf_hooks';

const file = process.env.BENCH_MEMORY_FILE;
const interval = Number(process.env.BENCH_MEMORY_INTERVAL_MS ?? 1_000);
const KINDS = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
};
if (file && cluster.isPrimary) {
  const temp = `${file}.${process.pid}.tmp`;
  /** Pauses of the main thread by kind: { count, ms, maxMs }. */
  const gc = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = KINDS[entry.detail?.kind] ?? 'other';
      gc[kind] ??= { count: 0, ms: 0, maxMs: 0 };
      const pauses = gc[kind];
      pauses.count += 1;
      pauses.ms += entry.duration;
      pauses.maxMs = Math.max(pauses.maxMs, entry.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  let reported = false;
  setInterval(() => {
    try {
      writeFileSync(temp, JSON.stringify({ pid: process.pid, ...process.memoryUsage(), gc }));
      renameSync(temp, file);
    } catch (error) {
      if (reported) return;
      reported = true;
      process.stderr.write(`memory probe: ${error instanceof Error ? error.message : error}\n`);
    }
  }, interval).unref();
}
