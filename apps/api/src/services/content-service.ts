/**
 * The site's content as it shows it (decision 094): managed texts, SEO settings, stats,
 * qualifications, locations and legal pages in the request's language (per-field fallback,
 * lib/localize.ts); the hero media of the language, else one for all languages, else the default
 * language's, its URLs through the contracts' allow-list (decision 022). Pure views of the
 * repository's rows.
 */
import {
  type HeroMedia,
  type LegalPage,
  type SeoSettings,
  type StaticContent,
  safeUrl,
} from '@wegweiser/contracts';
import type { LegalPageType, SeoPageIdentifier } from '@wegweiser/contracts/constants';
import { type Locale, localizer } from '../lib/localize';
import type { Repositories } from '../repositories';
import type {
  HeroMediaRow,
  LegalPageRow,
  LocationRow,
  QualificationRow,
  SeoSettingsRow,
  StaticContentRow,
  StatRow,
} from '../repositories/content-repository';

export const staticContentView = (locale: Locale, row: StaticContentRow): StaticContent => ({
  content_type: row.contentType,
  content: localizer(locale)(row.content),
  language: locale.language,
});

export function legalPageView(locale: Locale, row: LegalPageRow): LegalPage {
  const t = localizer(locale);
  return {
    id: row.id,
    type: row.type as LegalPageType,
    slug: row.slug,
    title: t(row.title),
    content: t(row.content),
    updated_at: row.updatedAt.toISOString(),
    language: locale.language,
  };
}

export function seoSettingsView(locale: Locale, row: SeoSettingsRow): SeoSettings {
  const t = localizer(locale);
  return {
    id: row.id,
    page_identifier: row.pageIdentifier as SeoPageIdentifier,
    page_title: t(row.pageTitle),
    meta_description: t(row.metaDescription),
    og_title: t(row.ogTitle),
    og_description: t(row.ogDescription),
    twitter_title: t(row.twitterTitle),
    twitter_description: t(row.twitterDescription),
    is_active: row.isActive,
    language: locale.language,
  };
}

export const statView = (locale: Locale, row: StatRow) => ({
  id: row.id,
  number: row.number,
  label: localizer(locale)(row.label),
});

/** Of the active hero media: the language's, else one for all languages, else the default language's. */
export function heroMediaOf(locale: Locale, rows: readonly HeroMediaRow[]): HeroMediaRow | null {
  const rank = (code: string | null) => (code === locale.language ? 0 : code === null ? 1 : 2);
  return [...rows].sort((a, b) => rank(a.languageCode) - rank(b.languageCode))[0] ?? null;
}

export function heroMediaView(locale: Locale, row: HeroMediaRow): HeroMedia {
  return {
    id: row.id,
    media_type: row.mediaType as HeroMedia['media_type'],
    // Owner-set URLs pass the contracts' allow-list (decision 022): a bad one reads as none.
    embed_url: safeUrl(row.embedUrl, { kind: 'image' }),
    video_url: safeUrl(row.videoUrl, { kind: 'image' }),
    image_url: safeUrl(row.imageUrl, { kind: 'image' }),
    image_alt: localizer(locale)(row.imageAlt),
    desktop_mobile_layout: row.desktopMobileLayout as HeroMedia['desktop_mobile_layout'],
    language: locale.language,
  };
}

export function qualificationView(locale: Locale, row: QualificationRow) {
  const t = localizer(locale);
  return {
    id: row.id,
    title: t(row.title),
    institution: t(row.institution),
    year: row.year,
    description: t(row.description),
    order: row.order,
  };
}

export function locationView(locale: Locale, row: LocationRow) {
  const t = localizer(locale);
  return {
    id: row.id,
    name: t(row.name),
    description: t(row.description),
    street: row.street,
    postal_code: row.postalCode,
    city: row.city,
    country_code: row.countryCode,
    is_online: row.isOnline,
    order: row.order,
  };
}

export function createContentService(repositories: Pick<Repositories, 'content'>) {
  const content = () => repositories.content;
  return {
    async listStaticContent(locale: Locale, type?: string) {
      return (await content().staticContents(type)).map((row) => staticContentView(locale, row));
    },

    async getStaticContent(locale: Locale, type: string) {
      const row = await content().staticContent(type);
      return row ? staticContentView(locale, row) : null;
    },

    /** The requested types that exist, in the order asked for. */
    async getStaticContents(locale: Locale, types: string[]) {
      const rows = await content().staticContentsOf(types);
      const byType = new Map(rows.map((row) => [row.contentType, row]));
      return types.flatMap((type) => {
        const row = byType.get(type);
        return row ? [staticContentView(locale, row)] : [];
      });
    },

    async listSeoSettings(locale: Locale, pageIdentifier?: SeoPageIdentifier): Promise<SeoSettings[]> {
      return (await content().seoSettings(pageIdentifier)).map((row) => seoSettingsView(locale, row));
    },

    async listStats(locale: Locale) {
      return (await content().stats()).map((row) => statView(locale, row));
    },

    /** The active item of the language, else one for all languages, else the default language's. */
    async getActiveHeroMedia(locale: Locale): Promise<HeroMedia | null> {
      const row = heroMediaOf(locale, await content().activeHeroMedia([locale.language, locale.fallback]));
      return row ? heroMediaView(locale, row) : null;
    },

    async listQualifications(locale: Locale) {
      return (await content().qualifications()).map((row) => qualificationView(locale, row));
    },

    async listLocations(locale: Locale) {
      return (await content().locations()).map((row) => locationView(locale, row));
    },

    async listLegalPages(locale: Locale) {
      return (await content().legalPages()).map((row) => legalPageView(locale, row));
    },

    async getLegalPage(locale: Locale, by: { type: string } | { idOrSlug: string }) {
      const row = await content().legalPage(by);
      return row ? legalPageView(locale, row) : null;
    },
  };
}
