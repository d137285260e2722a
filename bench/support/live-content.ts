/**
 * Reading public answers until a change shows (bench:publish, bench:cluster): cache warming, polling
 * for a text, the processes listening for content changes, and percentiles.
 */
import pg from 'pg';

export const GIVE_UP_MS = 10_000;

export async function get(url: string) {
  const response = await fetch(url, { headers: { 'accept-language': 'de' } });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return { body, cache: response.headers.get('x-cache') };
}

/** Reads `url` until the answer comes from the cache (the second read at the latest). */
export async function warm(url: string) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if ((await get(url)).cache === 'HIT') return;
  }
  throw new Error(`${url} is not served from the cache`);
}

/** Polls `url` back to back until its body contains `text`; the ms since `since`. */
export async function until(url: string, text: string, since: number): Promise<number> {
  for (;;) {
    if ((await get(url)).body.includes(text)) return performance.now() - since;
    if (performance.now() - since > GIVE_UP_MS) throw new Error(`"${text}" did not appear at ${url} in 10 s`);
  }
}

/** The processes' listen connections on the database (pg_stat_activity). */
export async function listeners(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(
      "select count(*)::int as count from pg_stat_activity where datname = current_database() and application_name like 'wegweiser listen %'",
    );
    return (result.rows[0] as { count: number }).count;
  } finally {
    await client.end();
  }
}

/** Waits until `count` processes listen for content changes. */
export async function waitForListeners(url: string, count: number) {
  for (let waited = 0; (await listeners(url)) < count; waited += 100) {
    if (waited > 10_000) throw new Error(`the ${count} processes do not all listen for content changes`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** p50, p95 and max of `values` and a Markdown table row of them, in ms. */
export function summary(name: string, values: number[], width = 34) {
  const sorted = [...values].sort((x, y) => x - y);
  const ms = (value: number) => `${Math.round(value)}`.padStart(6);
  return {
    p95: percentile(sorted, 95),
    line: `| ${name.padEnd(width)} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(sorted[sorted.length - 1] ?? 0)} |`,
  };
}
