/**
 * bench:api's printed result (decision 126): one row per target over all rounds, the per-round
 * ratios of each API endpoint to its nginx answer, and how their heads differ on the wire.
 */
import { perSecond, type Run } from '../support/autocannon';
import { print } from '../support/processes';
import { formatSummary, roundRatios, summarise } from '../support/rounds';
import { headDifference, wireHead } from '../support/wire-head';
import { ENDPOINTS, type Target } from './targets';

/** Issue 26 point 7: a cached API answer at least this share of nginx's req/s for the same answer. */
export const GOAL = 0.9;

const sum = (runs: Run[], pick: (run: Run) => number) => runs.reduce((total, run) => total + pick(run), 0);

function markdownTable(header: string[], body: string[][]): string[] {
  const widths = header.map((cell, i) => Math.max(cell.length, ...body.map((line) => line[i]?.length ?? 0)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((width, i) => `${'-'.repeat(width + 1)}${i === 0 ? '-' : ':'}`).join('|')}|`;
  return [format(header), rule, ...body.map(format)];
}

/** Prints the result; returns the targets with non-2xx answers, errors or no answers at all. */
export async function report(targets: Target[], runs: Run[][]): Promise<string[]> {
  const rates = runs.map((round) => round.map(perSecond));
  const heads = await Promise.all(targets.map((target) => wireHead(target.url)));
  const rows = targets.map((target, i) => {
    const own = runs.map((round) => round[i] as Run);
    const requests = sum(own, (run) => run.requests);
    const server = own.every((run) => run.serverCpuSeconds !== undefined)
      ? ((sum(own, (run) => run.serverCpuSeconds ?? 0) * 1e6) / requests).toFixed(1)
      : '–';
    const ratio =
      target.reference === i ? '1' : formatSummary(summarise(roundRatios(rates, i, target.reference)));
    return [
      target.name,
      String(target.bytes),
      String(Buffer.byteLength(heads[i] ?? '', 'latin1')),
      formatSummary(summarise(rates.map((round) => round[i] ?? 0)), 0),
      String(Math.max(...own.map((run) => run.p99))),
      String(sum(own, (run) => run.non2xx)),
      String(sum(own, (run) => run.errors)),
      server,
      ((sum(own, (run) => run.clientCpuSeconds) * 1e6) / requests).toFixed(1),
      ratio,
      targets[target.reference]?.name ?? '',
    ];
  });
  const header = [
    'target',
    'body B',
    'head B',
    'req/s median (min–max)',
    'p99 ms (max)',
    'non-2xx',
    'errors',
    'server CPU µs/req',
    'client CPU µs/req',
    '÷ reference, median (min–max)',
    'reference',
  ];
  for (const line of markdownTable(header, rows)) print(line);

  print();
  print(`each API endpoint ÷ its nginx answer, per round (goal ≥ ${GOAL} × over the rounds' median):`);
  ENDPOINTS.forEach((endpoint, e) => {
    const api = 2 * e;
    const ratios = roundRatios(rates, api, api + 1);
    const { median } = summarise(ratios);
    const verdict = median >= GOAL ? 'met' : 'not met';
    print(
      `  ${endpoint.name}: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')} → median ${median.toFixed(2)} (${verdict})`,
    );
  });
  print();
  print('heads on the wire, API against its nginx answer (Date left out):');
  ENDPOINTS.forEach((endpoint, e) => {
    const { onlyA, onlyB, differ } = headDifference(heads[2 * e] ?? '', heads[2 * e + 1] ?? '');
    const list = (names: string[]) => (names.length > 0 ? names.join(', ') : '—');
    print(
      `  ${endpoint.name}: only the API's ${list(onlyA)}; only nginx's ${list(onlyB)}; other values ${list(differ)}`,
    );
  });
  print();
  for (const target of targets) print(`${target.name}: ${target.url}`);

  return targets
    .filter((_, i) =>
      runs.some((round) => {
        const run = round[i] as Run;
        return run.non2xx > 0 || run.errors > 0 || run.requests === 0;
      }),
    )
    .map((target) => target.name);
}
