import type { SeoPageIdentifier } from '@wegweiser/contracts/constants';
import { SCROLL_TOP_AFTER_NAV_MS } from '@wegweiser/contracts/constants';
import { useEffect, useRef } from 'react';
import { useApp } from '../../app/app-context';
import { useLocation } from '../../app/router/router';
import { seoResource, withSiteName } from './seo-resource';

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * After each client navigation to a tagged page: fetch its SEO settings (failures ignored), apply
 * them to the head, then scroll smoothly to the top after 100 ms (spec section 2).
 */
export function usePageSeo(page: SeoPageIdentifier | undefined) {
  const { store, language, settings } = useApp();
  const { key } = useLocation();
  const first = useRef(true);
  // `key` changes on every navigation, also between two visits of the same page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run per navigation by design
  useEffect(() => {
    // The server rendered the first page's head already.
    if (first.current) {
      first.current = false;
      return;
    }
    if (!page) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    store
      .load(seoResource(page, language))
      .then((seo) => {
        if (cancelled) return;
        if (seo.page_title) document.title = withSiteName(seo.page_title, settings?.site_name);
        setMeta('name', 'description', seo.meta_description);
        setMeta('property', 'og:title', seo.og_title || seo.page_title);
        setMeta('property', 'og:description', seo.og_description || seo.meta_description);
        setMeta('name', 'twitter:title', seo.twitter_title || seo.page_title);
        setMeta('name', 'twitter:description', seo.twitter_description || seo.meta_description);
      })
      .catch(() => undefined)
      .finally(() => {
        if (!cancelled)
          timer = setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), SCROLL_TOP_AFTER_NAV_MS);
      });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [page, key, store, language, settings?.site_name]);
}
