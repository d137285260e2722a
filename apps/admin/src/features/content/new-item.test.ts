/** What the "new item" dialog asks per resource, the slug suggestion and the folding of language errors. */
import { describe, expect, it } from 'vitest';
import { RESOURCE_CONFIGS } from '../../shared/content/config';
import { foldLanguageErrors, initialValues, newItemSchema, requiredFields, suggestSlug } from './new-item';

const asked = (resource: string) => {
  const config = RESOURCE_CONFIGS.find((candidate) => candidate.resource === resource);
  if (!config) throw new Error(resource);
  return requiredFields(config).map(({ spec, translatable }) => `${spec.name}${translatable ? '*' : ''}`);
};

describe('the fields a new item needs (* translatable)', () => {
  it.each([
    ['services', ['title*', 'slug']],
    ['packages', ['name*', 'price', 'slug']],
    ['testimonials', ['name', 'content*']],
    ['stats', ['number', 'label*']],
    ['hero-media', ['media_type']],
    ['qualifications', ['title*']],
    ['locations', ['name*']],
    ['blog-posts', ['title*', 'content*', 'slug']],
    ['blog-categories', ['name*', 'slug']],
    ['career-posts', ['title*', 'content*', 'slug', 'employment_type']],
    ['career-categories', ['name*', 'slug']],
    ['footer-items', ['title*']],
  ])('%s: %j', (resource, fields) => {
    expect([...asked(resource)].sort()).toEqual([...fields].sort());
  });

  it('asks every field the create schema requires, for every collection', () => {
    for (const config of RESOURCE_CONFIGS.filter((candidate) => candidate.collection)) {
      const shape = config.schema.shape as Record<
        string,
        { safeParse: (value: unknown) => { success: boolean } }
      >;
      const required = Object.keys(shape).filter((key) => !shape[key]?.safeParse(undefined).success);
      expect(
        requiredFields(config)
          .map(({ spec }) => spec.name)
          .sort(),
        config.resource,
      ).toEqual(required.sort());
    }
  });

  it('turns the default language’s text into the map, and checks it with the contracts’ rule', () => {
    const config = RESOURCE_CONFIGS.find((candidate) => candidate.resource === 'services');
    if (!config) throw new Error('services');
    const fields = requiredFields(config);
    const schema = newItemSchema(fields, config, 'fr');
    expect(initialValues(fields, config.blank() as Record<string, unknown>, 'fr')).toEqual({
      title: '',
      slug: '',
    });
    expect(schema.parse({ title: 'Coaching', slug: 'coaching' })).toEqual({
      title: { fr: 'Coaching' },
      slug: 'coaching',
    });
    expect(schema.safeParse({ title: '  ', slug: 'coaching' }).success).toBe(false);
    expect(schema.safeParse({ title: 'Coaching', slug: 'Not A Slug' }).success).toBe(false);
  });
});

describe('suggestSlug', () => {
  it.each([
    ['Karriere-Coaching für Führungskräfte', 'karriere-coaching-fuer-fuehrungskraefte'],
    ['  Bewerbung & Gespräch!  ', 'bewerbung-gespraech'],
    ['Café Crème', 'cafe-creme'],
    ['职业', ''],
  ])('%s → %s', (title, slug) => expect(suggestSlug(title)).toBe(slug));

  it('stays within the slug’s length without a trailing hyphen', () => {
    expect(suggestSlug('abc def', 4)).toBe('abc');
  });
});

describe('foldLanguageErrors', () => {
  it('puts a language’s problem on its field and leaves unknown names alone', () => {
    expect(
      foldLanguageErrors({ 'title.de': ['Too long.'], slug: ['Taken.'], 'x.y': ['?'] }, ['title', 'slug']),
    ).toEqual({
      title: ['Too long.'],
      slug: ['Taken.'],
      'x.y': ['?'],
    });
  });
});
