/**
 * The site's settings, social links, footer items and themes, as rows. What the site shows of them
 * — the language's text, allow-listed URLs, CSS variables — is made by
 * services/settings-service.ts (decision 094).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { activeRowsInOrder, preparedRead } from '../db/prepared-read';
import { footerItems, siteSettings, socialMediaSettings, themes } from '../db/schema';

export type SiteSettingsRow = typeof siteSettings.$inferSelect;
export type SocialMediaRow = typeof socialMediaSettings.$inferSelect;
export type FooterItemRow = typeof footerItems.$inferSelect;
export type ThemeRow = typeof themes.$inferSelect;

export function createSettingsRepository(db: Database) {
  // Read by every render's layout: built once (decision 125).
  const siteSettingsRow = preparedRead('settings_site', () =>
    db.select().from(siteSettings).where(eq(siteSettings.id, 1)),
  );
  const socialMediaOf = preparedRead('settings_social_media', () =>
    db
      .select()
      .from(socialMediaSettings)
      .where(sql`${socialMediaSettings.languageCode} = any(${sql.placeholder('languages')})`),
  );
  const activeFooterItems = activeRowsInOrder('settings_footer_items', db, footerItems);
  const activeTheme = preparedRead('settings_active_theme', () =>
    db
      .select()
      .from(themes)
      .where(and(eq(themes.isActive, true)))
      .limit(1),
  );
  return {
    /** The one row of site settings; null before the seed. */
    async siteSettings(): Promise<SiteSettingsRow | null> {
      const [row] = await siteSettingsRow();
      return row ?? null;
    },

    /** The social links rows of these languages (at most one each). */
    async socialMedia(languages: readonly string[]): Promise<SocialMediaRow[]> {
      return socialMediaOf({ languages: [...languages] });
    },

    /** The active footer items, in order. */
    async footerItems(): Promise<FooterItemRow[]> {
      return activeFooterItems();
    },

    /** The active theme; null when none is. */
    async activeTheme(): Promise<ThemeRow | null> {
      const [row] = await activeTheme();
      return row ?? null;
    },
  };
}
