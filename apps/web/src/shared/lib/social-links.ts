/**
 * Social icons of the footer's company info (spec sections 2, 5 and 8): facebook, instagram, x and
 * reddit, each shown per footer_show_social_* when its URL is set.
 */
import type { SocialMediaSettings } from '@wegweiser/contracts';
import { safeSocialUrl } from '@wegweiser/contracts/safe-url';

export const FOOTER_SOCIAL_NETWORKS = ['facebook', 'instagram', 'x', 'reddit'] as const;
export type FooterSocialNetwork = (typeof FOOTER_SOCIAL_NETWORKS)[number];
export type SocialLink = { network: FooterSocialNetwork; url: string };

/** Spec section 8; kept for diagnostics, not displayed (the icons simply do not show). */
export const SOCIAL_SETTINGS_ERROR = 'Fehler beim Laden der Social Media Einstellungen';

/**
 * A social URL without an http or https prefix gets https:// prepended (spec section 5); anything
 * but an http(s) URL then is no link ('', decision 022).
 */
export function normalizeSocialUrl(url: string | null | undefined): string {
  return safeSocialUrl(url);
}

export const NETWORK_NAMES: Readonly<Record<FooterSocialNetwork, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  reddit: 'Reddit',
};

/** The icons to show; failed social settings mean empty URLs, so none. */
/**
 * The site settings as sent by the API. The contracts' SiteSettings type loses the
 * footer_show_social_* keys (they are spread from a computed record), so they are read by name.
 */
type SettingsWithSocialFlags = object;
const socialFlag = (settings: SettingsWithSocialFlags | null, network: FooterSocialNetwork) =>
  (settings as Record<string, unknown> | null)?.[`footer_show_social_${network}`] === true;

export function footerSocialLinks(
  settings: SettingsWithSocialFlags | null,
  social: Pick<SocialMediaSettings, `${FooterSocialNetwork}_url`> | undefined,
): SocialLink[] {
  return FOOTER_SOCIAL_NETWORKS.flatMap((network) => {
    if (!socialFlag(settings, network)) return [];
    const url = normalizeSocialUrl(social?.[`${network}_url`]);
    return url ? [{ network, url }] : [];
  });
}
