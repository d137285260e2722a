import type { Service } from '@wegweiser/contracts';
import { DURATION_UNIT_CONTENT_TYPES } from '@wegweiser/contracts/constants';
import { useApp } from '../../app/app-context';
import type { LoadContext, MetaContext, PageMeta, PageProps } from '../../app/route-types';
import { useTexts } from '../../shared/content/use-texts';
import { useResource } from '../../shared/data/use-resource';
import { usePageMeta } from '../../shared/seo/use-page-meta';
import { ContentLoadError } from '../../shared/ui/content-load-error';
import { preloadMarkdown } from '../../shared/ui/markdown';
import { isMissingService, serviceResource } from './api/get-service';
import { packageTeasersResource } from './api/list-packages-with-service';
import { ServiceDetail } from './components/service-detail';
import { ServiceNotFound } from './components/service-not-found';
import { packagesIncluding, serviceFacts } from './lib/service-facts';

const TEXTS = [
  'service_package_detail_back_button',
  'header_contact_button',
  'services_page_packages_title',
  'not_found_title',
  'not_found_text',
  ...DURATION_UNIT_CONTENT_TYPES,
] as const;

export default function ServiceDetailPage({ params }: PageProps) {
  const { language, settings } = useApp();
  const slug = params.slug ?? '';
  const { data: service, error, reload } = useResource(serviceResource(slug, language));
  // Failures of this secondary list are silent: the section is simply left out.
  const { data: teasers } = useResource(packageTeasersResource(language));
  const { t } = useTexts(TEXTS);

  usePageMeta(service ? serviceMeta(service) : null);

  if (service) {
    const { price, duration } = serviceFacts(service, (type) => t(type));
    return (
      <ServiceDetail
        service={service}
        price={price}
        duration={duration}
        packages={packagesIncluding(teasers ?? [], service.slug)}
        t={(type) => t(type)}
        contactRedirectUrl={settings?.contact_button_redirect_url}
      />
    );
  }
  if (error && !isMissingService(error)) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <ContentLoadError error={error} shape="item" onRetry={reload} />
      </div>
    );
  }
  if (error) {
    return (
      <ServiceNotFound
        title={t('not_found_title')}
        text={t('not_found_text')}
        back={t('service_package_detail_back_button')}
      />
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6" aria-busy="true" data-testid="service-loading">
      <div aria-hidden="true" className="animate-pulse space-y-4">
        <div className="h-4 w-40 rounded bg-slate-200 dark:bg-dark-700" />
        <div className="h-10 w-2/3 rounded-lg bg-slate-200 dark:bg-dark-700" />
        <div className="h-5 w-1/2 rounded bg-slate-200 dark:bg-dark-700" />
        <div className="mt-8 h-56 rounded-2xl bg-slate-100 dark:bg-dark-800" />
      </div>
    </div>
  );
}

/** Server prefetch; an unknown slug answers 404, other failures show the generic content error. */
export async function load({ params, language, store, texts }: LoadContext) {
  const [state] = await Promise.all([
    store.ensure(serviceResource(params.slug ?? '', language)),
    store.ensure(packageTeasersResource(language)),
    texts.ensure(TEXTS, language).catch(() => undefined),
    preloadMarkdown(),
  ]);
  if (state?.status === 'error' && isMissingService(state.error)) return { status: 404 as const };
  return undefined;
}

/** The head names the service itself: its title and short description. */
const serviceMeta = (service: Service): PageMeta => ({
  title: service.title,
  description: service.short_description,
  subject: { type: 'service', service },
});

export function meta({ params, language, store }: MetaContext): PageMeta {
  const state = store.get<Service>(serviceResource(params.slug ?? '', language).key);
  return state?.status === 'success' ? serviceMeta(state.data) : {};
}
