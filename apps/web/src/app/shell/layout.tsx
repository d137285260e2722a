import type { SeoPageIdentifier } from '@wegweiser/contracts/constants';
import type { ReactNode } from 'react';
import { useApp } from '../../shared/context/app-context';
import { useResource } from '../../shared/data/use-resource';
import { Island } from '../../shared/islands/island';
import { usePageSeo } from '../../shared/seo/use-page-seo';
import { themeResource } from './api/layout-resources';
import { footerIsland } from './footer-island';
import { Header } from './header';
import { layoutDiagnostics } from './layout-diagnostics';
import { landmarkLabel } from './nav-links';

export function Layout({
  seo,
  notice,
  children,
}: {
  routeId: string;
  seo: SeoPageIdentifier | undefined;
  /**
   * Something the visitor should meet first, such as the consent banner: fixed on screen, but
   * placed right after the skip link so the keyboard reaches it before the header.
   */
  notice?: ReactNode;
  children: ReactNode;
}) {
  usePageSeo(seo);
  const { language, settings } = useApp();
  const theme = useResource(themeResource);
  return (
    <div
      className="flex min-h-screen flex-col bg-white text-slate-800 dark:bg-dark-900 dark:text-dark-100"
      {...layoutDiagnostics({ settings: settings === null, theme: theme.error !== undefined })}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50"
      >
        {landmarkLabel('skip', language)}
      </a>
      {notice}
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Island of={footerIsland} />
    </div>
  );
}
