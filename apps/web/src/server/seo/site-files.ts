/**
 * Files every site has (issue 23 point 8), built from the site's own settings through the API
 * in-process, like the sitemap: a web app manifest (`/manifest.webmanifest`) and
 * `/.well-known/security.txt` (RFC 9116: a contact from the site settings, an expiry).
 */
import type { ApiClient } from '@wegweiser/client/api-client';
import type { Language, Paginated, SiteSettings, Theme } from '@wegweiser/contracts';

export type SiteFacts = {
  settings: SiteSettings;
  languages: string[];
  defaultLanguage: string;
  /** The theme's primary 600 and the light background, for the browser's chrome. */
  themeColor: string | null;
};

export async function collectSiteFacts(api: ApiClient): Promise<SiteFacts> {
  const list = await api.get<Language[] | Paginated<Language>>('/languages/');
  const languages = Array.isArray(list) ? list : list.results;
  const defaultLanguage =
    languages.find((language) => language.is_default)?.code ?? languages[0]?.code ?? 'de';
  const [settings, theme] = await Promise.all([
    api.get<SiteSettings>('/content/site-settings/current/', { query: { language: defaultLanguage } }),
    api.get<Theme>('/content/themes/active/').catch(() => null),
  ]);
  return {
    settings,
    languages: languages.map((language) => language.code),
    defaultLanguage,
    themeColor: theme?.primary_colors?.['600'] ?? null,
  };
}

/** The manifest (W3C Web App Manifest): the site's name, language, colours and icons. */
export function renderManifest(facts: SiteFacts): string {
  const { settings } = facts;
  const name = settings.site_name.trim() || 'Website';
  return JSON.stringify({
    name,
    short_name: name.length <= 12 ? name : name.slice(0, 12).trim(),
    description: settings.site_description,
    lang: facts.defaultLanguage,
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: '#ffffff',
    ...(facts.themeColor ? { theme_color: facts.themeColor } : {}),
    icons: [
      { src: '/media/seed/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  });
}

/** How long a security.txt stays valid: RFC 9116 asks for less than a year; it is made fresh per answer. */
export const SECURITY_TXT_VALID_DAYS = 180;

/**
 * security.txt: the business address from the site settings as contact (else the contact page),
 * an expiry, the languages a report may be written in, and where the file canonically lives.
 */
export function renderSecurityTxt(origin: string, facts: SiteFacts, now = new Date()): string {
  const email = facts.settings.business.email.trim();
  const expires = new Date(now.getTime() + SECURITY_TXT_VALID_DAYS * 24 * 60 * 60 * 1000);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: ${email ? `mailto:${email}` : `${origin}/contact`}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    `Preferred-Languages: ${facts.languages.join(', ')}`,
    `Canonical: ${origin}/.well-known/security.txt`,
    '',
  ].join('\n');
}
