/**
 * Which footer blocks show (spec section 2, Footer). Missing settings (failed call) mean the
 * defaults: company info shown, newsletter mode with the newsletter block.
 */
import type { SiteSettings } from '@wegweiser/contracts';
import { contentLink } from '../../shared/lib/content-url';

type FooterSettings = Pick<
  SiteSettings,
  | 'show_footer_company_info'
  | 'show_footer_newsletter'
  | 'footer_mode'
  | 'footer_button_url'
  | 'footer_button_target'
>;

export type FooterCallToAction =
  | { kind: 'newsletter' }
  | { kind: 'button'; url: string; newTab: boolean }
  | { kind: 'none' };

export function footerCallToAction(settings: FooterSettings | null): FooterCallToAction {
  const mode = settings?.footer_mode ?? 'newsletter';
  if (mode === 'button') {
    return {
      kind: 'button',
      url: contentLink(settings?.footer_button_url) ?? '/contact',
      newTab: settings?.footer_button_target === '_blank',
    };
  }
  if (mode === 'newsletter' && settings?.show_footer_newsletter !== false) return { kind: 'newsletter' };
  return { kind: 'none' };
}

export const showCompanyInfo = (settings: FooterSettings | null) =>
  settings?.show_footer_company_info !== false;

/** 2, 3 or 4 grid columns for the number of footer sections shown. */
export const footerGridColumns = (sections: number): 2 | 3 | 4 => (sections <= 2 ? 2 : sections >= 4 ? 4 : 3);

/** Literal class names so Tailwind sees them. */
export const FOOTER_GRID_CLASSES: Readonly<Record<2 | 3 | 4, string>> = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};

/** footer_copyright with {year} and {site_name} filled in. */
export const formatCopyright = (template: string, year: number, siteName: string) =>
  template.replaceAll('{year}', String(year)).replaceAll('{site_name}', siteName);
