/**
 * The site's settings, social links, footer items and themes, as rows. What the site shows of them
 * — the language's text, allow-listed URLs, CSS variables — is made by
 * services/settings-service.ts (decision 094).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { footerItems, siteSettings, socialMediaSettings, themes } from '../db/schema';

export type SiteSettingsRow = typeof siteSettings.$inferSelect;
export type SocialMediaRow = typeof socialMediaSettings.$inferSelect;
export type FooterItemRow = typeof footerItems.$inferSelect;
export type ThemeRow = typeof themes.$inferSelect;

export function createSettingsRepository(db: Database) {
  return {
    /** The one row of site settings; null before the seed. */
    async siteSettings(): Promise<SiteSettingsRow | null> {
      const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
      return row ?? null;
    },

    /** The social links rows of these languages (at most one each). */
    async socialMedia(languages: readonly string[]): Promise<SocialMediaRow[]> {
      return db
        .select()
        .from(socialMediaSettings)
        .where(inArray(socialMediaSettings.languageCode, [...languages]));
    },

    /** The active footer items, in order. */
    async footerItems(): Promise<FooterItemRow[]> {
      return db
        .select()
        .from(footerItems)
        .where(eq(footerItems.isActive, true))
        .orderBy(asc(footerItems.order), asc(footerItems.id));
    },

    /** The active theme; null when none is. */
    async activeTheme(): Promise<ThemeRow | null> {
      const [row] = await db
        .select()
        .from(themes)
        .where(and(eq(themes.isActive, true)))
        .limit(1);
      return row ?? null;
    },
  };
}
