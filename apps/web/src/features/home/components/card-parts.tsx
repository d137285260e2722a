/**
 * Pieces both home card types share: the icon-or-image header, the stretched title link and the
 * closing "learn more" line.
 */
import type { ReactNode } from 'react';
import type { ItemMedia } from '../../../shared/lib/item-media';
import { Link } from '../../../shared/router/router';
import { NamedIcon, SpriteIcon } from '../../../shared/ui/icon';
import { CardImage } from '../../../shared/ui/responsive-image';

export function CardVisual({
  media,
  fallback,
  premium,
}: {
  media: ItemMedia;
  fallback: 'heart' | 'sparkles';
  premium: boolean;
}) {
  if (media.kind === 'image') {
    return <CardImage src={media.src} className="aspect-video w-full rounded-xl object-cover" />;
  }
  return (
    <span
      className={`inline-flex size-12 items-center justify-center rounded-xl ${
        premium
          ? 'bg-accent-100 text-accent-800 dark:bg-accent-900/50 dark:text-accent-200'
          : 'bg-primary-100 text-primary-800 dark:bg-primary-900/60 dark:text-primary-200'
      }`}
    >
      <NamedIcon name={media.name} fallback={fallback} className="size-6" />
    </span>
  );
}

/** The card title; its link covers the whole card, so the card is one target with a clear name. */
export function CardTitleLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <h3 className="font-display text-xl font-semibold leading-snug text-slate-900 dark:text-white">
      <Link
        to={to}
        className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus:outline-none"
      >
        {children}
      </Link>
    </h3>
  );
}

/** The card's closing "learn more" line with its arrow; nothing when the text is empty. */
export function CardLearnMore({ text }: { text: string }) {
  if (!text) return null;
  return (
    <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary-700 dark:text-primary-300">
      {text}
      <SpriteIcon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
    </span>
  );
}

/** Classes of a card's outer box; premium cards get a warm border and a soft accent wash. */
export function cardBoxClass(premium: boolean) {
  return [
    'group relative flex h-full flex-col rounded-2xl border p-6 shadow-sm transition duration-300',
    'hover:-translate-y-1 hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0',
    'has-focus-visible:ring-2 has-focus-visible:ring-primary-700 has-focus-visible:ring-offset-2 dark:has-focus-visible:ring-primary-300',
    'dark:has-focus-visible:ring-offset-dark-900',
    premium
      ? 'border-accent-300 bg-linear-to-b from-accent-50 to-white dark:border-accent-700 dark:from-accent-900/30 dark:to-dark-800'
      : 'border-slate-200 bg-white dark:border-dark-700 dark:bg-dark-800',
  ].join(' ');
}
