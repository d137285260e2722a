/**
 * Server render of one page request: redirects and gates, layout and page data through the API
 * in-process, the HTML of the React tree, and the head and state the document needs.
 */

import { createApiClient, type Transport } from '@wegweiser/client/api-client';
import type { Language, SiteSettings, SocialMediaSettings, Theme } from '@wegweiser/contracts';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGES, LANGUAGE_CODES } from '@wegweiser/contracts/constants';
import { defaultLanguage as defaultLanguageOf, resolveLanguage } from '@wegweiser/contracts/language';
import { LAYOUT_CONTENT_TYPES } from '@wegweiser/contracts/layout-texts';
import { renderToString } from 'react-dom/server';
import { loadPageWithIslands } from './app/app';
import { type BookingPostOutcome, submitBookingForm, submitManageForm } from './app/booking-post';
import { pageUrl } from './app/page-query';
import { Root } from './app/root';
import { routes } from './app/routes';
import {
  footerItemsResource,
  languagesResource,
  siteSettingsResource,
  socialMediaResource,
  themeResource,
} from './app/shell/api/layout-resources';
import { loadConsentTexts } from './features/analytics/consent/consent-texts';
import { BREADCRUMB_TEXTS, hasBreadcrumbs } from './server/seo/breadcrumbs';
import type { HeadTags } from './server/seo/head-tags';
import { pageSeo } from './server/seo/page-seo';
import type { JsonLdNode } from './server/seo/structured-data';
import { TextStore } from './shared/content/text-store';
import type { AppServices } from './shared/context/app-context';
import type { PageState } from './shared/data/page-state';
import { ResourceStore, type SerializedState } from './shared/data/resource-store';
import { type ImagePreload, imagePreload } from './shared/lib/responsive-image';
import { isSectionOpen } from './shared/lib/section-gate';
import { matchRoutes } from './shared/router/match';
import { resolvePageText } from './shared/seo/page-text';
import { LANGUAGE_PARAM } from './shared/seo/page-urls';
import { DEFAULT_SEO, seoResource } from './shared/seo/seo-resource';
import { DEFAULT_FONTS, fontVariables, type ThemeFonts } from './shared/theme/font-stack';
import { type ThemeSettings, themeBootScript, themeModeSettings } from './shared/theme/theme-mode';
import { loadContentIcons } from './shared/ui/icon';

/** Where a markdown text shown as plain text is reported (the server's log; decision 078). */
export { onMarkdownFailure } from '@wegweiser/markdown/static-html';

export type RenderRequest = {
  url: string;
  /** Public origin for absolute URLs (canonical, alternates, Open Graph, JSON-LD). */
  origin: string;
  /** The page's language: ?lang (indexable URL) → cookie → Accept-Language → default. */
  urlLanguage: string | undefined;
  cookieLanguage: string | undefined;
  acceptLanguages: string[];
  transport: Transport;
  /** Page state the render starts from (a refused booking form's notice and input; decision 105). */
  seed?: Record<string, SerializedState> | undefined;
};

export type RenderResult =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | {
      kind: 'page';
      status: 200 | 404;
      html: string;
      language: string;
      /** The URL's ?lang chose the language: the page does not vary with cookie or Accept-Language. */
      languageFromUrl: boolean;
      head: HeadTags;
      structuredData: JsonLdNode[];
      /** The page's LCP image, preloaded with high fetch priority (decision 012). */
      preloadImage: ImagePreload | null;
      state: PageState;
      themeScript: string;
      themeCss: string;
      /** The theme's font families (the document preloads the ones this site hosts). */
      fonts: ThemeFonts;
      routeId: string;
      /** Rendered for this request only: never kept by the page cache (the route's `live`). */
      live?: boolean;
    };

/**
 * The URL a page request is rendered and cached under: only the query its route's page reads, as
 * it reads it, sorted (app/page-query.ts).
 */
