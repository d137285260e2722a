/**
 * The site-wide screens' routes and navigation entries, kept here so the console's router and
 * navigation each register them with one line. Owner-only screens (the API answers editors 403)
 * are wrapped in OwnerOnly and left out of an editor's navigation.
 */
import { type AnyRoute, createRoute, useSearch } from '@tanstack/react-router';
import { SEO_PAGE_IDENTIFIERS } from '@wegweiser/contracts/constants';
import { lazy } from 'react';
import { OwnerOnly } from '../../shared/ui/owner-only';
import { useSettingsWords } from './words';

const SiteSettingsPage = lazy(() => import('./site/site-settings-page'));
const LanguagesPage = lazy(() => import('./languages/languages-page'));
const ThemePage = lazy(() => import('./theme/theme-page'));
const RedirectsPage = lazy(() => import('./redirects/redirects-page'));
const SocialLinksPage = lazy(() => import('./social/social-links-page'));
const TextsPage = lazy(() => import('./texts/texts-page'));
const SeoPage = lazy(() => import('./seo/seo-page'));
const TranslationsPage = lazy(() => import('./translations/translations-page'));
const RetentionPage = lazy(() => import('./retention/retention-page'));
const PracticePage = lazy(() => import('./practice/practice-page'));

const text = (value: unknown) => (typeof value === 'string' && value.length <= 200 ? value : undefined);
const seoPage = (value: unknown) =>
  (SEO_PAGE_IDENTIFIERS as readonly unknown[]).includes(value)
    ? (value as (typeof SEO_PAGE_IDENTIFIERS)[number])
    : undefined;
const languageCode = (value: unknown) =>
  typeof value === 'string' && /^[a-z]{2}$/.test(value) ? value : undefined;

export function settingsRoutes<TParent extends AnyRoute>(parent: TParent) {
  const owner = <TPath extends string>(path: TPath, Page: React.ComponentType) =>
    createRoute({
      getParentRoute: () => parent,
      path,
      // The translation report's link names the language to edit first (site settings).
      validateSearch: (search: Record<string, unknown>): { language?: string | undefined } => ({
        language: languageCode(search.language),
      }),
      component: () => (
        <OwnerOnly>
          <Page />
        </OwnerOnly>
      ),
    });
  const textsRoute = createRoute({
    getParentRoute: () => parent,
    path: 'texts',
    validateSearch: (
      search: Record<string, unknown>,
    ): { q?: string | undefined; key?: string | undefined; language?: string | undefined } => ({
      q: text(search.q),
      key: text(search.key),
      language: languageCode(search.language),
    }),
    component: function TextsRoute() {
      const search = useSearch({ strict: false }) as { q?: string; key?: string };
      return <TextsPage query={search.q ?? ''} selected={search.key} />;
    },
  });
  const seoRoute = createRoute({
    getParentRoute: () => parent,
    path: 'seo',
    validateSearch: (
      search: Record<string, unknown>,
    ): { page?: (typeof SEO_PAGE_IDENTIFIERS)[number] | undefined; language?: string | undefined } => ({
      page: seoPage(search.page),
      language: languageCode(search.language),
    }),
    component: function SeoRoute() {
      const search = useSearch({ strict: false }) as { page?: (typeof SEO_PAGE_IDENTIFIERS)[number] };
      return <SeoPage page={search.page ?? 'home'} />;
    },
  });
  const socialRoute = createRoute({
    getParentRoute: () => parent,
    path: 'social-links',
    validateSearch: (search: Record<string, unknown>): { language?: string | undefined } => ({
      language: languageCode(search.language),
    }),
    component: function SocialRoute() {
      return <SocialLinksPage language={(useSearch({ strict: false }) as { language?: string }).language} />;
    },
  });
  const translationsRoute = createRoute({
    getParentRoute: () => parent,
    path: 'translations',
    validateSearch: (search: Record<string, unknown>): { language?: string | undefined } => ({
      language: languageCode(search.language),
    }),
    component: function TranslationsRoute() {
      return <TranslationsPage language={(useSearch({ strict: false }) as { language?: string }).language} />;
    },
  });
  return [
    owner('settings', SiteSettingsPage),
    owner('settings/languages', LanguagesPage),
    owner('settings/theme', ThemePage),
    owner('settings/redirects', RedirectsPage),
    owner('settings/retention', RetentionPage),
    owner('settings/time-zone', PracticePage),
    socialRoute,
    textsRoute,
    seoRoute,
    translationsRoute,
  ] as const;
}

export type SettingsPath =
  | '/settings'
  | '/settings/languages'
  | '/settings/theme'
  | '/settings/redirects'
  | '/settings/retention'
  | '/settings/time-zone'
  | '/social-links'
  | '/texts'
  | '/seo'
  | '/translations';

/** The navigation entries of these screens; the owner's six only for the owner. */
export function useSettingsNavItems(role: string | undefined): { to: SettingsPath; label: string }[] {
  const w = useSettingsWords().w.nav;
  const everyone: { to: SettingsPath; label: string }[] = [
    { to: '/texts', label: w.texts },
    { to: '/seo', label: w.seo },
    { to: '/social-links', label: w.social },
    { to: '/translations', label: w.translations },
  ];
  if (role !== 'owner') return everyone;
  return [
    ...everyone,
    { to: '/settings', label: w.site },
    { to: '/settings/languages', label: w.languages },
    { to: '/settings/theme', label: w.theme },
    { to: '/settings/redirects', label: w.redirects },
    { to: '/settings/retention', label: w.retention },
    { to: '/settings/time-zone', label: w.practice },
  ];
}
