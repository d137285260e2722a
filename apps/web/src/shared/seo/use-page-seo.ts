import type { SeoPageIdentifier } from '@wegweiser/contracts/constants';
import { SCROLL_TOP_AFTER_NAV_MS } from '@wegweiser/contracts/constants';
import { useEffect, useRef } from 'react';
import { useApp } from '../context/app-context';
import { useLocation } from '../router/router';
import { scrollToward } from '../router/scroll-goal';
import { applyPageText, applyShareImage } from './document-head';
import { resolvePageText } from './page-text';
import { seoResource } from './seo-resource';
import { DEFAULT_SHARE_IMAGE } from './share-image';

/**
 * After each client navigation to a tagged page: fetch its SEO settings (failures ignored), apply
 * them to the head, then scroll smoothly to the top after 100 ms (spec section 2).
 */
export function usePageSeo(page: SeoPageIdentifier | undefined) {
  const { store, language, settings } = useApp();
  const siteName = settings?.site_name;
  const siteDescription = settings?.site_description;
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
    applyShareImage(DEFAULT_SHARE_IMAGE, 'website');
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    store
      .load(seoResource(page, language))
      .then((seo) => {
        if (!cancelled) applyPageText(resolvePageText({ tagged: seo, siteName, siteDescription }));
      })
      .catch(() => undefined)
      .finally(() => {
        if (!cancelled) timer = setTimeout(() => scrollToward(0, 'smooth'), SCROLL_TOP_AFTER_NAV_MS);
      });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [page, key, store, language, siteName, siteDescription]);
}