export function pageRequestUrl(url: string): string {
  const pathname = new URL(url, 'http://localhost').pathname;
  return pageUrl(url, matchRoutes(routes, pathname)?.route.id);
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, 'http://localhost');
  const match = matchRoutes(routes, url.pathname);
  const route = match?.route ?? null;
  // Redirects keep an explicit ?lang, so an indexed language URL leads to the same language.
  const keepLang = (location: string) => {
    const lang = url.searchParams.get(LANGUAGE_PARAM);
    return lang ? `${location}?${new URLSearchParams({ [LANGUAGE_PARAM]: lang })}` : location;
  };
  if (route?.redirect) return { kind: 'redirect', status: 301, location: keepLang(route.redirect) };

  // Languages first: the request's language must be one of them. The page's module loads meanwhile.
  const pageModule = loadPageWithIslands(route?.page ? route : null);
  // Content icons render synchronously on the server (decision 112); loaded once per process.
  const icons = loadContentIcons();
  const bootstrapApi = createApiClient({ transport: request.transport, language: () => DEFAULT_LANGUAGE });
  const bootstrap = new ResourceStore(bootstrapApi);
  const languagesState = await bootstrap.ensure(languagesResource);
  const languages: Language[] =
    languagesState?.status === 'success' ? languagesState.data : FALLBACK_LANGUAGES.map((l) => ({ ...l }));
  const defaultLanguage = defaultLanguageOf(languages);
  // Spec section 4's rule, with the URL's ?lang before the saved choice (the cookie).
  const { code: language, source } = resolveLanguage({
    requested: request.urlLanguage,
    stored: request.cookieLanguage,
    browser: request.acceptLanguages,
    available: languages,
  });
  const languageFromUrl = source === 'requested';

  const api = createApiClient({ transport: request.transport, language: () => language });
  const store = new ResourceStore(api);
  store.restore(bootstrap.snapshot());
  if (request.seed) store.restore(request.seed);
  const texts = new TextStore(api);
  const page = await pageModule;
  await Promise.all([icons, loadConsentTexts(language)]);
  const loadContext = { params: match?.params ?? {}, search: url.searchParams, language, store, texts };
  const routeId = route?.id ?? 'not-found';

  // Then everything else at once, in one wave of API calls (decision 074): the layout, the page's
  // own data and its SEO texts. The page's data is read before its section's gate is known; a closed
  // section answers with a redirect and the data read for it is dropped.
  const [settingsState, themeState, , , , loaded, seoState] = await Promise.all([
    store.ensure(siteSettingsResource(language)),
    store.ensure(themeResource),
    store.ensure(footerItemsResource(language)),
    store.ensure(socialMediaResource(language)),
    texts.ensure(LAYOUT_CONTENT_TYPES, language).catch(() => undefined),
    page.load?.(loadContext),
    route?.seo ? store.ensure(seoResource(route.seo, language)) : undefined,
    hasBreadcrumbs(routeId) ? texts.ensure(BREADCRUMB_TEXTS, language).catch(() => undefined) : undefined,
  ]);
  const settings: SiteSettings | null = settingsState?.status === 'success' ? settingsState.data : null;

  if (!isSectionOpen(route?.gate, settings)) {
    return { kind: 'redirect', status: 302, location: keepLang('/') };
  }
  const status = !route?.page || loaded?.status === 404 ? 404 : 200;

  const tagged = route?.seo ? (seoState?.status === 'success' ? seoState.data : DEFAULT_SEO) : null;
  const own = page.meta?.({ ...loadContext, defaultLanguage }) ?? {};
  const lcpImage = status === 200 ? page.lcpImage?.({ ...loadContext, defaultLanguage }) : null;
  const socialState = store.get<SocialMediaSettings>(socialMediaResource(language).key);
  const seo = await pageSeo({
    origin: request.origin,
    routeId,
    pathname: url.pathname,
    search: url.search,
    indexable: status === 200 && !route?.noindex,
    language,
    defaultLanguage,
    languages,
    settings,
    social: socialState?.status === 'success' ? socialState.data : null,
    text: resolvePageText({
      tagged,
      own,
      siteName: settings?.site_name,
      siteDescription: settings?.site_description,
    }),
    meta: own,
    managedText: (type) => texts.text(type, language, defaultLanguage),
  });

  const services: AppServices = {
    api,
    store,
    texts,
    language,
    defaultLanguage,
    languages,
    settings,
    changeLanguage: () => {},
    isServer: true,
  };
  const html = renderToString(
    <Root services={services} location={{ pathname: url.pathname, search: url.search, key: 'initial' }} />,
  );

  const theme: Theme | null = themeState?.status === 'success' ? themeState.data : null;
  const themeSettings: ThemeSettings | null = settings
    ? { toggleEnabled: settings.enable_theme_toggle, fixedMode: settings.fixed_theme_mode }
    : null;
  return {
    kind: 'page',
    status,
    html,
    language,
    languageFromUrl,
    routeId,
    live: route?.live === true,
    head: seo.head,
    structuredData: seo.structuredData,
    preloadImage: lcpImage ? imagePreload(lcpImage) : null,
    state: { language, defaultLanguage, resources: store.snapshot(), texts: texts.cache.snapshot() },
    themeScript: themeBootScript(themeModeSettings(themeSettings, theme !== null)),
    // The font lists come from the theme's font names, with this site's fallback faces and CJK stacks.
    themeCss: themeCss({ ...theme?.css_variables, ...fontVariables(theme?.fonts) }),
    fonts: theme?.fonts ?? DEFAULT_FONTS,
  };
}

