/**
 * Every managed text of the spec and of the seed has a description in both console languages
 * (decision 092): a new text without one fails here, so no key reaches the owner unexplained.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DURATION_UNIT_CONTENT_TYPES,
  HOME_CONTENT_TYPES,
  PACKAGE_DETAIL_CONTENT_TYPES,
} from '@wegweiser/contracts/constants';
import { LAYOUT_CONTENT_TYPES } from '@wegweiser/contracts/layout-texts';
import { describe, expect, it } from 'vitest';
import { describeText, managedTextName, TEXT_DESCRIPTIONS } from '../../../shared/content/text-descriptions';
import { GROUP_ORDER, groupOf } from './text-groups';

/** The seed's texts, read from its source (the console does not import the API). */
const SEED = join(process.cwd(), 'apps/api/src/db/seed/data/static-content.ts');
const seedKeys = [...readFileSync(SEED, 'utf8').matchAll(/^ {2}([a-z0-9_]+): \{/gm)].map(
  (match) => match[1] ?? '',
);

describe('what each managed text is', () => {
  const keys = [
    ...new Set([
      ...HOME_CONTENT_TYPES,
      ...PACKAGE_DETAIL_CONTENT_TYPES,
      ...DURATION_UNIT_CONTENT_TYPES,
      ...LAYOUT_CONTENT_TYPES,
      ...seedKeys,
    ]),
  ];

  it('reads the seed', () => {
    expect(seedKeys.length).toBeGreaterThan(80);
    expect(seedKeys).toContain('hero_title');
  });

  it('is described in German and English for every text of the spec and the seed', () => {
    const undescribed = keys.filter(
      (key) => !describeText(key, 'de')?.trim() || !describeText(key, 'en')?.trim(),
    );
    expect(undescribed).toEqual([]);
  });

  it('is said in words, never with a key, and sits on a page', () => {
    for (const [key, described] of Object.entries(TEXT_DESCRIPTIONS)) {
      // Placeholders the text must keep ({site_name}) are what she types, not a key.
      expect(described.de.replace(/\{[a-z_]+\}/g, ''), key).not.toMatch(/_/);
      expect(described.en.replace(/\{[a-z_]+\}/g, ''), key).not.toMatch(/_/);
      expect(GROUP_ORDER, key).toContain(described.group);
      expect(groupOf(key), key).not.toBe('other');
    }
  });

  it('names a text by page and what it is, for the audit log and the translation report', () => {
    expect(managedTextName('hero_title', 'de')).toBe('Startseite · Einleitung → Große Überschrift oben');
    expect(managedTextName('hero_title', 'en')).toBe('Home page · introduction → Large heading at the top');
    expect(managedTextName('about_cta_button', 'de')).toBe(
      'Startseite · Über Sie und Einladung → Knopf der Einladung',
    );
    expect(managedTextName('something_new', 'de')).toBeUndefined();
    expect(managedTextName('toString', 'de')).toBeUndefined();
  });
});
