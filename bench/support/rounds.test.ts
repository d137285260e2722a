/**
 * bench:api's interleaved rounds (decision 126): the order alternates and a ratio is the median of
 * per-round ratios, so one disturbed round moves the spread, not the figure.
 */
import { describe, expect, it } from 'vitest';
import { formatSummary, median, roundOrder, roundRatios, summarise } from './rounds';

describe('roundOrder', () => {
  it.each([
    [0, ['API', 'nginx', 'plain']],
    [1, ['plain', 'nginx', 'API']],
    [2, ['API', 'nginx', 'plain']],
    [5, ['plain', 'nginx', 'API']],
  ])('round %i runs %j', (round, expected) => {
    expect(roundOrder(['API', 'nginx', 'plain'], round)).toEqual(expected);
  });

  it('lets each of two neighbours go first in every other round', () => {
    const firsts = [0, 1, 2, 3].map((round) => roundOrder(['A', 'B'], round)[0]);
    expect(firsts).toEqual(['A', 'B', 'A', 'B']);
  });

  it('leaves the given list alone', () => {
    const targets = ['A', 'B', 'C'];
    roundOrder(targets, 1);
    expect(targets).toEqual(['A', 'B', 'C']);
  });
});

describe('median', () => {
  it.each([
    [[3], 3],
    [[5, 1, 3], 3],
    [[0.71, 1.15, 1.02], 1.02],
    [[4, 1, 3, 2], 2.5],
    [[], Number.NaN],
  ])('of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe('summarise', () => {
  it('gives the median and the min–max of the rounds', () => {
    expect(summarise([0.94, 1.54, 0.91, 0.97, 0.93])).toEqual({ median: 0.94, min: 0.91, max: 1.54 });
  });

  it('prints as "median (min–max)"', () => {
    expect(formatSummary(summarise([0.9, 1.1, 1]))).toBe('1.00 (0.90–1.10)');
    expect(formatSummary(summarise([20.25, 19.5]), 1)).toBe('19.9 (19.5–20.3)');
  });
});

describe('roundRatios', () => {
  it('divides by the reference of the same round', () => {
    // Round 2 is twice as fast for both (the machine was quieter): its ratio is still 0.9.
    const rounds = [
      [9_000, 10_000, 12_000],
      [18_000, 20_000, 24_000],
      [8_000, 10_000, 11_000],
    ];
    expect(roundRatios(rounds, 0, 1)).toEqual([0.9, 0.9, 0.8]);
    expect(roundRatios(rounds, 1, 1)).toEqual([1, 1, 1]);
    expect(summarise(roundRatios(rounds, 2, 1)).median).toBe(1.2);
  });
});
