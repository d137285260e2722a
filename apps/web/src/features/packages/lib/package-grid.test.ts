import { describe, expect, it } from 'vitest';
import { packageGridLayout } from './package-grid';

describe('packageGridLayout', () => {
  it.each([
    [0, 'grid-cols-1', 400],
    [1, 'grid-cols-1', 400],
    [2, 'grid-cols-1 md:grid-cols-2', 850],
    [3, 'grid-cols-1 md:grid-cols-2 lg:grid-cols-3', undefined],
    [7, 'grid-cols-1 md:grid-cols-2 lg:grid-cols-3', undefined],
  ])('%i cards → %s, max width %s', (count, className, maxWidth) => {
    expect(packageGridLayout(count)).toEqual({ className, maxWidth });
  });
});
