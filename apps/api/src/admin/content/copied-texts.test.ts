/** Which copy marks a save keeps (decision 089): claims believed only for real copies, edits clear. */
import { describe, expect, it } from 'vitest';
import type { CopyMark } from '../../repositories/copied-texts-repository';
import { copiedIn, copiedSource, hashText, planCopies } from './copied-texts';
import type { DocumentTexts } from './document-texts';

const texts = (entries: Record<string, Record<string, string>>): DocumentTexts =>
  new Map(Object.entries(entries));
const mark = (field: string, language: string, text: string, from = 'de'): CopyMark => ({
  itemKey: '7',
  field,
  language,
  sourceLanguage: from,
  textHash: hashText(text),
});

describe('planCopies', () => {
  const before = texts({ title: { de: 'Coaching alt' } });
  const after = texts({
    title: { de: 'Coaching neu', fr: 'Coaching alt' },
    summary: { de: 'Kurz', fr: 'Kurz' },
  });
  const plan = (claims: Parameters<typeof planCopies>[0]['claims'], existing: CopyMark[] = []) =>
    planCopies({ claims, existing, before, after, published: texts({}) });

  it.each([
    ['the source as saved', { field: 'summary', language: 'fr', from: 'de' }, 'Kurz'],
    [
      'the source before the save (changed since)',
      { field: 'title', language: 'fr', from: 'de' },
      'Coaching alt',
    ],
  ] as const)('believes a copy of %s', (_, claim, text) => {
    expect(plan([claim])).toEqual({
      put: [{ field: claim.field, language: 'fr', sourceLanguage: 'de', textHash: hashText(text) }],
      remove: [],
    });
  });

  it.each([
    ['a text that is not the source', { field: 'title', language: 'fr', from: 'en' }],
    ['an empty text', { field: 'title', language: 'es', from: 'de' }],
    ['a field the document does not have', { field: 'subtitle', language: 'fr', from: 'de' }],
    ['a language copied from itself', { field: 'summary', language: 'fr', from: 'fr' }],
  ] as const)('drops a claim on %s', (_, claim) => {
    expect(plan([claim])).toEqual({ put: [], remove: [] });
  });

  it('takes a mark away when asked, and when its text was edited; keeps one the website still shows', () => {
    const existing = [
      mark('summary', 'fr', 'Kurz'),
      mark('title', 'fr', 'Coaching ganz alt'),
      mark('title', 'es', 'Web'),
    ];
    expect(
      planCopies({
        claims: [{ field: 'summary', language: 'fr', from: null }],
        existing,
        before,
        after,
        published: texts({ title: { es: 'Web' } }),
      }),
    ).toEqual({
      put: [],
      remove: [
        { field: 'summary', language: 'fr' },
        { field: 'title', language: 'fr' },
      ],
    });
  });
});

describe('a mark', () => {
  it('holds while the text is the copy, and names its source', () => {
    const copy = mark('summary', 'fr', 'Kurz');
    expect(copiedSource(copy, 'Kurz')).toBe('de');
    expect(copiedSource(copy, 'Court')).toBeNull();
    expect(copiedSource(undefined, 'Kurz')).toBeNull();
    expect(copiedIn([copy], texts({ summary: { fr: 'Kurz' } }))).toEqual([
      { field: 'summary', language: 'fr', from: 'de' },
    ]);
    expect(copiedIn([copy], texts({ summary: { fr: 'Kurz und gut' } }))).toEqual([]);
  });
});
