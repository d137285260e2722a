import { ArrowRightIcon } from '@heroicons/react/24/outline';
import type { ServiceSummary } from '@wegweiser/contracts';
import { Link } from '../../../app/router/router';
import { NamedIcon } from '../../../shared/ui/icon';
import { GridCardImage } from '../../../shared/ui/responsive-image';
import { serviceCardMedia } from '../lib/service-media';
import { PremiumBadge } from './premium-badge';
import { ServiceFactsLine } from './service-facts-line';

type Props = {
  service: ServiceSummary;
  price: string;
  duration: string;
  learnMoreText: string;
};

/**
 * A service in the list: image or icon, premium badge, title, short description, price and
 * duration. The title is the card's one link and stretches over the whole card.
 */
export function ServiceCard({ service, price, duration, learnMoreText }: Props) {
  const media = serviceCardMedia(service);
  const premium = service.is_premium_styled && service.premium_badge_text.trim() !== '';
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl border bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md dark:bg-dark-800 ${
        service.is_premium_styled
          ? 'border-accent-300 dark:border-accent-700'
          : 'border-slate-200 dark:border-dark-700'
      }`}
      data-testid="service-card"
    >
      {media.kind === 'image' ? <GridCardImage src={media.src} /> : null}
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <div className="flex items-start justify-between gap-3">
          {media.kind === 'icon' ? (
            <span className="flex size-12 items-center justify-center rounded-xl bg-primary-50 text-primary-700 dark:bg-dark-700 dark:text-primary-300">
              <NamedIcon name={media.name} fallback="heart" className="size-6" />
            </span>
          ) : null}
          {premium ? (
            <span className="ml-auto">
              <PremiumBadge text={service.premium_badge_text} />
            </span>
          ) : null}
        </div>
        <h2 className="mt-5 font-display text-xl font-semibold text-slate-900 dark:text-white">
          <Link
            to={`/services/${service.slug}`}
            className="rounded-sm after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-primary-600 dark:focus-visible:after:outline-primary-300"
          >
            {service.title}
          </Link>
        </h2>
        {service.short_description ? (
          <p className="mt-3 text-slate-600 dark:text-dark-300">{service.short_description}</p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-6">
          <ServiceFactsLine price={price} duration={duration} className="text-sm" />
          <span
            aria-hidden="true"
            className="ml-auto inline-flex items-center gap-1.5 text-sm font-medium text-primary-700 dark:text-primary-300"
          >
            {learnMoreText}
            <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </div>
      </div>
    </article>
  );
}
