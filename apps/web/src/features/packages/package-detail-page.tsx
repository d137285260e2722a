import type { ServicePackage } from '@wegweiser/contracts';
import { DURATION_UNIT_CONTENT_TYPES, PACKAGE_DETAIL_CONTENT_TYPES } from '@wegweiser/contracts/constants';
import { BookLink } from '../../shared/booking/book-link';
import { sessionTypeFor, sessionTypesResource } from '../../shared/booking/session-types';
import { useTexts } from '../../shared/content/use-texts';
import { useApp } from '../../shared/context/app-context';
import { useItem } from '../../shared/data/item';
import { itemPageServer } from '../../shared/data/item-page';
import { useResource } from '../../shared/data/use-resource';
import type { PageMeta, PageProps } from '../../shared/router/route-types';
import { usePageMeta } from '../../shared/seo/use-page-meta';
import { DetailLoading } from '../../shared/ui/detail-loading';
import { ItemNotFound } from '../../shared/ui/item-not-found';
import { packageResource } from './api/get-package';
import { PackageDetail } from './components/package-detail';

const TEXTS = [
  ...PACKAGE_DETAIL_CONTENT_TYPES,
  ...DURATION_UNIT_CONTENT_TYPES,
  'not_found_title',
  'not_found_text',
] as const;

export default function PackageDetailPage({ params }: PageProps) {
  const { language, settings } = useApp();
  const slug = params.slug ?? '';
  const { item: pkg, missing } = useItem(packageResource(slug, language));
  const { t } = useTexts(TEXTS);
  const { data: sessionTypes } = useResource(sessionTypesResource(language));

  usePageMeta(pkg ? packageMeta(pkg) : null);

  if (pkg) {
    return (
      <PackageDetail
        pkg={pkg}
        t={(type) => t(type)}
        contactRedirectUrl={settings?.contact_button_redirect_url}
        book={bookLink(sessionTypeFor(sessionTypes, { kind: 'package', slug: pkg.slug })?.id)}
      />
    );
  }
  // Any other failure is silently ignored (spec section 8): the loading text stays, as the
  // package never arrived.
  if (missing) return <ItemNotFound t={t} />;
  return <DetailLoading testId="package-loading" status={t('service_package_detail_loading')} />;
}

/**
 * Server prefetch and head: an unknown slug answers 404; any other failure is ignored (spec
 * section 8) and the page keeps its loading text.
 */
export const { load, meta } = itemPageServer<ServicePackage>({
  resource: (language, slug) => packageResource(slug, language),
  texts: TEXTS,
  checkSlug: false,
  alsoLoad: ({ language, store }) => [store.ensure(sessionTypesResource(language))],
  meta: (pkg) => packageMeta(pkg),
});

/** "Termin buchen" under the request button, for a type that belongs to the package. */
function bookLink(typeId: number | undefined) {
  return typeId === undefined ? null : (
    <BookLink typeId={typeId} look="secondary" className="mt-3 w-full" testId="package-book" />
  );
}

/** The head names the service package itself: its name and short description. */
function packageMeta(pkg: ServicePackage): PageMeta {
  return { title: pkg.name, description: pkg.short_description, subject: { type: 'package', pkg } };
}
