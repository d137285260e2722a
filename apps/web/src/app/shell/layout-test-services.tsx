/**
 * Test helper: renders a layout component to static markup inside the app's providers, with the
 * resource store and texts filled as the server would.
 */
import { createApiClient } from '@wegweiser/client/api-client';
import type { Language, SiteSettings } from '@wegweiser/contracts';
import { SOCIAL_NETWORKS } from '@wegweiser/contracts/constants';
import { siteSettingsFixture } from '@wegweiser/contracts/testing';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { TextStore } from '../../shared/content/text-store';
import { AppProvider, type AppServices } from '../../shared/context/app-context';
import { ResourceStore, type SerializedState } from '../../shared/data/resource-store';
import { StaticRouter } from '../../shared/router/router';

/** Site settings as the API sends them, parsed with the contract; `patch` overrides fields. */
export const testSettings = (patch: Partial<SiteSettings> = {}): SiteSettings =>
  siteSettingsFixture({
    // Only the footer's social flags matter to the shell; the others stay off, and so does reddit.
    ...Object.fromEntries(
      ['show_social_', 'contact_show_social_'].flatMap((prefix) =>
        SOCIAL_NETWORKS.map((network) => [`${prefix}${network}`, false]),
      ),
    ),
    footer_show_social_reddit: false,
    ...patch,
  });

export const testLanguage = (code: Language['code'], native_name: string, order: number): Language => ({
  code,
  name: native_name,
  native_name,
  flag: '',
  is_default: code === 'de',
  is_active: true,
  order,
});

export function renderWithApp(
  node: ReactNode,
  options: {
    settings?: SiteSettings | null;
    resources?: Record<string, SerializedState>;
    texts?: Record<string, string>;
    pathname?: string;
    /** The page's language (German unless said). */
    language?: string;
  } = {},
): string {
  const api = createApiClient({
    transport: async () => ({ status: 200, body: { results: [] } }),
    language: () => 'de',
  });
  const store = new ResourceStore(api);
  store.restore(options.resources ?? {});
  const texts = new TextStore(api);
  texts.cache.restore(Object.entries(options.texts ?? {}).map(([type, content]) => [type, 'de', content]));
  const services: AppServices = {
    api,
    store,
    texts,
    language: options.language ?? 'de',
    defaultLanguage: 'de',
    languages: [],
    settings: options.settings === undefined ? testSettings() : options.settings,
    changeLanguage: () => {},
    isServer: true,
  };
  const location = { pathname: options.pathname ?? '/', search: '', key: 'initial' };
  return renderToStaticMarkup(
    <AppProvider services={services}>
      <StaticRouter location={location}>{node}</StaticRouter>
    </AppProvider>,
  );
}
