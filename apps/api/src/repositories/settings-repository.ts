import {
  type SiteSettings,
  type SocialMediaSettings,
  safeSocialUrl,
  safeUrl,
  type Theme,
} from '@wegweiser/contracts';
import { SOCIAL_NETWORKS } from '@wegweiser/contracts/constants';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { footerItems, type Palette, siteSettings, socialMediaSettings, themes } from '../db/schema';
import { type Locale, localizer } from '../lib/localize';

/** Owner-set URLs pass the contracts' allow-list on the way out (decision 022): a bad row reads as none. */
const link = { kind: 'link' } as const;
const image = { kind: 'image' } as const;
const social = (url: string | undefined) => (safeSocialUrl(url) ? (url?.trim() ?? '') : '');

export function createSettingsRepository(db: Database) {
  return {
    async getSiteSettings(locale: Locale): Promise<SiteSettings | null> {
      const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
      if (!row) return null;
      const t = localizer(locale);
      const flags = (place: 'show' | 'footer' | 'contact', prefix: string) =>
        Object.fromEntries(
          SOCIAL_NETWORKS.map((network) => [
            `${prefix}${network}`,
            row.socialVisibility[place]?.[network] ?? false,
          ]),
        );
      return {
        site_name: t(row.siteName),
        site_description: t(row.siteDescription),
        blog_enabled: row.blogEnabled,
        career_enabled: row.careerEnabled,
        use_logo_instead_of_initial: row.useLogoInsteadOfInitial,
        header_logo: safeUrl(row.headerLogo, image),
        header_logo_link: safeUrl(row.headerLogoLink, link),
        contact_button_redirect_url: safeUrl(row.contactButtonRedirectUrl, link),
        ...flags('show', 'show_social_'),
        ...flags('footer', 'footer_show_social_'),
        ...flags('contact', 'contact_show_social_'),
        show_footer_company_info: row.showFooterCompanyInfo,
        show_footer_newsletter: row.showFooterNewsletter,
        footer_mode: row.footerMode,
        footer_button_url: safeUrl(row.footerButtonUrl, link),
        footer_button_target: row.footerButtonTarget,
        show_hero_stats: row.showHeroStats,
        enable_theme_toggle: row.enableThemeToggle,
        fixed_theme_mode: row.fixedThemeMode,
        use_favicon: row.useFavicon,
        favicon_source: row.faviconSource,
        favicon_logo: safeUrl(row.faviconLogo, image),
        about_logo: safeUrl(row.aboutLogo, image),
        business: row.business,
        language: locale.language,
      } as SiteSettings;
    },

    /** The language's own social links, else the default language's, else empty links. */
    async getSocialMedia(locale: Locale): Promise<SocialMediaSettings> {
      const rows = await db
        .select()
        .from(socialMediaSettings)
        .where(inArray(socialMediaSettings.languageCode, [locale.language, locale.fallback]));
      const row =
        rows.find((r) => r.languageCode === locale.language) ??
        rows.find((r) => r.languageCode === locale.fallback);
      return {
        language_code: locale.language,
        facebook_url: social(row?.facebookUrl),
        instagram_url: social(row?.instagramUrl),
        linkedin_url: social(row?.linkedinUrl),
        x_url: social(row?.xUrl),
        reddit_url: social(row?.redditUrl),
      };
    },

    async listFooterItems(locale: Locale) {
      const t = localizer(locale);
      const rows = await db
        .select()
        .from(footerItems)
        .where(eq(footerItems.isActive, true))
        .orderBy(asc(footerItems.order), asc(footerItems.id));
      return rows.map((row) => ({
        id: row.id,
        is_active: row.isActive,
        show_in_contact: row.showInContact,
        show_in_social: row.showInSocial,
        show_in_contact_page: row.showInContactPage,
        url: safeUrl(row.url, link) ?? '',
        is_external: row.isExternal,
        icon_name: row.iconName,
        translated_title: t(row.title),
        translated_display_text: t(row.displayText),
        order: row.order,
      }));
    },

    async getActiveTheme(): Promise<Theme | null> {
      const [row] = await db
        .select()
        .from(themes)
        .where(and(eq(themes.isActive, true)))
        .limit(1);
      if (!row) return null;
      return {
        id: row.id,
        name: row.name,
        primary_colors: row.primaryColors,
        accent_colors: row.accentColors,
        dark_colors: row.darkColors,
        fonts: row.fonts,
        css_variables: cssVariables(row),
      };
    },
  };
}

const FONT_FALLBACK =
  "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";

function cssVariables(row: {
  primaryColors: Palette;
  accentColors: Palette;
  darkColors: Palette;
  fonts: { display: string; body: string };
}): Record<string, string> {
  const variables: Record<string, string> = {};
  const palettes = { primary: row.primaryColors, accent: row.accentColors, dark: row.darkColors };
  for (const [name, palette] of Object.entries(palettes)) {
    for (const [shade, color] of Object.entries(palette)) variables[`--color-${name}-${shade}`] = color;
  }
  variables['--font-body'] = `'${row.fonts.body}', ${FONT_FALLBACK}`;
  variables['--font-display'] = `'${row.fonts.display}', ${FONT_FALLBACK}`;
  return variables;
}
