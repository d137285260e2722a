import { ArrowRightIcon } from '@heroicons/react/24/outline';
import type { ServicePackage } from '@wegweiser/contracts';
import { Link } from '../../../app/router/router';
import { Badge } from '../../../shared/ui/badge';
import { NamedIcon } from '../../../shared/ui/icon';
import { GridCardImage } from '../../../shared/ui/responsive-image';
import type { Highlight } from '../lib/package-highlights';
import { packageCardMedia } from '../lib/package-media';
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
  headingLevel: Heading = 'h2',
}: Props) {
  const media = packageCardMedia(pkg);
  const save = saveBadge(pkg.discount_percentage, saveTemplate);
  const premium = pkg.is_premium_styled;
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl border bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md dark:bg-dark-800 ${
        premium
          ? 'border-accent-300 ring-1 ring-accent-300 dark:border-accent-700 dark:ring-accent-700'
          : 'border-slate-200 dark:border-dark-700'
      }`}
      data-testid="package-card"
    >
      {premium && mostPopularText ? (
        <p
          className="bg-accent-700 px-4 py-1.5 text-center text-xs font-semibold tracking-wider text-white uppercase dark:bg-accent-300 dark:text-dark-900"
          data-testid="package-most-popular"
        >
          {mostPopularText}
        </p>
      ) : null}
      {media.kind === 'image' ? <GridCardImage src={media.src} /> : null}
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <div className="flex items-start justify-between gap-3">
          {media.kind === 'icon' ? (
            <span className="flex size-12 items-center justify-center rounded-xl bg-primary-50 text-primary-700 dark:bg-dark-700 dark:text-primary-300">
              <NamedIcon name={media.name} fallback="sparkles" className="size-6" />
            </span>
          ) : null}
          {save ? (
            <span className="ml-auto">
              <Badge tone="savings" testId="package-save">
                {save}
              </Badge>
            </span>
          ) : null}
        </div>
        <Heading className="mt-5 font-display text-xl font-semibold text-slate-900 dark:text-white">
          <Link
            to={`/services/packages/${pkg.slug}`}
            className="rounded-sm after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-primary-600 dark:focus-visible:after:outline-primary-300"
          >
            {pkg.name}
          </Link>
        </Heading>
        {pkg.short_description ? (
          <p className="mt-3 text-slate-600 dark:text-dark-300">{pkg.short_description}</p>
        ) : null}
        <p className="mt-5 font-display text-3xl font-semibold text-slate-900 dark:text-white">
          {packagePrice(pkg)}
        </p>
        {highlights.length > 0 ? (
          <HighlightList items={highlights} className="mt-5 text-sm text-slate-700 dark:text-dark-100" />
        ) : null}
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-2 pt-6 font-medium text-primary-700 dark:text-primary-300"
        >
          {learnMoreText}
          <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}
