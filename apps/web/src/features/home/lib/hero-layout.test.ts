import { describe, expect, it } from 'vitest';
import { heroLayout } from './hero-layout';

describe('heroLayout', () => {
  it.each([
    ['media_right', false, false, 'grid-cols-1 lg:grid-cols-2', ''],
    ['media_left', false, false, 'grid-cols-1 lg:grid-cols-2', 'lg:order-first'],
    ['media_top', true, true, 'grid-cols-1', ''],
    ['media_bottom', false, true, 'grid-cols-1', ''],
  ] as const)('%s → media first %s, centred %s', (value, mediaFirst, centred, grid, media) => {
    expect(heroLayout(value)).toEqual({ variant: value, mediaFirst, centred, grid, media });
  });

  it('falls back to media_right for a missing or unknown layout', () => {
    expect(heroLayout(null).variant).toBe('media_right');
    expect(heroLayout('diagonal').variant).toBe('media_right');
  });
});
