import type { SeoPageIdentifier } from '@wegweiser/contracts/constants';
import type { ReactNode } from 'react';
import { usePageSeo } from '../../shared/seo/use-page-seo';
import { Footer } from './footer';
import { Header } from './header';

export function Layout({
  seo,
  children,
}: {
  routeId: string;
  seo: SeoPageIdentifier | undefined;
  children: ReactNode;
}) {
  usePageSeo(seo);
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-800 dark:bg-dark-900 dark:text-dark-100">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
    </div>
  );
}
