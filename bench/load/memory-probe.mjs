/**
 * Imported by the product server's node process in bench:load (before the server): every second it
 * writes `process.memoryUsage()` as JSON to BENCH_MEMORY_FILE, so the benchmark can print the heap
 * next to the RSS it reads from /proc. The timer is unref'd and does nothing else.
 */
import { renameSync, writeFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  setInterval(() => {
    writeFileSync(`${file}.tmp`, JSON.stringify(process.memoryUsage()));
    renameSync(`${file}.tmp`, file);
  }, 1_000).unref();
}
