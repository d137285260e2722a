import { describe, expect, it } from 'vitest';
import {
  BlogPostCreateSchema,
  BlogPostUpdateSchema,
  ServicePackageCreateSchema,
  SlugSchema,
  StaticContentUpdateSchema,
  ThemeCreateSchema,
} from './console';
import { TRANSLATION_MAX_LENGTH, TranslationsSchema, translations } from './translations';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success
    ? []
    : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('TranslationsSchema', () => {
  it('accepts any subset of the five languages, empty texts included', () => {
    expect(TranslationsSchema.parse({})).toEqual({});
    expect(TranslationsSchema.parse({ de: 'Hallo', zh: '' })).toEqual({ de: 'Hallo', zh: '' });
    expect(TranslationsSchema.parse({ de: 'Zeile 1\nZeile 2' })).toEqual({ de: 'Zeile 1\nZeile 2' });
  });

  it('refuses other keys, other value types and forbidden characters', () => {
    expect(messages(TranslationsSchema.safeParse({ de: 'a', it: 'b' }))).toEqual([': unknown_field']);
    expect(messages(TranslationsSchema.safeParse({ de: 1 }))).toEqual(['de: invalid_value']);
    expect(messages(TranslationsSchema.safeParse({ en: 'a\u0000b' }))).toEqual(['en: invalid_characters']);
    expect(messages(TranslationsSchema.safeParse('text'))).toEqual([': invalid_value']);
    expect(messages(TranslationsSchema.safeParse({ fr: 'x'.repeat(TRANSLATION_MAX_LENGTH + 1) }))).toEqual([
      'fr: too_long',
    ]);
  });

  it('keeps single-line fields on one line and stores NFC', () => {
    expect(messages(translations().safeParse({ de: 'a\nb' }))).toEqual(['de: invalid_characters']);
    expect(translations().parse({ fr: 'e\u0301te\u0301' })).toEqual({ fr: 'été' });
  });

  it('a required field needs non-blank text in at least one language, whichever it is', () => {
    const required = translations({ required: true });
    expect(required.parse({ zh: '标题' })).toEqual({ zh: '标题' });
    expect(messages(required.safeParse({ de: ' ', en: '' }))).toEqual([': required']);
    expect(messages(required.safeParse({}))).toEqual([': required']);
  });
});

describe('create and update schemas', () => {
  const post = { slug: 'erste-schritte', title: { de: 'Erste Schritte' }, content: { de: '# Hallo' } };

  it('a create needs the fields the database cannot default; unknown fields are refused', () => {
    expect(BlogPostCreateSchema.parse(post)).toEqual(post);
    expect(messages(BlogPostCreateSchema.safeParse({ slug: 'x' }))).toEqual([
      'title: required',
      'content: required',
    ]);
    expect(messages(BlogPostCreateSchema.safeParse({ ...post, titel: {} }))).toEqual([': unknown_field']);
  });

  it('an update takes any part and fills in nothing', () => {
    expect(BlogPostUpdateSchema.parse({})).toEqual({});
    expect(BlogPostUpdateSchema.parse({ is_published: true })).toEqual({ is_published: true });
    expect(messages(BlogPostUpdateSchema.safeParse({ published_at: '2026-13-01T00:00:00Z' }))).toEqual([
      'published_at: invalid_datetime',
    ]);
    expect(messages(StaticContentUpdateSchema.safeParse({ content_type: 'hero_title' }))).toEqual([
      ': unknown_field',
    ]);
  });

  it('slugs are lowercase words joined by hyphens, never digits alone', () => {
    for (const slug of ['life-coaching', 'a1', 'kurs-2026']) expect(SlugSchema.parse(slug)).toBe(slug);
    for (const slug of ['', 'Life', 'a--b', '-a', 'a b', '2026', 'x'.repeat(121)]) {
      expect(SlugSchema.safeParse(slug).success, slug).toBe(false);
    }
  });

  it('a theme holds only hex colours and plain font names (both land in CSS)', () => {
    const palette = Object.fromEntries(
      ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'].map((shade) => [shade, '#abc']),
    );
    const theme = {
      name: 'Salbei',
      primary_colors: palette,
      accent_colors: palette,
      dark_colors: { ...palette, '500': 'red;}body{display:none' },
      fonts: { display: 'Fraunces', body: "Inter'" },
    };
    expect(messages(ThemeCreateSchema.safeParse(theme))).toEqual([
      'dark_colors.500: invalid_value',
      'fonts.body: invalid_value',
    ]);
  });

  it('prices fit numeric(10, 2); included services are distinct ids', () => {
    const pkg = { slug: 'paket', name: { de: 'Paket' }, price: '1200.50' };
    expect(ServicePackageCreateSchema.parse({ ...pkg, service_ids: [1, 2] }).service_ids).toEqual([1, 2]);
    expect(messages(ServicePackageCreateSchema.safeParse({ ...pkg, price: '123456789' }))).toEqual([
      'price: invalid_value',
    ]);
    expect(messages(ServicePackageCreateSchema.safeParse({ ...pkg, price: '1.234' }))).toEqual([
      'price: invalid_value',
    ]);
    expect(messages(ServicePackageCreateSchema.safeParse({ ...pkg, service_ids: [1, 1] }))).toEqual([
      'service_ids: invalid_value',
    ]);
    expect(messages(ServicePackageCreateSchema.safeParse({ ...pkg, discount_percentage: 101 }))).toEqual([
      'discount_percentage: number_too_big',
    ]);
  });
});
