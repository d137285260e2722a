import { useEffect, useState } from 'react';
import { AnalyticsRoot } from '../features/analytics/analytics-root';
import { useApp } from '../shared/context/app-context';
import { loadAllIslands } from '../shared/islands/island-registry';
import { isSectionOpen } from '../shared/lib/section-gate';
import { matchRoutes } from '../shared/router/match';
import type { PageModule, RouteDefinition } from '../shared/router/route-types';
import { useLocation, useNavigate } from '../shared/router/router';
import { useHeadLinks } from '../shared/seo/use-head-links';
import { notFoundPage, routes } from './routes';
import { siteSettingsResource } from './shell/api/layout-resources';
import { Layout } from './shell/layout';

/** Page modules already loaded, by route id; the current page's is loaded before render/hydration. */
export const pageModules = new Map<string, PageModule>();
export const NOT_FOUND = '__not-found';

export async function loadPageModule(route: RouteDefinition | null): Promise<PageModule> {
  const id = route?.page ? route.id : NOT_FOUND;
  const cached = pageModules.get(id);
  if (cached) return cached;
  const module = await (route?.page ?? notFoundPage)();
  pageModules.set(id, module);
  return module;
}

/**
 * A page's module and every island's code (decision 120): what the server renders with and what a
 * client-side navigation waits for, so no island renders without its code. The browser's first page
 * loads only its module (`loadPageModule`): its islands hydrate when reached.
 */
export async function loadPageWithIslands(route: RouteDefinition | null): Promise<PageModule> {
  const module = await loadPageModule(route);
  await loadAllIslands();
  return module;
}

export function App() {
  const location = useLocation();
  const navigate = useNavigate();
  const { store, language, isServer } = useApp();
  const match = matchRoutes(routes, location.pathname);
  const route = match?.route ?? null;
  const moduleId = route?.page ? route.id : NOT_FOUND;
  const [, setLoaded] = useState(0);
  const module = pageModules.get(moduleId);
  useHeadLinks(moduleId, moduleId !== NOT_FOUND);

  useEffect(() => {
    if (!module) loadPageWithIslands(route).then(() => setLoaded((n) => n + 1));
  }, [module, route]);

  // Runs after the effects of every component of the first render (children's effects run first).
  useEffect(() => {
    store.markHydrated();
    // Until now links were the server's plain anchors; from here the app handles them.
    document.documentElement.dataset.hydrated = 'true';
  }, [store]);

  // Client-side redirects and gates (the server answers these with HTTP redirects).
  useEffect(() => {
    if (isServer || !route) return;
    if (route.redirect) {
      navigate(route.redirect, { replace: true });
      return;
    }
    const gate = route.gate;
    if (gate) {
      // A fresh check on every visit; a failed call also sends the visitor home.
      store.load(siteSettingsResource(language)).then(
        (settings) => {
          if (!isSectionOpen(gate, settings)) navigate('/', { replace: true });
        },
        () => navigate('/', { replace: true }),
      );
    }
  }, [route, isServer, navigate, store, language]);

  const Page = module?.default;
  return (
    <Layout routeId={route?.id ?? NOT_FOUND} seo={route?.seo} notice={<AnalyticsRoot />}>
      {Page ? <Page params={match?.params ?? {}} search={new URLSearchParams(location.search)} /> : null}
    </Layout>
  );
}
