/**
 * The second wave of a render's API calls (decision 074): the layout, the page's own data, its SEO
 * texts and breadcrumbs at once, in one language. A render starts it in the language the languages
 * last read give, beside the languages read itself, and keeps it when that read confirms the
 * language (decision 118); `lastLanguages` is what the previous render read.
 */
import { type ApiClient, createApiClient, type Transport } from '@wegweiser/client/api-client';
import type { Language } from '@wegweiser/contracts';
import { LAYOUT_CONTENT_TYPES } from '@wegweiser/contracts/layout-texts';
import {
  footerItemsResource,
  siteSettingsResource,
  socialMediaResource,
  themeResource,
} from '../app/shell/api/layout-resources';
import { TextStore } from '../shared/content/text-store';
import { ResourceStore, type SerializedState } from '../shared/data/resource-store';
import type { LoadContext, LoadResult, PageModule, RouteDefinition } from '../shared/router/route-types';
import { DEFAULT_SEO, type PageSeo, seoResource } from '../shared/seo/seo-resource';
import { BREADCRUMB_TEXTS, hasBreadcrumbs } from './seo/breadcrumbs';

let lastLanguages: Language[] | null = null;

/** The active languages the last render read (null before the first): the next render's guess. */
export const lastReadLanguages = (): Language[] | null => lastLanguages;

/** Remembers a render's languages read for the next render's guess. */
export function rememberLanguages(languages: Language[]) {
  lastLanguages = languages;
}

export type PageWaveInputs = {
  transport: Transport;
  route: RouteDefinition | null;
  routeId: string;
  params: LoadContext['params'];
  search: URLSearchParams;
  page: Promise<PageModule>;
  /** What must be loaded before the page renders in a language (its consent texts). */
  ready: (language: string) => Promise<unknown>;
  seed: Record<string, SerializedState> | undefined;
};

export type PageWave = {
  api: ApiClient;
  store: ResourceStore;
  texts: TextStore;
  page: PageModule;
  loadContext: LoadContext;
  loaded: LoadResult;
  /** The page's SEO texts (null: its route has none). */
  seo: PageSeo | null;
};

/** Everything a page shows in `language`, read at once; never rejects for an API failure. */
export async function loadPageWave(inputs: PageWaveInputs, language: string): Promise<PageWave> {
  const api = createApiClient({ transport: inputs.transport, language: () => language });
  const store = new ResourceStore(api);
  if (inputs.seed) store.restore(inputs.seed);
  const texts = new TextStore(api);
  const page = await inputs.page;
  const loadContext: LoadContext = { params: inputs.params, search: inputs.search, language, store, texts };
  const { route, routeId } = inputs;
  // The page's data is read before its section's gate is known; a closed section answers with a
  // redirect and the data read for it is dropped.
  const [, , , , , loaded, seoState] = await Promise.all([
    store.ensure(siteSettingsResource(language)),
    store.ensure(themeResource),
    store.ensure(footerItemsResource(language)),
    store.ensure(socialMediaResource(language)),
    texts.ensure(LAYOUT_CONTENT_TYPES, language).catch(() => undefined),
    page.load?.(loadContext),
    route?.seo ? store.ensure(seoResource(route.seo, language)) : undefined,
    hasBreadcrumbs(routeId) ? texts.ensure(BREADCRUMB_TEXTS, language).catch(() => undefined) : undefined,
    inputs.ready(language),
  ]);
  const seo = route?.seo ? (seoState?.status === 'success' ? seoState.data : DEFAULT_SEO) : null;
  return { api, store, texts, page, loadContext, loaded, seo };
}
