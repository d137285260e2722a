/** The console draws the same Heroicon the site draws for every icon name, and names each in words. */
import * as outline from '@heroicons/react/24/outline';
import { ICON_NAMES } from '@wegweiser/contracts/constants';
import { describe, expect, it } from 'vitest';
import { ICON_WORDS } from '../content/config/icon-names';
import { ICONS, resolveIcon } from './named-icon';

describe('the card icons', () => {
  it('covers every icon name with the Heroicon of that name and a German and English word', () => {
    expect(Object.keys(ICONS).sort()).toEqual([...ICON_NAMES].sort());
    for (const name of ICON_NAMES) {
      // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the test compares every icon by its name
      expect(ICONS[name]).toBe(outline[name]);
      expect(ICON_WORDS[name].de).not.toMatch(/Icon$/);
      expect(ICON_WORDS[name].en).not.toMatch(/Icon$/);
    }
  });

  it('falls back to the heart for services and the sparkles for packages', () => {
    expect(resolveIcon('NoSuchIcon', 'heart')).toBe(outline.HeartIcon);
    expect(resolveIcon('', 'sparkles')).toBe(outline.SparklesIcon);
  });
});
