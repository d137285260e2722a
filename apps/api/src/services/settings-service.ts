/**
 * The site's settings as the site shows them (decision 094): texts in the request's language
 * (per-field fallback), owner-set URLs through the contracts' allow-list (decision 022), social
 * links of the language else the default language's, the theme's CSS variables. Pure views of the
 * repository's rows.
 */
import {
  type SiteSettings,
  type SocialMediaSettings,
  safeSocialUrl,
  safeUrl,
  type Theme,
} from '@wegweiser/contracts';
import { SOCIAL_NETWORKS } from '@wegweiser/contracts/constants';
import type { Palette } from '../db/schema';
import { type Locale, localizer } from '../lib/localize';
import type { Repositories } from '../repositories';
import type {
  FooterItemRow,
  SiteSettingsRow,
  SocialMediaRow,
  ThemeRow,
} from '../repositories/settings-repository';

/** Owner-set URLs pass the contracts' allow-list on the way out (decision 022): a bad row reads as none. */
const link = { kind: 'link' } as const;
const image = { kind: 'image' } as const;
const social = (url: string | undefined) => (safeSocialUrl(url) ? (url?.trim() ?? '') : '');

export function siteSettingsView(locale: Locale, row: SiteSettingsRow): SiteSettings {
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
}

/** The language's own social links, else the default language's, else empty links. */
export function socialMediaView(locale: Locale, rows: readonly SocialMediaRow[]): SocialMediaSettings {
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
}

export function footerItemView(locale: Locale, row: FooterItemRow) {
  const t = localizer(locale);
  return {
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
  };
}

export function themeView(row: ThemeRow): Theme {
  return {
    id: row.id,
    name: row.name,
    primary_colors: row.primaryColors,
    accent_colors: row.accentColors,
    dark_colors: row.darkColors,
    fonts: row.fonts,
    css_variables: cssVariables(row),
  };
}

export function createSettingsService(repositories: Pick<Repositories, 'settings'>) {
  const settings = () => repositories.settings;
  const getSiteSettings = async (locale: Locale): Promise<SiteSettings | null> => {
    const row = await settings().siteSettings();
    return row ? siteSettingsView(locale, row) : null;
  };
  return {
    getSiteSettings,
    /** The site's name in the language ('' when there are no settings). */
    async siteName(locale: Locale): Promise<string> {
      return (await getSiteSettings(locale))?.site_name ?? '';
    },
    async getSocialMedia(locale: Locale): Promise<SocialMediaSettings> {
      return socialMediaView(locale, await settings().socialMedia([locale.language, locale.fallback]));
    },
    async listFooterItems(locale: Locale) {
      return (await settings().footerItems()).map((row) => footerItemView(locale, row));
    },
    async getActiveTheme(): Promise<Theme | null> {
      const row = await settings().activeTheme();
      return row ? themeView(row) : null;
    },
  };
}

const FONT_FALLBACK =
  "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";

export function cssVariables(row: {
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
