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
 */
import cluster from 'node:cluster';
import { renameSync, writeFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
const interval = Number(process.env.BENCH_MEMORY_INTERVAL_MS ?? 1_000);
if (file && cluster.isPrimary) {
  const temp = `${file}.${process.pid}.tmp`;
  let reported = false;
  setInterval(() => {
    try {
      writeFileSync(temp, JSON.stringify({ pid: process.pid, ...process.memoryUsage() }));
      renameSync(temp, file);
    } catch (error) {
      if (reported) return;
      reported = true;
      process.stderr.write(`memory probe: ${error instanceof Error ? error.message : error}\n`);
    }
  }, interval).unref();
}
