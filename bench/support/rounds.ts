/**
 * Interleaved rounds for benchmarks that compare targets on a shared machine (bench:api, decision
 * 126): every target runs once per round, in the given order on even rounds and reversed on odd
 * ones, so load from elsewhere falls on each target alike and neither of two neighbours always goes
 * first. A ratio is taken within each round, then summarised over the rounds.
 */

/** The order of the targets in round `round` (from 0): as given, then reversed, alternately. */
export function roundOrder<T>(targets: readonly T[], round: number): T[] {
  return round % 2 === 0 ? [...targets] : [...targets].reverse();
}

/** The median (the mean of the two middle values for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

export type Summary = { median: number; min: number; max: number };

/** Median and spread (min–max) of per-round values. */
export function summarise(values: readonly number[]): Summary {
  if (values.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN };
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/**
 * Each round's ratio of a target's figure to its reference's in the same round. `rounds[r][i]` is
 * target i's figure in round r (indexed by target, whatever order the round ran them in).
 */
export function roundRatios(
  rounds: readonly (readonly number[])[],
  target: number,
  reference: number,
): number[] {
  return rounds.map((figures) => (figures[target] ?? Number.NaN) / (figures[reference] ?? Number.NaN));
}

/** `0.94 (0.88–1.02)`: a summary as printed, with `digits` decimals. */
export function formatSummary({ median: mid, min, max }: Summary, digits = 2): string {
  return `${mid.toFixed(digits)} (${min.toFixed(digits)}–${max.toFixed(digits)})`;
}
