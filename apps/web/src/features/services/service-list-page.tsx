import { ArrowRightIcon } from '@heroicons/react/24/outline';
import { DURATION_UNIT_CONTENT_TYPES } from '@wegweiser/contracts/constants';
import { useTexts } from '../../shared/content/use-texts';
import { useApp } from '../../shared/context/app-context';
import { useResource } from '../../shared/data/use-resource';
import type { LoadContext } from '../../shared/router/route-types';
import { Link } from '../../shared/router/router';
import { pageTitle, sectionTitle } from '../../shared/ui/heading-styles';
import { ListStates } from '../../shared/ui/list-states';
import { servicesResource } from './api/list-services';
import { ServiceCard } from './components/service-card';
import { serviceFacts } from './lib/service-facts';

const TEXTS = [
  'services_page_title',
  'services_page_intro',
  'services_page_packages_title',
  'services_page_packages_intro',
  'service_packages_show_all_packages',
  'featured_services_learn_more',
  ...DURATION_UNIT_CONTENT_TYPES,
] as const;

export default function ServiceListPage() {
  const { language } = useApp();
  const { data: services, loading, error, reload } = useResource(servicesResource(language));
  const { t } = useTexts(TEXTS);
  const label = (type: string) => t(type);
  return (
    <div className="mx-auto max-w-6xl px-4 pt-12 pb-20 sm:px-6 sm:pt-16 lg:pb-28">
      <header className="max-w-3xl">
        <h1 className={pageTitle}>{t('services_page_title')}</h1>
        {t('services_page_intro') ? (
          <p className="mt-5 text-lg leading-relaxed text-slate-600 dark:text-dark-200">
            {t('services_page_intro')}
          </p>
        ) : null}
      </header>

      <ListStates loading={loading} error={error} onRetry={reload} placeholderClassName="h-72">
        {services && services.length > 0 ? (
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
            {services.map((service) => {
              const { price, duration } = serviceFacts(service, label);
              return (
                <li key={service.id}>
                  <ServiceCard
                    service={service}
                    price={price}
                    duration={duration}
                    learnMoreText={t('featured_services_learn_more')}
                  />
                </li>
              );
            })}
          </ul>
        ) : null}
      </ListStates>

      <section
        aria-labelledby="services-packages-heading"
        className="mt-16 overflow-hidden rounded-3xl border border-primary-100 bg-gradient-to-br from-primary-50 to-accent-50 px-6 py-10 sm:px-10 sm:py-12 lg:mt-24 lg:flex lg:items-center lg:justify-between lg:gap-12 dark:border-dark-700 dark:from-dark-800 dark:to-dark-800"
      >
        <div className="max-w-2xl">
          <h2 id="services-packages-heading" className={sectionTitle}>
            {t('services_page_packages_title')}
          </h2>
          {t('services_page_packages_intro') ? (
            <p className="mt-4 leading-relaxed text-slate-700 dark:text-dark-200">
              {t('services_page_packages_intro')}
            </p>
          ) : null}
        </div>
        <Link
          to="/services/packages"
          className="mt-8 inline-flex shrink-0 items-center gap-2 rounded-full bg-primary-700 px-6 py-3 font-medium text-white shadow-sm transition-colors hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 lg:mt-0 dark:bg-primary-300 dark:text-dark-900 dark:hover:bg-primary-200 dark:focus-visible:outline-primary-300"
        >
          {t('service_packages_show_all_packages')}
          <ArrowRightIcon aria-hidden="true" className="size-4" />
        </Link>
      </section>
    </div>
  );
}

/** Server prefetch; a failed list shows the generic content error (spec section 8) instead of the grid. */
export async function load({ language, store, texts }: LoadContext) {
  await Promise.all([
    store.ensure(servicesResource(language)),
    texts.ensure(TEXTS, language).catch(() => undefined),
  ]);
}
