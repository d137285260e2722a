import type { ServicePackage } from '@wegweiser/contracts';
import { DURATION_UNIT_CONTENT_TYPES, PACKAGE_DETAIL_CONTENT_TYPES } from '@wegweiser/contracts/constants';
import { useApp } from '../../app/app-context';
import type { LoadContext, MetaContext, PageMeta, PageProps } from '../../app/route-types';
import { useTexts } from '../../shared/content/use-texts';
import { useResource } from '../../shared/data/use-resource';
import { usePageMeta } from '../../shared/seo/use-page-meta';
import { preloadMarkdown } from '../../shared/ui/markdown';
import { isMissingPackage, packageResource } from './api/get-package';
import { PackageDetail } from './components/package-detail';
import { PackageNotFound } from './components/package-not-found';

const TEXTS = [
  ...PACKAGE_DETAIL_CONTENT_TYPES,
  ...DURATION_UNIT_CONTENT_TYPES,
  'not_found_title',
  'not_found_text',
] as const;

export default function PackageDetailPage({ params }: PageProps) {
  const { language, settings } = useApp();
  const slug = params.slug ?? '';
  const { data: pkg, error } = useResource(packageResource(slug, language));
  const { t } = useTexts(TEXTS);

  usePageMeta(pkg ? packageMeta(pkg) : null);

  if (pkg) {
    return (
      <PackageDetail
        pkg={pkg}
        t={(type) => t(type)}
        contactRedirectUrl={settings?.contact_button_redirect_url}
      />
    );
  }
  // Any other failure is silently ignored (spec section 8): the loading text stays, as the
  // package never arrived.
  if (isMissingPackage(error)) {
    return (
      <PackageNotFound
        title={t('not_found_title')}
        text={t('not_found_text')}
        back={t('service_package_detail_back_button')}
      />
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6" aria-busy="true">
      <p role="status" className="text-slate-600 dark:text-dark-200" data-testid="package-loading">
        {t('service_package_detail_loading')}
      </p>
      <div aria-hidden="true" className="mt-8 animate-pulse space-y-4">
        <div className="h-10 w-2/3 rounded-lg bg-slate-200 dark:bg-dark-700" />
        <div className="h-5 w-1/2 rounded bg-slate-200 dark:bg-dark-700" />
        <div className="mt-8 h-56 rounded-2xl bg-slate-100 dark:bg-dark-800" />
      </div>
    </div>
  );
}

/**
 * Server prefetch: the package, its texts and the markdown renderer. An unknown slug answers 404;
 * any other failure is ignored (spec section 8) and the page keeps its loading text.
 */
export async function load({ params, language, store, texts }: LoadContext) {
  const [state] = await Promise.all([
    store.ensure(packageResource(params.slug ?? '', language)),
    texts.ensure(TEXTS, language).catch(() => undefined),
    preloadMarkdown(),
  ]);
  if (state?.status === 'error' && isMissingPackage(state.error)) return { status: 404 as const };
  return undefined;
}

/** The head names the service package itself: its name and short description. */
const packageMeta = (pkg: ServicePackage): PageMeta => ({
  title: pkg.name,
  description: pkg.short_description,
  subject: { type: 'package', pkg },
});

export function meta({ params, language, store }: MetaContext): PageMeta {
  const state = store.get<ServicePackage>(packageResource(params.slug ?? '', language).key);
  return state?.status === 'success' ? packageMeta(state.data) : {};
}
