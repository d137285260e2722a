/**
 * How long the site's markdown renderer takes on hostile text (issue 23 point 1, decision 078): the
 * probe's inputs and the patterns that make markdown parsers slow, each up to the 100,000
 * characters a text may hold, then generated hostile texts. Each is rendered from scratch (never
 * answered from what the renderer keeps) BENCH_ROUNDS times; the save-time limit check is timed
 * too. Exits 1 when the worst render or check is over 200 ms, the bound.
 */
import { markdownLimitProblem } from '@wegweiser/contracts/markdown-limits';
import fc from 'fast-check';
import { markdownToHtml } from '../../packages/markdown/src/markdown-html';
import { HOSTILE_MARKDOWN, hostileMarkdown } from '../../packages/markdown/src/testing/hostile-inputs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const GENERATED = Number(process.env.BENCH_GENERATED ?? 200);
const BOUND_MS = 200;

let unique = 0;
/** One render that cannot be answered from the renderer's kept sources (a different last line). */
function renderOnce(source: string): number {
  unique += 1;
  const started = performance.now();
  markdownToHtml(`${source}\n\n${unique}`);
  return performance.now() - started;
}
function checkOnce(source: string): number {
  const started = performance.now();
  markdownLimitProblem(source);
  return performance.now() - started;
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

// Warm up the parser's code paths.
for (const source of Object.values(HOSTILE_MARKDOWN)) renderOnce(source.slice(0, 2_000));

type Row = { name: string; length: number; shown: string; median: number; max: number; check: number };
const rows: Row[] = [];
for (const [name, source] of Object.entries(HOSTILE_MARKDOWN)) {
  const times = Array.from({ length: ROUNDS }, () => renderOnce(source));
  rows.push({
    name,
    length: source.length,
    shown: markdownLimitProblem(source) ? 'plain text' : 'markdown',
    median: median(times),
    max: Math.max(...times),
    check: Math.max(...Array.from({ length: ROUNDS }, () => checkOnce(source))),
  });
}

console.info(`markdown render, ${ROUNDS} rounds each (ms):\n`);
console.info(`${'input'.padEnd(58)} ${'chars'.padStart(7)}  ${'shown as'.padEnd(10)} median     max   check`);
for (const row of rows) {
  console.info(
    `${row.name.padEnd(58)} ${String(row.length).padStart(7)}  ${row.shown.padEnd(10)} ${row.median.toFixed(1).padStart(6)} ${row.max.toFixed(1).padStart(7)} ${row.check.toFixed(1).padStart(7)}`,
  );
}

const generated = fc.sample(hostileMarkdown(), { numRuns: GENERATED, seed: 2026_11_28 });
let worstGenerated = { ms: 0, length: 0, shown: '' };
let worstGeneratedCheck = 0;
for (const source of generated) {
  const ms = renderOnce(source);
  if (ms > worstGenerated.ms)
    worstGenerated = {
      ms,
      length: source.length,
      shown: markdownLimitProblem(source) ? 'plain text' : 'markdown',
    };
  worstGeneratedCheck = Math.max(worstGeneratedCheck, checkOnce(source));
}
console.info(
  `\n${GENERATED} generated hostile texts: worst render ${worstGenerated.ms.toFixed(1)} ms (${worstGenerated.length} chars, ${worstGenerated.shown}), worst limit check ${worstGeneratedCheck.toFixed(1)} ms`,
);

const worst = Math.max(worstGenerated.ms, ...rows.map((row) => row.max));
const worstCheck = Math.max(worstGeneratedCheck, ...rows.map((row) => row.check));
console.info(
  `worst render ${worst.toFixed(1)} ms, worst limit check ${worstCheck.toFixed(1)} ms (bound ${BOUND_MS} ms)`,
);
if (worst > BOUND_MS || worstCheck > BOUND_MS) {
  console.error(`over the ${BOUND_MS} ms bound`);
  process.exit(1);
}
