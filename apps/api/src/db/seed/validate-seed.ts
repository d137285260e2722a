/**
 * The seed passes the console's create schemas (decision 024) before anything is inserted: what the
 * demo content holds is what the owner could have typed. Each row is turned into the payload the
 * console would send (snake_case keys, references by slug checked here) and parsed; a refusal
 * names the entity, the row and the field.
 */
import {
  BlogPostCreateSchema,
  CareerPostCreateSchema,
  CategoryCreateSchema,
  FooterItemCreateSchema,
  HeroMediaCreateSchema,
  LanguageCreateSchema,
  LegalPageCreateSchema,
  LocationCreateSchema,
  QualificationCreateSchema,
  SeoSettingsCreateSchema,
  ServiceCreateSchema,
  ServicePackageCreateSchema,
  SiteSettingsCreateSchema,
  SocialMediaSettingsCreateSchema,
  StatCreateSchema,
  StaticContentCreateSchema,
  TestimonialCreateSchema,
  ThemeCreateSchema,
} from '@wegweiser/contracts';
import { SOCIAL_NETWORKS } from '@wegweiser/contracts/constants';
import type { z } from 'zod';
import type { SeedData } from './data';

/** `{fooBar: 1}` → `{foo_bar: 1}` (top-level keys only; nested maps keep theirs). */
export function snakeKeys(row: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value]),
  );
}

/** One row to check: where it stands in the seed, the schema and the payload. */
type Row = [label: string, schema: z.ZodType, payload: unknown];

const rows =
  <T>(entity: string, items: readonly T[], key: (item: T, index: number) => string | number) =>
  (schema: z.ZodType, payload: (item: T) => unknown) =>
    items.map((item, index): Row => [`${entity}[${key(item, index)}]`, schema, payload(item)]);

const byIndex = (_item: unknown, index: number) => index;
const bySlug = (item: { slug: string }) => item.slug;

function siteSettingsPayload({ socialVisibility, ...settings }: SeedData['siteSettings']) {
  const flags = (prefix: string, visible: Record<string, boolean>) =>
    Object.fromEntries(SOCIAL_NETWORKS.map((network) => [`${prefix}${network}`, visible[network]]));
  return {
    ...snakeKeys(settings),
    ...flags('show_social_', socialVisibility.show),
    ...flags('footer_show_social_', socialVisibility.footer),
    ...flags('contact_show_social_', socialVisibility.contact),
  };
}

function payloads(data: SeedData): Row[] {
  const plain = (item: object) => snakeKeys(item);
  const withoutCategory = ({ categorySlug: _, ...post }: { categorySlug: string }) => snakeKeys(post);
  return [
    ...rows('languages', data.languages, (item) => item.code)(LanguageCreateSchema, plain),
    ['siteSettings', SiteSettingsCreateSchema, siteSettingsPayload(data.siteSettings)],
    ...rows(
      'socialMedia',
      data.socialMedia,
      (item) => item.languageCode,
    )(SocialMediaSettingsCreateSchema, plain),
    ...rows('footerItems', data.footerItems, byIndex)(FooterItemCreateSchema, plain),
    ...rows(
      'staticContent',
      Object.entries(data.staticContent),
      ([type]) => type,
    )(StaticContentCreateSchema, ([contentType, content]) => ({ content_type: contentType, content })),
    ['theme', ThemeCreateSchema, snakeKeys(data.theme)],
    ...rows('seoSettings', data.seoSettings, (item) => item.pageIdentifier)(SeoSettingsCreateSchema, plain),
    ...rows('stats', data.stats, byIndex)(StatCreateSchema, plain),
    ...rows('heroMedia', data.heroMedia, byIndex)(HeroMediaCreateSchema, plain),
    ...rows('qualifications', data.qualifications, byIndex)(QualificationCreateSchema, plain),
    ...rows('locations', data.locations, byIndex)(LocationCreateSchema, plain),
    ...rows('legalPages', data.legalPages, (item) => item.type)(LegalPageCreateSchema, plain),
    ...rows('testimonials', data.testimonials, byIndex)(TestimonialCreateSchema, plain),
    ...rows('services', data.services, bySlug)(ServiceCreateSchema, plain),
    // Included services are named by slug in the seed (checked below), by id in the console.
    ...rows(
      'packages',
      data.packages,
      bySlug,
    )(ServicePackageCreateSchema, ({ features, serviceSlugs: _, ...pkg }) => ({
      ...snakeKeys(pkg),
      features: features.map(plain),
    })),
    ...rows('blogCategories', data.blogCategories, bySlug)(CategoryCreateSchema, plain),
    ...rows('blogPosts', data.blogPosts, bySlug)(BlogPostCreateSchema, withoutCategory),
    ...rows('careerCategories', data.careerCategories, bySlug)(CategoryCreateSchema, plain),
    ...rows('careerPosts', data.careerPosts, bySlug)(CareerPostCreateSchema, withoutCategory),
  ];
}

/** References by slug that name nothing in the seed. */
function referenceIssues(data: SeedData): string[] {
  const known = (items: readonly { slug: string }[]) => new Set(items.map((item) => item.slug));
  const services = known(data.services);
  const blogCategories = known(data.blogCategories);
  const careerCategories = known(data.careerCategories);
  return [
    ...data.packages.flatMap((pkg) =>
      pkg.serviceSlugs
        .filter((slug) => !services.has(slug))
        .map((slug) => `packages[${pkg.slug}].service_slugs: unknown service ${slug}`),
    ),
    ...data.blogPosts
      .filter((post) => !blogCategories.has(post.categorySlug))
      .map((post) => `blogPosts[${post.slug}].category: unknown category ${post.categorySlug}`),
    ...data.careerPosts
      .filter((post) => !careerCategories.has(post.categorySlug))
      .map((post) => `careerPosts[${post.slug}].category: unknown category ${post.categorySlug}`),
  ];
}

/** Every way the seed breaks the contracts, as `entity[row].field: message key`; empty when sound. */
export function seedIssues(data: SeedData): string[] {
  const fieldIssues = payloads(data).flatMap(([label, schema, payload]) => {
    const result = schema.safeParse(payload);
    if (result.success) return [];
    return result.error.issues.map((issue) => {
      const field = issue.code === 'unrecognized_keys' ? issue.keys.join(',') : issue.path.join('.');
      return `${label}${field ? `.${field}` : ''}: ${issue.message}`;
    });
  });
  return [...fieldIssues, ...referenceIssues(data)];
}

export class SeedValidationError extends Error {
  constructor(readonly issues: string[]) {
    super(`seed data refused by the console's contracts: ${issues.join('; ')}`);
    this.name = 'SeedValidationError';
  }
}

export function assertValidSeed(data: SeedData): void {
  const issues = seedIssues(data);
  if (issues.length > 0) throw new SeedValidationError(issues);
}
