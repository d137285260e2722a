import { describe, expect, it } from 'vitest';
import { elapsedSince, formShownAt } from './spam-signals';

const documentWith = (hydrated: boolean) =>
  ({ documentElement: { dataset: hydrated ? { hydrated: 'true' } : {} } }) as unknown as Document;
const clockAt = (now: number) => ({ now: () => now });

describe('formShownAt', () => {
  it('counts a server-rendered form (seen while hydrating) from the start of the page load', () => {
    expect(formShownAt(documentWith(false), clockAt(2_400))).toBe(0);
  });

  it('counts a form mounted after a client-side navigation from now', () => {
    expect(formShownAt(documentWith(true), clockAt(15_250.5))).toBe(15_250.5);
  });
});

describe('elapsedSince', () => {
  it.each([
    [0, 3_000.4, 3_000],
    [15_250.5, 19_000, 3_750],
    // A clock that went backwards never sends a negative figure.
    [500, 200, 0],
    // A form left open for days sends the contract's ceiling of one day.
    [0, 3 * 86_400_000, 86_400_000],
  ])('from %d to %d is %d ms', (shownAt, now, expected) => {
    expect(elapsedSince(shownAt, now)).toBe(expected);
  });
});
