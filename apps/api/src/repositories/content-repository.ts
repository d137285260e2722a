import {
  type HeroMedia,
  type LegalPage,
  type SeoSettings,
  type StaticContent,
  safeUrl,
} from '@wegweiser/contracts';
import type { LegalPageType, SeoPageIdentifier } from '@wegweiser/contracts/constants';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  heroMedia,
  legalPages,
  locations,
  qualifications,
  seoSettings,
  staticContents,
  stats,
} from '../db/schema';
import { type Locale, localizer } from '../lib/localize';
import { idOrSlugWhere } from './id-or-slug';

type StaticContentRow = typeof staticContents.$inferSelect;
type LegalPageRow = typeof legalPages.$inferSelect;

export function createContentRepository(db: Database) {
  const toStaticContent = (locale: Locale, row: StaticContentRow): StaticContent => ({
    content_type: row.contentType,
    content: localizer(locale)(row.content),
    language: locale.language,
  });

  const toLegalPage = (locale: Locale, row: LegalPageRow): LegalPage => {
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
  };

  return {
    async listStaticContent(locale: Locale, type?: string) {
      const rows = await db
        .select()
        .from(staticContents)
        .where(type ? eq(staticContents.contentType, type) : undefined)
        .orderBy(asc(staticContents.contentType));
      return rows.map((row) => toStaticContent(locale, row));
    },

    async getStaticContent(locale: Locale, type: string) {
      const [row] = await db.select().from(staticContents).where(eq(staticContents.contentType, type));
      return row ? toStaticContent(locale, row) : null;
    },

    /** The requested types that exist, in the order asked for. */
    async getStaticContents(locale: Locale, types: string[]) {
      const rows = await db.select().from(staticContents).where(inArray(staticContents.contentType, types));
      const byType = new Map(rows.map((row) => [row.contentType, row]));
      return types.flatMap((type) => {
        const row = byType.get(type);
        return row ? [toStaticContent(locale, row)] : [];
      });
    },

    async listSeoSettings(locale: Locale, pageIdentifier?: SeoPageIdentifier): Promise<SeoSettings[]> {
      const t = localizer(locale);
      const rows = await db
        .select()
        .from(seoSettings)
        .where(
          and(
            eq(seoSettings.isActive, true),
            pageIdentifier ? eq(seoSettings.pageIdentifier, pageIdentifier) : undefined,
          ),
        )
        .orderBy(asc(seoSettings.id));
      return rows.map((row) => ({
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
      }));
    },

    async listStats(locale: Locale) {
      const t = localizer(locale);
      const rows = await db
        .select()
        .from(stats)
        .where(eq(stats.isActive, true))
        .orderBy(asc(stats.order), asc(stats.id));
      return rows.map((row) => ({ id: row.id, number: row.number, label: t(row.label) }));
    },

    /** The active item of the language, else one for all languages, else the default language's. */
    async getActiveHeroMedia(locale: Locale): Promise<HeroMedia | null> {
      const rows = await db
        .select()
        .from(heroMedia)
        .where(
          and(
            eq(heroMedia.isActive, true),
            or(
              inArray(heroMedia.languageCode, [locale.language, locale.fallback]),
              isNull(heroMedia.languageCode),
            ),
          ),
        )
        .orderBy(asc(heroMedia.id));
      const rank = (code: string | null) => (code === locale.language ? 0 : code === null ? 1 : 2);
      const [row] = rows.sort((a, b) => rank(a.languageCode) - rank(b.languageCode));
      if (!row) return null;
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
    },

    async listQualifications(locale: Locale) {
      const t = localizer(locale);
      const rows = await db
        .select()
        .from(qualifications)
        .where(eq(qualifications.isActive, true))
        .orderBy(asc(qualifications.order), asc(qualifications.id));
      return rows.map((row) => ({
        id: row.id,
        title: t(row.title),
        institution: t(row.institution),
        year: row.year,
        description: t(row.description),
        order: row.order,
      }));
    },

    async listLocations(locale: Locale) {
      const t = localizer(locale);
      const rows = await db
        .select()
        .from(locations)
        .where(eq(locations.isActive, true))
        .orderBy(asc(locations.order), asc(locations.id));
      return rows.map((row) => ({
        id: row.id,
        name: t(row.name),
        description: t(row.description),
        street: row.street,
        postal_code: row.postalCode,
        city: row.city,
        country_code: row.countryCode,
        is_online: row.isOnline,
        order: row.order,
      }));
    },

    async listLegalPages(locale: Locale) {
      const rows = await db
        .select()
        .from(legalPages)
        .where(eq(legalPages.isActive, true))
        .orderBy(asc(legalPages.id));
      return rows.map((row) => toLegalPage(locale, row));
    },

    async getLegalPage(locale: Locale, by: { type: string } | { idOrSlug: string }) {
      const where =
        'type' in by
          ? eq(legalPages.type, by.type)
          : idOrSlugWhere(legalPages.id, legalPages.slug, by.idOrSlug);
      if (!where) return null;
      const [row] = await db
        .select()
        .from(legalPages)
        .where(and(where, eq(legalPages.isActive, true)));
      return row ? toLegalPage(locale, row) : null;
    },
  };
}
