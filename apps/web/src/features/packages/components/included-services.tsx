import { ClockIcon } from '@heroicons/react/24/outline';
import type { ServicePackage } from '@wegweiser/contracts';
import { formatDuration } from '../../../shared/lib/format-duration';
import { Link } from '../../../shared/router/router';
import { sectionTitle } from '../../../shared/ui/heading-styles';

type Props = {
  heading: string;
  services: ServicePackage['services'];
  /** Managed text lookup for the duration unit labels. */
  label: (type: string) => string;
};

/** 'Included services': title, short description, formatted price and duration of each service. */
export function IncludedServices({ heading, services, label }: Props) {
  if (services.length === 0) return null;
  return (
    <section aria-labelledby="included-services-heading" className="mt-12">
      <h2 id="included-services-heading" className={sectionTitle}>
        {heading}
      </h2>
      <ol className="mt-6 space-y-4" data-testid="included-services">
        {services.map((service, index) => {
          const price = service.formatted_price?.formatted;
          const duration = formatDuration(service.formatted_duration, label);
          return (
            <li
              key={service.id}
              className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:gap-4 sm:p-5 dark:border-dark-700 dark:bg-dark-800"
            >
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-50 font-display text-base font-semibold text-primary-800 dark:bg-dark-700 dark:text-primary-200"
              >
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex flex-col gap-2 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                  <h3 className="font-display text-lg font-semibold text-slate-900 dark:text-white">
                    {service.slug ? (
                      <Link
                        to={`/services/${service.slug}`}
                        className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
                      >
                        {service.title}
                      </Link>
                    ) : (
                      service.title
                    )}
                  </h3>
                  {price || duration ? (
                    <p className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium text-slate-700 dark:text-dark-200">
                      {price ? <span data-testid="service-price">{price}</span> : null}
                      {duration ? (
                        <span className="inline-flex items-center gap-1" data-testid="service-duration">
                          <ClockIcon aria-hidden="true" className="size-4" />
                          {duration}
                        </span>
                      ) : null}
                    </p>
                  ) : null}
                </div>
                {service.short_description ? (
                  <p className="mt-2 text-slate-600 dark:text-dark-300">{service.short_description}</p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
