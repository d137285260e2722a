import type { ServicePackage } from '@wegweiser/contracts';
import { itemMedia } from '../../../shared/lib/item-media';
import { Badge } from '../../../shared/ui/badge';
import type { Translate } from '../home-texts';
import { packageBadge, packagePrice, packageSaveBadge } from '../lib/card-rules';
import { CardLearnMore, CardTitleLink, CardVisual, cardBoxClass } from './card-parts';

export function PackageCard({ pkg, t }: { pkg: ServicePackage; t: Translate }) {
  const popular = packageBadge(pkg, t('service_packages_most_popular'));
  const save = packageSaveBadge(pkg, t('service_packages_save_text'));
  const price = packagePrice(pkg);
  return (
    <article
      className={`${cardBoxClass(pkg.is_premium_styled)} ${pkg.is_premium_styled ? 'shadow-md ring-1 ring-accent-300 dark:ring-accent-700' : ''}`}
      data-premium={pkg.is_premium_styled}
    >
      <div className="mb-5 flex items-start justify-between gap-3">
        <CardVisual media={itemMedia(pkg)} fallback="sparkles" premium={pkg.is_premium_styled} />
        {popular || save ? (
          <div className="flex flex-col items-end gap-2">
            {popular ? <Badge tone="highlight">{popular}</Badge> : null}
            {save ? <Badge tone="savings">{save}</Badge> : null}
          </div>
        ) : null}
      </div>
      <CardTitleLink to={`/services/packages/${encodeURIComponent(pkg.slug)}`}>{pkg.name}</CardTitleLink>
      <p className="mt-3 flex-1 leading-relaxed text-slate-600 dark:text-dark-200">{pkg.short_description}</p>
      {price ? (
        <p className="mt-5 border-t border-slate-100 pt-4 font-display text-2xl font-semibold text-slate-900 dark:border-dark-700 dark:text-white">
          {price}
        </p>
      ) : null}
      <CardLearnMore text={t('service_packages_learn_more')} />
    </article>
  );
}
