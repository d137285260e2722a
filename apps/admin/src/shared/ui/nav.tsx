/** The console navigation's look: a group with an optional heading, and its links (current one marked). */
import type { ReactNode } from 'react';

export const NAV_LINK =
  'flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-dark-800 hover:bg-dark-100 dark:text-dark-100 dark:hover:bg-dark-800';

/** TanStack Router's `activeProps` for a navigation link: highlighted and announced as the current page. */
export const NAV_LINK_ACTIVE = {
  className: 'bg-primary-100 font-semibold text-primary-900 dark:bg-primary-800 dark:text-white',
  'aria-current': 'page',
} as const;

export function NavSection({ heading, children }: { heading?: string | undefined; children: ReactNode }) {
  return (
    <div className="mt-4 first:mt-0">
      {heading ? (
        <h2 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-dark-600 dark:text-dark-300">
          {heading}
        </h2>
      ) : null}
      <ul className="space-y-1">{children}</ul>
    </div>
  );
}
