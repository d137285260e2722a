import type { Service } from '@wegweiser/contracts';
import { DURATION_UNIT_CONTENT_TYPES } from '@wegweiser/contracts/constants';
import { BookLink } from '../../shared/booking/book-link';
import { sessionTypeFor, sessionTypesResource } from '../../shared/booking/session-types';
import { useTexts } from '../../shared/content/use-texts';
import { useApp } from '../../shared/context/app-context';
import { useItem } from '../../shared/data/item';
import { itemPageServer } from '../../shared/data/item-page';
import { useResource } from '../../shared/data/use-resource';
import type { PageMeta, PageProps } from '../../shared/router/route-types';
import { usePageMeta } from '../../shared/seo/use-page-meta';
import { ContentLoadError } from '../../shared/ui/content-load-error';
import { DetailLoading } from '../../shared/ui/detail-loading';
import { ItemNotFound } from '../../shared/ui/item-not-found';
import { serviceResource } from './api/get-service';
import { packageTeasersResource } from './api/list-packages-with-service';
import { ServiceDetail } from './components/service-detail';
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
  const { item: service, missing, error, reload } = useItem(serviceResource(slug, language));
  // Failures of this secondary list are silent: the section is simply left out.
  const { data: teasers } = useResource(packageTeasersResource(language));
  const { t } = useTexts(TEXTS);
  const { data: sessionTypes } = useResource(sessionTypesResource(language));

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
        book={bookLink(sessionTypeFor(sessionTypes, { kind: 'service', slug: service.slug })?.id)}
      />
    );
  }
  if (missing) return <ItemNotFound t={t} />;
  if (error) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <ContentLoadError error={error} shape="item" onRetry={reload} />
      </div>
    );
  }
  return <DetailLoading testId="service-loading" backLink />;
}

/** Server prefetch and head: an unknown slug answers 404, other failures show the generic content error. */
export const { load, meta } = itemPageServer<Service>({
  resource: (language, slug) => serviceResource(slug, language),
  texts: TEXTS,
  checkSlug: false,
  alsoLoad: ({ language, store }) => [
    store.ensure(packageTeasersResource(language)),
    store.ensure(sessionTypesResource(language)),
  ],
  meta: (service) => serviceMeta(service),
});

/** "Termin buchen" under the contact button, for a type that belongs to the offer. */
function bookLink(typeId: number | undefined) {
  return typeId === undefined ? null : (
    <BookLink typeId={typeId} look="secondary" className="mt-3 w-full" testId="service-book" />
  );
}

/** The head names the service itself: its title and short description. */
function serviceMeta(service: Service): PageMeta {
  return {
    title: service.title,
    description: service.short_description,
    subject: { type: 'service', service },
  };
}
