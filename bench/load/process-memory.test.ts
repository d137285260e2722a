/** bench:load's line about the garbage collector in a measured window (process-memory.ts). */
import { describe, expect, it } from 'vitest';
import { gcBetween } from './process-memory';

describe('gcBetween', () => {
  it("counts the window's pauses per kind, with their rate, sum and mean", () => {
    const before = { minor: { count: 10, ms: 40, maxMs: 9 } };
    const after = {
      minor: { count: 110, ms: 540, maxMs: 29 },
      incremental: { count: 2, ms: 30, maxMs: 20 },
    };
    expect(gcBetween(before, after, 20)).toBe(
      'minor 100 × (5.0/s), 500 ms, mean 5.0 ms, longest 29.0 ms; ' +
        'incremental 2 × (0.1/s), 30 ms, mean 15.0 ms, longest 20.0 ms',
    );
  });

  it('says when the longest pause may have come before the window', () => {
    const before = { minor: { count: 10, ms: 40, maxMs: 12 } };
    const after = { minor: { count: 12, ms: 46, maxMs: 12 } };
    expect(gcBetween(before, after, 2)).toBe('minor 2 × (1.0/s), 6 ms, mean 3.0 ms, longest ≤ 12.0 ms');
  });

  it('a window without pauses says so', () => {
    const same = { minor: { count: 3, ms: 9, maxMs: 4 } };
    expect(gcBetween(same, same, 20)).toBe('no pauses');
  });
});
