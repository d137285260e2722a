import { useTexts } from '../../shared/content/use-texts';
import { useApp } from '../../shared/context/app-context';
import { useResource } from '../../shared/data/use-resource';
import type { LoadContext } from '../../shared/router/route-types';
import { BackLink } from '../../shared/ui/back-link';
import { pageTitle } from '../../shared/ui/heading-styles';
import { ListStates } from '../../shared/ui/list-states';
import { packagesResource } from './api/list-packages';
import { PackageCard } from './components/package-card';
import { packageGridLayout } from './lib/package-grid';
import { packageHighlights } from './lib/package-highlights';

const TEXTS = [
  'services_page_packages_title',
  'services_page_packages_intro',
  'service_packages_most_popular',
  'service_packages_save_text',
  'service_packages_learn_more',
  'service_package_detail_back_button',
  'service_package_detail_free_consultation',
  'service_package_detail_attractive_price',
  'service_package_detail_online_onsite',
  'service_package_detail_services_included',
] as const;

/** How many highlights a card previews; the detail page lists them all. */
const PREVIEW_COUNT = 4;

export default function PackageListPage() {
  const { language } = useApp();
  const { data: packages, loading, error, reload } = useResource(packagesResource(language));
  const { t } = useTexts(TEXTS);
  const list = packages ?? [];
  const grid = packageGridLayout(list.length);
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-20 sm:px-6 sm:pt-12 lg:pb-28">
      <BackLink to="/services" label={t('service_package_detail_back_button')} />
      <header className="mt-6 max-w-3xl">
        <h1 className={pageTitle}>{t('services_page_packages_title')}</h1>
        {t('services_page_packages_intro') ? (
          <p className="mt-4 text-lg leading-relaxed text-slate-600 dark:text-dark-200">
            {t('services_page_packages_intro')}
          </p>
        ) : null}
      </header>
      <ListStates loading={loading} error={error} onRetry={reload} placeholderClassName="h-96">
        {list.length > 0 ? (
          <ul
            className={`mx-auto mt-12 grid gap-6 lg:gap-8 ${grid.className}`}
            style={grid.maxWidth ? { maxWidth: grid.maxWidth } : undefined}
          >
            {list.map((pkg) => (
              <li key={pkg.id}>
                <PackageCard
                  pkg={pkg}
                  highlights={packageHighlights(pkg, t).items.slice(0, PREVIEW_COUNT)}
                  mostPopularText={t('service_packages_most_popular')}
                  saveTemplate={t('service_packages_save_text')}
                  learnMoreText={t('service_packages_learn_more')}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </ListStates>
    </div>
  );
}

/** Server prefetch; a failed list shows the generic content error (spec section 8) instead of the grid. */
export async function load({ language, store, texts }: LoadContext) {
  await Promise.all([
    store.ensure(packagesResource(language)),
    texts.ensure(TEXTS, language).catch(() => undefined),
  ]);
}
