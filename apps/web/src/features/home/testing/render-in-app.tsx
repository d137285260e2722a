/**
 * Test helper: renders a home component to static markup inside the app's providers with a
 * prepared resource store (no network) and managed texts.
 */

import type { ApiClient } from '@wegweiser/client/api-client';
import type { SiteSettings } from '@wegweiser/contracts';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { TextStore } from '../../../shared/content/text-store';
import { AppProvider, type AppServices } from '../../../shared/context/app-context';
import { ResourceStore, type SerializedState } from '../../../shared/data/resource-store';
import { StaticRouter } from '../../../shared/router/router';

const offline: ApiClient = {
  get: () => Promise.reject(new Error('offline')),
  post: () => Promise.reject(new Error('offline')),
  patch: () => Promise.reject(new Error('offline')),
  delete: () => Promise.reject(new Error('offline')),
  language: () => 'de',
};

export function renderInApp(
  node: ReactNode,
  options: {
    resources?: Record<string, SerializedState>;
    texts?: Record<string, string>;
    settings?: Partial<SiteSettings> | null;
  } = {},
): string {
  const store = new ResourceStore(offline);
  store.restore(options.resources ?? {});
  const texts = new TextStore(offline);
  texts.cache.restore(Object.entries(options.texts ?? {}).map(([type, content]) => [type, 'de', content]));
  const services: AppServices = {
    api: offline,
    store,
    texts,
    language: 'de',
    defaultLanguage: 'de',
    languages: [],
    settings: options.settings === undefined ? null : (options.settings as SiteSettings | null),
    changeLanguage: () => {},
    isServer: true,
  };
  return renderToStaticMarkup(
    <AppProvider services={services}>
      <StaticRouter location={{ pathname: '/', search: '', key: 'initial' }}>{node}</StaticRouter>
    </AppProvider>,
  );
}

export const ok = (data: unknown): SerializedState => ({ ok: true, data });
export const failed = (status = 500): SerializedState => ({
  ok: false,
  kind: 'http',
  message: `HTTP error! status: ${status}`,
  status,
});
