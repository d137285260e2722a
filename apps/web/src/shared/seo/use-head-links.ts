import { useEffect, useRef } from 'react';
import { useApp } from '../../app/app-context';
import { useLocation } from '../../app/router/router';
import { applyPageUrls, publicOrigin } from './document-head';
import { alternateUrls, canonicalPath, languageUrl } from './page-urls';

/**
 * After each client navigation: canonical URL, og:url and hreflang alternates of the new page in
 * the current language (the server wrote the first page's). The not-found page gets none.
 */
export function useHeadLinks(routeId: string, indexable: boolean) {
  const { language, defaultLanguage, languages } = useApp();
  const { pathname, search, key } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run per navigation by design
  useEffect(() => {
    const origin = publicOrigin();
    if (first.current) {
      first.current = false;
      return;
    }
    if (!indexable) {
      applyPageUrls(null);
      return;
    }
    const path = canonicalPath(routeId, pathname, search);
    const codes = languages.map((l) => l.code as string);
    applyPageUrls({
      canonical: languageUrl(origin, path, language, defaultLanguage),
      alternates: alternateUrls(origin, path, codes, defaultLanguage),
    });
  }, [key, routeId, indexable, pathname, search, language, defaultLanguage, languages]);
}
