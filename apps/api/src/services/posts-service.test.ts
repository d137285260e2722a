import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BlogRow } from '../repositories/posts-repository';
import { blogFields, categoryView, postBase, readingTimeMinutes, readingWords } from './posts-service';

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

describe('a post as the site shows it', () => {
  const frOverDe = { language: 'fr', fallback: 'de' } as const;
  const post: BlogRow = {
    id: 3,
    slug: 'nein-sagen',
    categoryId: 1,
    title: { de: 'Nein sagen', fr: 'Dire non' },
    excerpt: { de: 'Kurz' },
    content: { de: 'wort '.repeat(400), fr: 'mot '.repeat(600) },
    coverImage: 'javascript:alert(1)',
    coverImageAlt: { de: 'Bild' },
    authorName: 'Anna',
    isPublished: true,
    isFeatured: false,
    publishedAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-02T00:00:00Z'),
  };
  const category = { id: 1, slug: 'alltag', name: { de: 'Alltag' }, order: 0 };

  it('the summary fields in the language, else the default language’s, the category with them', () => {
    expect(postBase(frOverDe, post, category)).toEqual({
      id: 3,
      slug: 'nein-sagen',
      title: 'Dire non',
      published_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-02T00:00:00.000Z',
      is_featured: false,
      category: { id: 1, slug: 'alltag', name: 'Alltag' },
      language: 'fr',
    });
    expect(postBase(frOverDe, post, null).category).toBeNull();
  });

  it("a blog post's reading time is of the text in the language; a bad cover URL reads as none", () => {
    const t = (translations: Record<string, string>) => translations.fr?.trim() || translations.de || '';
    expect(blogFields(post, t)).toEqual({
      excerpt: 'Kurz',
      cover_image: null,
      cover_image_alt: 'Bild',
      author_name: 'Anna',
      reading_time_minutes: 3,
    });
  });

  it('a category with its number of published posts', () => {
    expect(categoryView(frOverDe, { category, postCount: 4 })).toEqual({
      id: 1,
      slug: 'alltag',
      name: 'Alltag',
      post_count: 4,
    });
  });
});
