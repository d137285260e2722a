import { ArrowRightIcon, ArrowTopRightOnSquareIcon } from '@heroicons/react/24/outline';
import type { Service } from '@wegweiser/contracts';
import { nestHeadings } from '@wegweiser/markdown/nest-headings';
import type { ReactNode } from 'react';
import { buildContactUrl } from '../../../shared/lib/contact-url';
import { itemMedia } from '../../../shared/lib/item-media';
import { isExternalUrl } from '../../../shared/router/match';
import { Link } from '../../../shared/router/router';
import { BackLink } from '../../../shared/ui/back-link';
import { pageTitle, sectionTitle } from '../../../shared/ui/heading-styles';
import { NamedIcon } from '../../../shared/ui/icon';
import { LeadImage } from '../../../shared/ui/lead-image';
import { Markdown } from '../../../shared/ui/markdown';
import type { PackageTeaser } from '../api/list-packages-with-service';
import { PremiumBadge } from './premium-badge';
import { ServiceFactsLine } from './service-facts-line';

type Props = {
  service: Service;
  price: string;
  duration: string;
  /** Packages that include this service. */
  packages: PackageTeaser[];
  t: (type: string) => string;
  contactRedirectUrl: string | null | undefined;
  /** "Termin buchen", when a bookable session type belongs to the service (decision 105). */
  book?: ReactNode;
};

export function ServiceDetail({ service, price, duration, packages, t, contactRedirectUrl, book }: Props) {
  const media = itemMedia(service, 'detail');
  const contactUrl = buildContactUrl(contactRedirectUrl, {
    context: 'service_detail',
    serviceName: service.title,
  });
  const premium = service.is_premium_styled && service.premium_badge_text.trim() !== '';
  return (
    <article className="mx-auto max-w-6xl px-4 pt-8 pb-20 sm:px-6 sm:pt-12 lg:pb-28">
      <BackLink to="/services" label={t('service_package_detail_back_button')} />
      <header className="mt-6 flex max-w-4xl flex-col gap-5 sm:flex-row sm:items-start">
        {media.kind === 'icon' ? (
          <span className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-primary-50 text-primary-700 dark:bg-dark-800 dark:text-primary-300">
            <NamedIcon name={media.name} fallback="heart" className="size-8" />
          </span>
        ) : null}
        <div>
          {premium ? (
            <div className="mb-3">
              <PremiumBadge text={service.premium_badge_text} />
            </div>
          ) : null}
          <h1 className={pageTitle}>{service.title}</h1>
          {service.short_description ? (
            <p className="mt-4 text-lg leading-relaxed text-slate-600 dark:text-dark-200">
              {service.short_description}
            </p>
          ) : null}
        </div>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-3 lg:grid-rows-[auto_1fr] lg:gap-x-12">
        {media.kind === 'image' ? (
          <div className="lg:col-span-2">
            <LeadImage
              src={media.src}
              alt={media.src === service.image ? service.image_alt : ''}
              className="aspect-video max-h-[400px] w-full rounded-2xl object-cover shadow-sm"
              data-testid="service-image"
            />
          </div>
        ) : null}

        <div className="lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:sticky lg:top-24 dark:border-dark-700 dark:bg-dark-800">
            <ServiceFactsLine
              price={price}
              duration={duration}
              className="text-lg [&>span:first-child]:font-display [&>span:first-child]:text-3xl"
            />
            <Link
              to={contactUrl}
              className={`${price || duration ? 'mt-6 ' : ''}inline-flex w-full items-center justify-center gap-2 rounded-full bg-primary-700 px-6 py-3 text-center font-medium text-white shadow-sm transition-colors hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:bg-primary-300 dark:text-dark-900 dark:hover:bg-primary-200 dark:focus-visible:outline-primary-300`}
              data-testid="service-contact"
            >
              {t('header_contact_button')}
              {isExternalUrl(contactUrl) ? (
                <ArrowTopRightOnSquareIcon aria-hidden="true" className="size-4" />
              ) : null}
            </Link>
            {book}
          </div>
        </div>

        <div className={`min-w-0 lg:col-span-2 ${media.kind === 'image' ? '' : 'lg:row-span-2'}`}>
          {service.description.trim() ? (
            <Markdown
              source={nestHeadings(service.description)}
              className="sm:prose-lg prose-headings:font-display prose-a:text-primary-700 dark:prose-a:text-primary-300"
            />
          ) : null}
          {packages.length > 0 ? (
            <section aria-labelledby="service-packages-heading" className="mt-14">
              <h2 id="service-packages-heading" className={sectionTitle}>
                {t('services_page_packages_title')}
              </h2>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2">
                {packages.map((pkg) => (
                  <li
                    key={pkg.id}
                    className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md dark:border-dark-700 dark:bg-dark-800"
                  >
                    <h3 className="font-display text-lg font-semibold text-slate-900 dark:text-white">
                      <Link
                        to={`/services/packages/${pkg.slug}`}
                        className="rounded-sm after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-primary-600 dark:focus-visible:after:outline-primary-300"
                      >
                        {pkg.name}
                      </Link>
                    </h3>
                    {pkg.short_description ? (
                      <p className="mt-2 line-clamp-3 text-sm text-slate-600 dark:text-dark-300">
                        {pkg.short_description}
                      </p>
                    ) : null}
                    <p className="mt-auto flex items-center justify-between gap-3 pt-4">
                      <span className="font-semibold text-slate-900 dark:text-white">{pkg.price}</span>
                      <ArrowRightIcon
                        aria-hidden="true"
                        className="size-4 text-primary-700 transition-transform group-hover:translate-x-0.5 dark:text-primary-300"
                      />
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}
