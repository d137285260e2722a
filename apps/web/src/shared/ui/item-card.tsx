import { ArrowRightIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';
import type { ItemMedia } from '../lib/item-media';
import { Link } from '../router/router';
import { NamedIcon } from './icon';
import { GRID_CARD_SIZES, ResponsiveImage } from './responsive-image';

type Props = {
  /** The detail page; the title links there and its link stretches over the whole card. */
  to: string;
  title: string;
  description: string;
  media: ItemMedia;
  /** The icon shown when the item's icon name is empty or unknown. */
  fallbackIcon: 'heart' | 'sparkles';
  /** Border (and ring) classes: premium-styled items get a warm one. */
  frameClass: string;
  /** A pill beside the icon (premium, savings). */
  badge?: ReactNode;
  /** A strip above the media ("most popular"). */
  banner?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  testId: string;
  /** What follows the description: price, facts, highlights, "learn more". */
  children: ReactNode;
};

/** A service or package in a list grid: media, badge, title link and short description. */
export function ItemCard({
  to,
  title,
  description,
  media,
  fallbackIcon,
  frameClass,
  badge,
  banner,
  headingLevel: Heading = 'h2',
  testId,
  children,
}: Props) {
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl border bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md dark:bg-dark-800 ${frameClass}`}
      data-testid={testId}
    >
      {banner}
      {media.kind === 'image' ? <GridCardImage src={media.src} /> : null}
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <div className="flex items-start justify-between gap-3">
          {media.kind === 'icon' ? (
            <span className="flex size-12 items-center justify-center rounded-xl bg-primary-50 text-primary-700 dark:bg-dark-700 dark:text-primary-300">
              <NamedIcon name={media.name} fallback={fallbackIcon} className="size-6" />
            </span>
          ) : null}
          {badge ? <span className="ml-auto">{badge}</span> : null}
        </div>
        <Heading className="mt-5 font-display text-xl font-semibold text-slate-900 dark:text-white">
          <Link
            to={to}
            className="rounded-sm after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-primary-600 dark:focus-visible:after:outline-primary-300"
          >
            {title}
          </Link>
        </Heading>
        {description ? <p className="mt-3 text-slate-600 dark:text-dark-300">{description}</p> : null}
        {children}
      </div>
    </article>
  );
}

/** The card's quiet "learn more" line (the title link already names the target, so it is hidden). */
export function ItemCardMore({ text, className }: { text: string; className: string }) {
  return (
    <span aria-hidden="true" className={`${className} font-medium text-primary-700 dark:text-primary-300`}>
      {text}
      <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
    </span>
  );
}

/** The picture band at the top of a grid card (services and packages lists): 640×352, cropped. */
export function GridCardImage({ src }: { src: string }) {
  return (
    <ResponsiveImage
      src={src}
      alt=""
      width={640}
      height={352}
      sizes={GRID_CARD_SIZES}
      className="h-44 w-full object-cover"
    />
  );
}
