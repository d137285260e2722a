/**
 * The seed's owner-set URLs pass the same allow-list as every other way content is stored
 * (decision 022): `seed()` refuses data with a URL the contracts' schemas reject.
 */
import { ImageUrlSchema, LinkUrlSchema, OptionalLinkUrlSchema, SocialUrlSchema } from '@wegweiser/contracts';
import type { z } from 'zod';
import type {
  SeedBlogPost,
  SeedFooterItem,
  SeedHeroMedia,
  SeedPackage,
  SeedService,
  SeedSiteSettings,
  SeedSocialMedia,
} from './types';

export type SeedUrls = {
  siteSettings: SeedSiteSettings;
  socialMedia: SeedSocialMedia[];
  footerItems: SeedFooterItem[];
  heroMedia: SeedHeroMedia[];
  services: SeedService[];
  packages: SeedPackage[];
  blogPosts: SeedBlogPost[];
};

type Check = [path: string, schema: z.ZodType, value: unknown];

const link = LinkUrlSchema.nullable();
const image = ImageUrlSchema.nullable();

function checks(data: SeedUrls): Check[] {
  const s = data.siteSettings;
  return [
    ['siteSettings.headerLogo', image, s.headerLogo],
    ['siteSettings.headerLogoLink', link, s.headerLogoLink],
    ['siteSettings.contactButtonRedirectUrl', link, s.contactButtonRedirectUrl],
    ['siteSettings.footerButtonUrl', link, s.footerButtonUrl],
    ['siteSettings.faviconLogo', image, s.faviconLogo],
    ['siteSettings.aboutLogo', image, s.aboutLogo],
    ...data.socialMedia.flatMap((row, i): Check[] =>
      (['facebookUrl', 'instagramUrl', 'linkedinUrl', 'xUrl', 'redditUrl'] as const).map((key) => [
        `socialMedia[${i}].${key}`,
        SocialUrlSchema,
        row[key],
      ]),
    ),
    ...data.footerItems.map((row, i): Check => [`footerItems[${i}].url`, OptionalLinkUrlSchema, row.url]),
    ...data.heroMedia.flatMap((row, i): Check[] => [
      [`heroMedia[${i}].embedUrl`, image, row.embedUrl],
      [`heroMedia[${i}].videoUrl`, image, row.videoUrl],
      [`heroMedia[${i}].imageUrl`, image, row.imageUrl],
    ]),
    ...[...data.services, ...data.packages].flatMap((row): Check[] => [
      [`${row.slug}.image`, image, row.image],
      [`${row.slug}.cardImageUrl`, image, row.cardImageUrl],
    ]),
    ...data.blogPosts.map((row): Check => [`${row.slug}.coverImage`, image, row.coverImage]),
  ];
}

/** Every seed URL the contracts refuse, as `path: message key`; empty when the seed is sound. */
export function seedUrlIssues(data: SeedUrls): string[] {
  return checks(data).flatMap(([path, schema, value]) => {
    const result = schema.safeParse(value);
    return result.success ? [] : [`${path}: ${result.error.issues[0]?.message ?? 'invalid_url'}`];
  });
}

export function assertSeedUrls(data: SeedUrls): void {
  const issues = seedUrlIssues(data);
  if (issues.length > 0) throw new Error(`seed data has URLs outside the allow-list: ${issues.join('; ')}`);
}
