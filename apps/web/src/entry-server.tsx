/**
 * Server render of one page request: redirects and gates, layout and page data through the API
 * in-process, the HTML of the React tree, and the head and state the document needs.
 */

import { createApiClient, type Transport } from '@wegweiser/client/api-client';
import type { Language, SiteSettings, SocialMediaSettings, Theme } from '@wegweiser/contracts';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGES, LANGUAGE_CODES } from '@wegweiser/contracts/constants';
import { defaultLanguage as defaultLanguageOf, resolveLanguage } from '@wegweiser/contracts/language';
import { renderToString } from 'react-dom/server';
import { loadPageWithIslands } from './app/app';
import { type BookingPostOutcome, submitBookingForm, submitManageForm } from './app/booking-post';
import { pageUrl } from './app/page-query';
import { Root } from './app/root';
import { routes } from './app/routes';
import {
  languagesResource,
  siteSettingsResource,
  socialMediaResource,
  themeResource,
} from './app/shell/api/layout-resources';
import { loadConsentTexts } from './features/analytics/consent/consent-texts';
import { lastReadLanguages, loadPageWave, rememberLanguages } from './server/page-data';
import type { HeadTags } from './server/seo/head-tags';
import { pageSeo } from './server/seo/page-seo';
import type { JsonLdNode } from './server/seo/structured-data';
import type { AppServices } from './shared/context/app-context';
import type { PageState } from './shared/data/page-state';
import { ResourceStore, type SerializedState } from './shared/data/resource-store';
import { type ImagePreload, imagePreload } from './shared/lib/responsive-image';
import { isSectionOpen } from './shared/lib/section-gate';
import { matchRoutes } from './shared/router/match';
import { resolvePageText } from './shared/seo/page-text';
import { LANGUAGE_PARAM } from './shared/seo/page-urls';
import { DEFAULT_FONTS, fontVariables, hostedFamilies, type ThemeFonts } from './shared/theme/font-stack';
import { type ThemeSettings, themeBootScript, themeModeSettings } from './shared/theme/theme-mode';
import { WEB_FONT_FAMILIES_VARIABLE, WEB_FONTS_SELECTOR } from './shared/theme/web-fonts';
import { StoredMarkdownContext, type StoredMarkdownHtml } from './shared/ui/markdown';

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
  /** The HTML of the site's markdown stored when it was published (decision 122). */
  storedMarkdown?: StoredMarkdownHtml | undefined;
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

  // The languages decide the request's language; the page's module loads meanwhile. Beside that
  // read, the page's data in the language the languages last read give: kept when this read
  // confirms it, read again otherwise (decision 118), so a render waits for one round of API calls.
  const pageModule = loadPageWithIslands(route?.page ? route : null);
  const routeId = route?.id ?? 'not-found';
  const waveInputs = {
    transport: request.transport,
    route,
    routeId,
    params: match?.params ?? {},
    search: url.searchParams,
    page: pageModule,
    ready: (language: string) => loadConsentTexts(language),
    seed: request.seed,
  };
  // Spec section 4's rule, with the URL's ?lang before the saved choice (the cookie).
  const chooseLanguage = (available: Language[]) =>
    resolveLanguage({
      requested: request.urlLanguage,
      stored: request.cookieLanguage,
      browser: request.acceptLanguages,
      available,
    });
  const known = lastReadLanguages();
  const guessed = known ? chooseLanguage(known).code : null;
  const early = guessed ? loadPageWave(waveInputs, guessed) : null;
  // Dropped when the guess was wrong: its failure is no one's to report.
  early?.catch(() => undefined);
  const bootstrapApi = createApiClient({ transport: request.transport, language: () => DEFAULT_LANGUAGE });
  const bootstrap = new ResourceStore(bootstrapApi);
  const languagesState = await bootstrap.ensure(languagesResource);
  if (languagesState?.status === 'success') rememberLanguages(languagesState.data);
  const languages: Language[] =
    languagesState?.status === 'success' ? languagesState.data : FALLBACK_LANGUAGES.map((l) => ({ ...l }));
  const defaultLanguage = defaultLanguageOf(languages);
  const { code: language, source } = chooseLanguage(languages);
  const languageFromUrl = source === 'requested';

  const wave = early && guessed === language ? await early : await loadPageWave(waveInputs, language);
  const { api, store, texts, page, loadContext, loaded } = wave;
  store.restore(bootstrap.snapshot());
  const settingsState = store.get<SiteSettings>(siteSettingsResource(language).key);
  const themeState = store.get<Theme>(themeResource.key);
  const settings: SiteSettings | null = settingsState?.status === 'success' ? settingsState.data : null;

  if (!isSectionOpen(route?.gate, settings)) {
    return { kind: 'redirect', status: 302, location: keepLang('/') };
  }
  const status = !route?.page || loaded?.status === 404 ? 404 : 200;

  const tagged = wave.seo;
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
    <StoredMarkdownContext.Provider value={request.storedMarkdown ?? null}>
      <Root services={services} location={{ pathname: url.pathname, search: url.search, key: 'initial' }} />
    </StoredMarkdownContext.Provider>,
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
    // The font lists: first without the hosted web fonts, which apply under <html data-web-fonts>
    // (decision 119); --web-font-families names the files the browser fetches after the load.
    themeCss:
      themeCss({
        ...theme?.css_variables,
        ...fontVariables(theme?.fonts),
        [WEB_FONT_FAMILIES_VARIABLE]: hostedFamilies(theme?.fonts).join(','),
      }) + themeCss(fontVariables(theme?.fonts, { web: true }), WEB_FONTS_SELECTOR),
    fonts: theme?.fonts ?? DEFAULT_FONTS,
  };
}

/** The theme's custom properties; values are escaped so content cannot leave the style block. */
function themeCss(variables: Record<string, string>, selector = ':root'): string {
  const safe = (value: string) => value.replace(/[<>{};]/g, '');
  const body = Object.entries(variables)
    .filter(([name]) => /^--[a-z0-9-]+$/.test(name))
    .map(([name, value]) => `${name}:${safe(value)}`)
    .join(';');
  return `${selector}{${body}}`;
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
