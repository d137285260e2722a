import { useEffect } from 'react';
import { useApp } from '../context/app-context';
import type { PageMeta } from '../router/route-types';
import { applyPageText, applyShareImage } from './document-head';
import { subjectImage, subjectOgType } from './page-subject';
import { resolvePageText } from './page-text';

/**
 * A detail page's head in the browser, once its content is there: title, description, Open Graph
 * and Twitter texts and share image, resolved as on the server (the page's own `meta()`).
 */
export function usePageMeta(meta: PageMeta | null) {
  const { settings, isServer } = useApp();
  const siteName = settings?.site_name;
  const siteDescription = settings?.site_description;
  // `meta` is a fresh object on every render: its parts decide when the head changes.
  const ready = meta !== null;
  const { title, description, subject } = meta ?? {};
  const { url, width, height, alt } = subjectImage(subject);
  const type = subjectOgType(subject);
  useEffect(() => {
    if (isServer || !ready) return;
    applyPageText(resolvePageText({ tagged: null, own: { title, description }, siteName, siteDescription }));
    applyShareImage({ url, width, height, alt }, type);
  }, [isServer, ready, title, description, siteName, siteDescription, url, width, height, alt, type]);
}
