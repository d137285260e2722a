import type { ReactNode } from 'react';
import { waitingBlock } from '../../../shared/lib/waiting-block';
import { Link } from '../../../shared/router/router';
import { SpriteIcon } from '../../../shared/ui/icon';

/**
 * A card section of the home page: the landmark `home-{name}-title` names, the 72rem column and the
 * heading block (optional badge, the two-part h2 with its second part highlighted, an intro). Every
 * one comes after the hero: it waits to be near the viewport to be laid out (waiting-block.ts).
 */
export function HomeSection({
  name,
  className,
  badge,
  title,
  highlight,
  description,
  children,
}: {
  name: string;
  className: string;
  badge?: string;
  title: string;
  highlight: string;
  description?: string;
  children: ReactNode;
}) {
  const id = `home-${name}-title`;
  return (
    <section aria-labelledby={id} data-section={name} {...waitingBlock} className={className}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          {badge ? (
            <p className="mb-4 inline-flex rounded-full bg-accent-50 px-4 py-1 text-sm font-semibold text-accent-800 ring-1 ring-accent-200 dark:bg-accent-900/40 dark:text-accent-100 dark:ring-accent-800">
              {badge}
            </p>
          ) : null}
          <h2
            id={id}
            className="font-display text-3xl font-semibold tracking-tight text-slate-900 text-balance sm:text-4xl dark:text-white"
          >
            {title} <span className="text-primary-700 italic dark:text-primary-300">{highlight}</span>
          </h2>
          {description ? (
            <p className="mt-4 text-lg leading-relaxed text-slate-600 text-pretty dark:text-dark-200">
              {description}
            </p>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}

/** The "show all" link under a card grid. */
export function ShowAllLink({ to, text }: { to: string; text: string }) {
  return (
    <div className="mt-12 text-center">
      <Link
        to={to}
        className="inline-flex items-center gap-2 rounded-full px-5 py-2.5 font-semibold text-primary-800 ring-1 ring-primary-700/30 transition-colors hover:bg-primary-50 hover:ring-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:text-primary-200 dark:ring-primary-300/40 dark:hover:bg-dark-800 dark:hover:ring-primary-300 dark:focus-visible:outline-primary-300"
      >
        {text}
        <SpriteIcon name="arrow-right" className="size-5" />
      </Link>
    </div>
  );
}
