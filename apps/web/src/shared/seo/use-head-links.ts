import { useEffect, useRef } from 'react';
import { useApp } from '../context/app-context';
import { useLocation } from '../router/router';
import { applyPageUrls, publicOrigin } from './document-head';
import { pageUrls } from './page-urls';

/**
 * After each client navigation: canonical URL, og:url and hreflang alternates of the new page in
 * the current language, by the server's rule (pageUrls: no canonical where the URL's own language
 * is not the one shown). The server wrote the first page's. The not-found page gets none.
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
    applyPageUrls(
      pageUrls({
        origin,
        routeId,
        pathname,
        search,
        language,
        languages: languages.map((l) => l.code as string),
        defaultLanguage,
      }),
    );
  }, [key, routeId, indexable, pathname, search, language, defaultLanguage, languages]);
}
