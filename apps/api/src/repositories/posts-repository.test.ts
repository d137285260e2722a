import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readingTimeMinutes, readingWords } from './posts-repository';

/** The first implementation, by regular expressions: the one-pass count must agree with it. */
function wordsByRegularExpressions(markdown: string): number {
  const cjk = markdown.match(/[\u3400-\u9fff]/g)?.length ?? 0;
  const words = markdown
    .replace(/[\u3400-\u9fff]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return words + cjk / 2;
}

/** Word characters, CJK at both ends of the range and just outside it, and white space of every kind. */
const CHARACTERS = [
  'a',
  'ä',
  '*',
  '#',
  '1',
  '字',
  '\u3400',
  '\u9fff',
  '\u33ff',
  '\ua000',
  ' ',
  '\t',
  '\n',
  '\r',
  '\v',
  '\f',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u200a',
  '\u200b',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
  '\u180e',
  '\u0085',
];

describe('readingTimeMinutes', () => {
  it('is at least one minute', () => {
    expect(readingTimeMinutes('kurz')).toBe(1);
  });
  it('counts 200 words a minute', () => {
    expect(readingTimeMinutes('wort '.repeat(1000))).toBe(5);
  });
  it('counts Chinese characters as half words', () => {
    expect(readingTimeMinutes('字'.repeat(2000))).toBe(5);
  });
  it('counts as the regular expressions did, for any mix of words, CJK and white space', () => {
    const text = fc
      .array(fc.constantFrom(...CHARACTERS), { maxLength: 3_000 })
      .map((characters) => characters.join(''));
    fc.assert(
      fc.property(text, (markdown) => {
        expect(readingWords(markdown)).toBe(wordsByRegularExpressions(markdown));
      }),
      { numRuns: 300 },
    );
  });
});
