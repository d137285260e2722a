/**
 * Browser start: restore the server's state, load the current page's code, hydrate.
 */

import { createApiClient } from '@wegweiser/client/api-client';
import { readCookie } from '@wegweiser/client/cookies';
import { fetchTransport } from '@wegweiser/client/fetch-transport';
import { FALLBACK_LANGUAGES, LANGUAGE_COOKIE, STORAGE_KEYS } from '@wegweiser/contracts/constants';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadPageModule } from './app/app';
import { Root } from './app/root';
import { routes } from './app/routes';
import { languagesResource, siteSettingsResource } from './app/shell/api/layout-resources';
import { loadConsentTexts } from './features/analytics/consent/consent-texts';
import { ContentCache } from './shared/content/content-cache';
import { TextStore } from './shared/content/text-store';
import type { AppServices } from './shared/context/app-context';
import { loadPageState } from './shared/data/load-page-state';
import { PAGE_STATE_ID, PAGE_STATE_REQUEST_GLOBAL, type PageState } from './shared/data/page-state';
import { ResourceStore } from './shared/data/resource-store';
import { type LanguageChoiceStore, languageAtStart, saveLanguageChoice } from './shared/i18n/language-choice';
import { writeLanguageCookie } from './shared/i18n/language-cookie';
import { armIslands } from './shared/islands/island-triggers';
import { matchRoutes } from './shared/router/match';
import { afterLoad, fetchWebFonts } from './shared/theme/web-fonts';
import './fonts.css';
import './styles.css';

// The page's state: inline, or the file the boot script requested after the first paint
// (decision 131). Without it the server's page stays as it is.
const state = await loadPageState({
  element: document.getElementById(PAGE_STATE_ID),
  started: (window as unknown as Record<string, Promise<Response> | undefined>)[PAGE_STATE_REQUEST_GLOBAL],
  fetchState: (url) => fetch(url, { credentials: 'same-origin' }),
});
if (state) boot(state);

function boot(state: PageState) {
  const storage = (() => {
    try {
      return window.localStorage;
    } catch {
      return null;
    }
  })();

  const api = createApiClient({
    transport: fetchTransport(),
    language: () => storage?.getItem(STORAGE_KEYS.language) || state.language,
  });
  // A preview link's page (decision 093): its state is the item's draft as rendered, kept as it is —
  // neither aged out nor fetched again (the API would answer with the live item).
  const preview = state.preview === true;
  const store = new ResourceStore(api);
  store.restore(state.resources);
  const texts = new TextStore(
    api,
    preview ? new ContentCache(Date.now, Number.POSITIVE_INFINITY) : undefined,
  );
  texts.cache.restore(state.texts);
  if (preview) {
    store.freeze();
    texts.freeze();
  }

  const languagesState = store.get<AppServices['languages']>(languagesResource.key);
  // Language list failed: the spec's fallback de, en, es (as the server used).
  const languages: AppServices['languages'] =
    languagesState?.status === 'success'
      ? languagesState.data
      : FALLBACK_LANGUAGES.map((language) => ({ ...language }));

  // The spec's order: saved choice → browser language → default language → de. The server rendered
  // the browser's (Accept-Language) or the default; only a saved choice is mirrored into the cookie,
  // and the page renders again when the server did not know it (no cookie yet).
  const choice: LanguageChoiceStore = {
    storage,
    readCookie: () => readCookie(LANGUAGE_COOKIE),
    writeCookie: (code) => writeLanguageCookie(code),
  };
  // An explicit ?lang= (shared or indexed link) decides this page's language without being saved.
  const explicit = new URL(window.location.href).searchParams.has('lang');
  if (languageAtStart(choice, { language: state.language, available: languages, explicit }) === 'reload') {
    window.location.reload();
  } else {
    start();
  }

  function changeLanguage(code: string) {
    if (!languages.some((language) => language.code === code) || code === state.language) return;
    saveLanguageChoice(choice, code);
    texts.clearLanguage(state.language);
    texts.clearLanguage(code);
    // A full reload renders every page datum, SEO and text in the new language.
    const url = new URL(window.location.href);
    if (url.searchParams.has('lang')) url.searchParams.set('lang', code);
    window.location.assign(url.href);
  }

  async function start() {
    const settingsState = store.get<AppServices['settings']>(siteSettingsResource(state.language).key);
    const services: AppServices = {
      api,
      store,
      texts,
      language: state.language,
      defaultLanguage: state.defaultLanguage,
      languages,
      settings: settingsState?.status === 'success' ? settingsState.data : null,
      changeLanguage,
      isServer: false,
      preview,
    };
    const match = matchRoutes(routes, window.location.pathname);
    // Server-rendered markdown and content icons hydrate from their own HTML: the modules that render
    // them adopt it when they load, with the page's module or an island's (decisions 093, 112, 120).
    // The page's code and, in a language other than German, the consent banner's texts (decision 112).
    await Promise.all([
      loadPageModule(match?.route.page ? match.route : null),
      loadConsentTexts(state.language),
    ]);
    const root = document.getElementById('root');
    if (!root) return;
    // Islands keep the server's HTML until seen or reached for (decision 120); their code loads then.
    armIslands(document);
    // As a transition, hydration yields to the browser every few milliseconds instead of blocking the
    // main thread for the whole page (no long task; the server HTML is visible and usable meanwhile).
    // The web fonts are fetched after the load and applied only on a navigation (decision 119).
    afterLoad(() => void fetchWebFonts());
    startTransition(() => {
      hydrateRoot(
        root,
        <Root
          services={services}
          location={{ pathname: window.location.pathname, search: window.location.search, key: 'initial' }}
        />,
      );
    });
  }
}