/** The theme's custom properties; values are escaped so content cannot leave the style block. */
function themeCss(variables: Record<string, string>): string {
  const safe = (value: string) => value.replace(/[<>{};]/g, '');
  const body = Object.entries(variables)
    .filter(([name]) => /^--[a-z0-9-]+$/.test(name))
    .map(([name, value]) => `${name}:${safe(value)}`)
    .join(';');
  return `:root{${body}}`;
}

export type BookingPostResult =
  | { kind: 'redirect'; status: 301 | 302 | 303; location: string }
  | { kind: 'page'; status: number; page: Extract<RenderResult, { kind: 'page' }> };

/**
 * The booking form posted without JavaScript (decision 105): booked → 303 to the confirmation
 * page; refused → the booking page rendered again with the API's message and her input, answered
 * with the refusal's status.
 */
export async function bookingPost(
  request: Omit<RenderRequest, 'url' | 'seed'> & {
    form: Record<string, unknown>;
    now: number;
    lang: string | null;
  },
): Promise<BookingPostResult> {
  const lang =
    request.lang && (LANGUAGE_CODES as readonly string[]).includes(request.lang) ? request.lang : null;
  const outcome = await submitBookingForm({
    form: request.form,
    transport: request.transport,
    now: request.now,
    lang,
  });
  return answerPost(request, outcome);
}

/** A manage link's move or cancel posted without JavaScript: 303 to the page saying so, or the page again. */
export async function manageBookingPost(
  request: Omit<RenderRequest, 'url' | 'seed'> & {
    token: string;
    form: Record<string, unknown>;
    lang: string | null;
  },
): Promise<BookingPostResult> {
  const lang =
    request.lang && (LANGUAGE_CODES as readonly string[]).includes(request.lang) ? request.lang : null;
  const outcome = await submitManageForm({
    token: request.token,
    form: request.form,
    transport: request.transport,
    lang,
  });
  return answerPost(request, outcome);
}

async function answerPost(
  request: Omit<RenderRequest, 'url' | 'seed'>,
  outcome: BookingPostOutcome,
): Promise<BookingPostResult> {
  if (outcome.kind === 'redirect') return { kind: 'redirect', status: 303, location: outcome.location };
  const page = await render({ ...request, url: outcome.pageUrl, seed: outcome.seed });
  if (page.kind === 'redirect') return page;
  return { kind: 'page', status: outcome.status, page };
}
