import { SparklesIcon } from '@heroicons/react/24/outline';
import type { ServicePackage } from '@wegweiser/contracts';
import { PACKAGE_IMAGE_MAX_HEIGHT_PX } from '@wegweiser/contracts/constants';
import { nestHeadings } from '@wegweiser/markdown/nest-headings';
import type { ReactNode } from 'react';
import { buildContactUrl } from '../../../shared/lib/contact-url';
import { BackLink } from '../../../shared/ui/back-link';
import { pageTitle } from '../../../shared/ui/heading-styles';
import { LeadImage } from '../../../shared/ui/lead-image';
import { Markdown } from '../../../shared/ui/markdown';
import { packageHighlights } from '../lib/package-highlights';
import { IncludedServices } from './included-services';
import { PackagePriceCard } from './package-price-card';

type Props = {
  pkg: ServicePackage;
  /** Managed text lookup (package detail texts and duration unit labels). */
  t: (type: string) => string;
  contactRedirectUrl: string | null | undefined;
  /** "Termin buchen", when a bookable session type belongs to the package (decision 105). */
  book?: ReactNode;
};

/** The package detail screen of spec section 2 once the package has arrived. */
export function PackageDetail({ pkg, t, contactRedirectUrl, book }: Props) {
  const requestUrl = buildContactUrl(contactRedirectUrl, {
    context: 'service_package_general',
    packageName: pkg.name,
  });
  const highlights = packageHighlights(pkg, t);
  return (
    <article className="mx-auto max-w-6xl px-4 pt-8 pb-20 sm:px-6 sm:pt-12 lg:pb-28">
      <BackLink to="/services" label={t('service_package_detail_back_button')} />
      <header className="mt-6 max-w-3xl">
        <h1 className={pageTitle}>{pkg.name}</h1>
        {pkg.short_description ? (
          <p className="mt-4 text-lg leading-relaxed text-slate-600 dark:text-dark-200">
            {pkg.short_description}
          </p>
        ) : null}
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-3 lg:grid-rows-[auto_1fr] lg:gap-x-12">
        <div className="lg:col-span-2">
          {pkg.image ? (
            <LeadImage
              src={pkg.image}
              alt={pkg.image_alt}
              className="aspect-video w-full rounded-2xl object-cover shadow-sm"
              style={{ maxHeight: PACKAGE_IMAGE_MAX_HEIGHT_PX }}
              data-testid="package-image"
            />
          ) : (
            <div
              className="flex h-40 flex-col items-center justify-center gap-3 rounded-2xl border border-primary-100 bg-gradient-to-br from-primary-50 via-white to-accent-50 text-primary-800 sm:h-64 dark:border-dark-700 dark:from-dark-800 dark:via-dark-800 dark:to-primary-900 dark:text-primary-200"
              style={{ maxHeight: PACKAGE_IMAGE_MAX_HEIGHT_PX }}
              data-testid="package-image-placeholder"
            >
              <SparklesIcon aria-hidden="true" className="size-10" />
              <span className="font-display text-xl font-medium">Service Paket</span>
            </div>
          )}
        </div>

        <div className="lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-24">
            <PackagePriceCard
              pkg={pkg}
              discountText={t('service_package_detail_discount_text')}
              requestLabel={t('service_package_detail_request_button')}
              requestUrl={requestUrl}
              highlights={highlights}
              book={book}
            />
          </div>
        </div>

        <div className="min-w-0 lg:col-span-2">
          {pkg.description.trim() ? (
            <Markdown
              source={nestHeadings(pkg.description)}
              className="sm:prose-lg prose-headings:font-display prose-a:text-primary-700 dark:prose-a:text-primary-300"
            />
          ) : null}
          <IncludedServices
            heading={t('service_package_detail_included_services')}
            services={pkg.services}
            label={t}
          />
        </div>
      </div>
    </article>
  );
}
