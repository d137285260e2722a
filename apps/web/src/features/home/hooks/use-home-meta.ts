import { useEffect } from 'react';
import { useApp } from '../../../shared/context/app-context';
import { setMetaContent } from '../../../shared/seo/document-head';
import { seoResource, withSiteName } from '../../../shared/seo/seo-resource';
import type { Translate } from '../home-texts';
import { type HomeMeta, homeMeta } from '../lib/home-meta';

function apply(meta: HomeMeta, siteName: string | undefined) {
  if (meta.title) document.title = withSiteName(meta.title, siteName);
  if (meta.description) setMetaContent({ attribute: 'name', key: 'description' }, meta.description);
}

/**
 * Applies meta_title / meta_description in the browser. After a client navigation the layout
 * writes the page's SEO settings into the head when their request settles, so the override is
 * applied again after that same request (shared while in flight) to have the last word. The first
 * page's head is the server's, which wrote the override itself, and the layout fetches nothing
 * for it (usePageSeo): nothing is fetched then either.
 */
export function useHomeMeta(t: Translate) {
  const { store, language, settings } = useApp();
  const meta = homeMeta((type) => t(type));
  const siteName = settings?.site_name;
  useEffect(() => {
    if (!meta.title && !meta.description) return;
    const current = { title: meta.title, description: meta.description };
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    apply(current, siteName);
    // Hydrating the server's page: its effects run before the app marks the store hydrated.
    if (!store.hydrated) return;
    store
      .load(seoResource('home', language))
      .catch(() => undefined)
      .finally(() => {
        // After the layout's own handler of the same request.
        timer = setTimeout(() => {
          if (!cancelled) apply(current, siteName);
        }, 0);
      });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [meta.title, meta.description, siteName, store, language]);
}
