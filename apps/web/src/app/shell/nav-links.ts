/**
 * The site navigation shared by header and footer (spec section 2): home, about, services, and
 * blog / career only when their site setting is true.
 */
import type { SiteSettings } from '@wegweiser/contracts';
import type { NAV_CONTENT_TYPES } from '@wegweiser/contracts/layout-texts';
import { isSectionOpen, type SectionGate } from '../../shared/lib/section-gate';
import { routes } from '../routes';

export type NavTextType = (typeof NAV_CONTENT_TYPES)[number];
export type NavLink = { to: string; text: NavTextType };

const LINKS: readonly NavLink[] = [
  { to: '/', text: 'header_nav_home' },
  { to: '/about', text: 'header_nav_about' },
  { to: '/services', text: 'header_nav_services' },
  { to: '/blog', text: 'header_nav_blog' },
  { to: '/career', text: 'header_nav_career' },
];

/** The links whose page is open: a link is shown under the same gate as its route. */
export function navLinks(settings: Pick<SiteSettings, SectionGate> | null): NavLink[] {
  return LINKS.filter((link) =>
    isSectionOpen(routes.find((route) => route.path === link.to)?.gate, settings),
  );
}

/** A link is current on its own path and below it; home only on `/`. */
export const isCurrentPath = (pathname: string, to: string) =>
  to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);

/** Where the contact call-to-action goes: the configured URL or the default contact path. */
export const contactButtonUrl = (redirectUrl: string | null | undefined) => redirectUrl?.trim() || '/contact';

/** The brand initial: the first letter of the site name. */
export const brandInitial = (siteName: string | null | undefined) =>
  (Array.from(siteName?.trim() ?? '')[0] ?? '').toLocaleUpperCase();

/** Labels of the chrome's landmarks and skip link, which have no managed text. */
type ChromeLabel = 'main' | 'legal' | 'skip';
const LANDMARK_LABELS: Readonly<Record<ChromeLabel, Readonly<Record<string, string>>>> = {
  main: {
    de: 'Hauptnavigation',
    en: 'Main navigation',
    es: 'Navegación principal',
    fr: 'Navigation principale',
    zh: '主导航',
  },
  legal: { de: 'Rechtliches', en: 'Legal', es: 'Legal', fr: 'Informations légales', zh: '法律信息' },
  skip: {
    de: 'Zum Inhalt springen',
    en: 'Skip to content',
    es: 'Saltar al contenido',
    fr: 'Aller au contenu',
    zh: '跳到主要内容',
  },
};
export const landmarkLabel = (landmark: ChromeLabel, language: string) =>
  LANDMARK_LABELS[landmark][language] ?? LANDMARK_LABELS[landmark].en ?? '';
