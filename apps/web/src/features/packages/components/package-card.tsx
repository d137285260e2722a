import type { ServicePackage } from '@wegweiser/contracts';
import { itemMedia } from '../../../shared/lib/item-media';
import { Badge } from '../../../shared/ui/badge';
import { ItemCard, ItemCardMore } from '../../../shared/ui/item-card';
import type { Highlight } from '../lib/package-highlights';
import { packagePrice, saveBadge } from '../lib/package-pricing';
import { HighlightList } from './highlight-list';

type Props = {
  pkg: ServicePackage;
  highlights: Highlight[];
  mostPopularText: string;
  saveTemplate: string;
  learnMoreText: string;
  headingLevel?: 'h2' | 'h3';
};

/**
 * A package in a grid: media, badges ('most popular' for premium-styled packages, '{n}% save' when
 * discounted), price, a preview of what is included, and one link (the name) that covers the card.
 */
export function PackageCard({
  pkg,
  highlights,
  mostPopularText,
  saveTemplate,
  learnMoreText,
  headingLevel = 'h2',
}: Props) {
  const save = saveBadge(pkg.discount_percentage, saveTemplate);
  const premium = pkg.is_premium_styled;
  return (
    <ItemCard
      to={`/services/packages/${pkg.slug}`}
      title={pkg.name}
      description={pkg.short_description}
      media={itemMedia(pkg)}
      fallbackIcon="sparkles"
      frameClass={
        premium
          ? 'border-accent-300 ring-1 ring-accent-300 dark:border-accent-700 dark:ring-accent-700'
          : 'border-slate-200 dark:border-dark-700'
      }
      banner={
        premium && mostPopularText ? (
          <p
            className="bg-accent-700 px-4 py-1.5 text-center text-xs font-semibold tracking-wider text-white uppercase dark:bg-accent-300 dark:text-dark-900"
            data-testid="package-most-popular"
          >
            {mostPopularText}
          </p>
        ) : null
      }
      badge={
        save ? (
          <Badge tone="savings" testId="package-save">
            {save}
          </Badge>
        ) : null
      }
      headingLevel={headingLevel}
      testId="package-card"
    >
      <p className="mt-5 font-display text-3xl font-semibold text-slate-900 dark:text-white">
        {packagePrice(pkg)}
      </p>
      {highlights.length > 0 ? (
        <HighlightList items={highlights} className="mt-5 text-sm text-slate-700 dark:text-dark-100" />
      ) : null}
      <ItemCardMore text={learnMoreText} className="mt-auto inline-flex items-center gap-2 pt-6" />
    </ItemCard>
  );
}
