import type { ServiceSummary } from '@wegweiser/contracts';
import { itemMedia } from '../../../shared/lib/item-media';
import { Badge } from '../../../shared/ui/badge';
import type { Translate } from '../home-texts';
import { serviceBadge, servicePriceLine } from '../lib/card-rules';
import { CardLearnMore, CardTitleLink, CardVisual, cardBoxClass } from './card-parts';

export function ServiceCard({ service, t }: { service: ServiceSummary; t: Translate }) {
  const badge = serviceBadge(service);
  const priceLine = servicePriceLine(service, (type) => t(type));
  return (
    <article className={cardBoxClass(service.is_premium_styled)} data-premium={service.is_premium_styled}>
      <div className="mb-5 flex items-start justify-between gap-3">
        <CardVisual media={itemMedia(service)} fallback="heart" premium={service.is_premium_styled} />
        {badge ? <Badge tone="highlight">{badge}</Badge> : null}
      </div>
      <CardTitleLink to={`/services/${encodeURIComponent(service.slug)}`}>{service.title}</CardTitleLink>
      <p className="mt-3 flex-1 leading-relaxed text-slate-600 dark:text-dark-200">
        {service.short_description}
      </p>
      {priceLine ? (
        <p className="mt-5 flex flex-wrap items-baseline gap-x-2 border-t border-slate-100 pt-4 dark:border-dark-700">
          <span className="text-lg font-semibold text-slate-900 dark:text-white">{priceLine.price}</span>
          {priceLine.duration ? (
            <span className="text-sm text-slate-600 dark:text-dark-200">· {priceLine.duration}</span>
          ) : null}
        </p>
      ) : null}
      <CardLearnMore text={t('featured_services_learn_more')} />
    </article>
  );
}
