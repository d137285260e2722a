import { describe, expect, it } from 'vitest';
import { cardGridLayout } from './card-grid';

describe('cardGridLayout', () => {
  it.each([
    // count, kind, columns, max width (px)
    [1, 'packages', 1, 400],
    [2, 'packages', 2, 850],
    [3, 'packages', 3, null],
    [7, 'packages', 3, null],
    [1, 'services', 1, 448],
    [2, 'services', 2, null],
    [3, 'services', 3, null],
    [6, 'services', 3, null],
  ] as const)('%i %s → %i columns, max width %s', (count, kind, columns, maxWidthPx) => {
    const layout = cardGridLayout(count, kind);
    expect(layout.columns).toBe(columns);
    expect(layout.maxWidthPx).toBe(maxWidthPx);
  });

  it('uses a single column for one card, two from medium screens for two, three on large screens for more', () => {
    expect(cardGridLayout(1, 'services').className).toBe('grid-cols-1');
    expect(cardGridLayout(2, 'packages').className).toBe('grid-cols-1 md:grid-cols-2');
    expect(cardGridLayout(3, 'packages').className).toContain('lg:grid-cols-3');
    expect(cardGridLayout(2, 'services').className).not.toContain('grid-cols-3');
  });
});
