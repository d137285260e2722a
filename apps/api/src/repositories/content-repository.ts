/**
 * The site's managed texts, SEO settings, stats, hero media, qualifications, locations and legal
 * pages, as rows. What the site shows of them — the language's text, the hero media of the
 * language, allow-listed URLs — is made by services/content-service.ts (decision 094).
 */
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { activeRowsInOrder, preparedRead } from '../db/prepared-read';
import {
  heroMedia,
  legalPages,
  locations,
  qualifications,
  seoSettings,
  staticContents,
  stats,
} from '../db/schema';
import { idOrSlugWhere } from './id-or-slug';

export type StaticContentRow = typeof staticContents.$inferSelect;
export type LegalPageRow = typeof legalPages.$inferSelect;
export type SeoSettingsRow = typeof seoSettings.$inferSelect;
export type StatRow = typeof stats.$inferSelect;
export type HeroMediaRow = typeof heroMedia.$inferSelect;
export type QualificationRow = typeof qualifications.$inferSelect;
export type LocationRow = typeof locations.$inferSelect;

export function createContentRepository(db: Database) {
  // What renders read (decision 125): built once.
  const staticContentsOfTypes = preparedRead('content_static_of_types', () =>
    db
      .select()
      .from(staticContents)
      .where(sql`${staticContents.contentType} = any(${sql.placeholder('types')})`),
  );
  const seoSettingsOfPage = preparedRead('content_seo_of_page', () =>
    db
      .select()
      .from(seoSettings)
      .where(and(eq(seoSettings.isActive, true), eq(seoSettings.pageIdentifier, sql.placeholder('page'))))
      .orderBy(asc(seoSettings.id)),
  );
  const activeStats = activeRowsInOrder('content_stats', db, stats);
  const activeHeroMediaOf = preparedRead('content_hero_media', () =>
    db
      .select()
      .from(heroMedia)
      .where(
        and(
          eq(heroMedia.isActive, true),
          or(
            sql`${heroMedia.languageCode} = any(${sql.placeholder('languages')})`,
            isNull(heroMedia.languageCode),
          ),
        ),
      )
      .orderBy(asc(heroMedia.id)),
  );
  const activeQualifications = activeRowsInOrder('content_qualifications', db, qualifications);
  const activeLocations = activeRowsInOrder('content_locations', db, locations);
  return {
    /** Every managed text, or those of one type, by type. */
    async staticContents(type?: string): Promise<StaticContentRow[]> {
      return db
        .select()
        .from(staticContents)
        .where(type ? eq(staticContents.contentType, type) : undefined)
        .orderBy(asc(staticContents.contentType));
    },

    async staticContent(type: string): Promise<StaticContentRow | null> {
      const [row] = await db.select().from(staticContents).where(eq(staticContents.contentType, type));
      return row ?? null;
    },

    /** The managed texts of these types that exist (in no particular order). */
    async staticContentsOf(types: string[]): Promise<StaticContentRow[]> {
      return staticContentsOfTypes({ types });
    },

    /** The active SEO settings, or those of one page, by id. */
    async seoSettings(pageIdentifier?: string): Promise<SeoSettingsRow[]> {
      if (pageIdentifier) return seoSettingsOfPage({ page: pageIdentifier });
      return db.select().from(seoSettings).where(eq(seoSettings.isActive, true)).orderBy(asc(seoSettings.id));
    },

    async stats(): Promise<StatRow[]> {
      return activeStats();
    },

    /** The active hero media of these languages or of all languages (language null), by id. */
    async activeHeroMedia(languages: readonly string[]): Promise<HeroMediaRow[]> {
      return activeHeroMediaOf({ languages: [...languages] });
    },

    async qualifications(): Promise<QualificationRow[]> {
      return activeQualifications();
    },

    async locations(): Promise<LocationRow[]> {
      return activeLocations();
    },

    async legalPages(): Promise<LegalPageRow[]> {
      return db.select().from(legalPages).where(eq(legalPages.isActive, true)).orderBy(asc(legalPages.id));
    },

    /** The active legal page of a type, or by id or slug; null when there is none. */
    async legalPage(by: { type: string } | { idOrSlug: string }): Promise<LegalPageRow | null> {
      const where =
        'type' in by
          ? eq(legalPages.type, by.type)
          : idOrSlugWhere(legalPages.id, legalPages.slug, by.idOrSlug);
      if (!where) return null;
      const [row] = await db
        .select()
        .from(legalPages)
        .where(and(where, eq(legalPages.isActive, true)));
      return row ?? null;
    },
  };
}
