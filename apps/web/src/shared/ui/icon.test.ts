import { HeartIcon, SparklesIcon, TrophyIcon } from '@heroicons/react/24/outline';
import { describe, expect, it } from 'vitest';
import { resolveIcon } from './icon';

describe('resolveIcon', () => {
  it('maps a spec icon name', () => {
    expect(resolveIcon('TrophyIcon', 'heart')).toBe(TrophyIcon);
  });
  it('falls back to a heart for services and sparkles for packages', () => {
    expect(resolveIcon('UnknownIcon', 'heart')).toBe(HeartIcon);
    expect(resolveIcon(null, 'sparkles')).toBe(SparklesIcon);
    expect(resolveIcon('toString', 'sparkles')).toBe(SparklesIcon);
  });
});
