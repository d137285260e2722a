import type { ReactNode } from 'react';

/**
 * Small pills on cards and detail pages, the same on every page: `highlight` (warm) marks premium
 * and most-popular offers, `savings` (sage) a discount.
 */
const TONES = {
  highlight:
    'bg-accent-100 text-accent-800 ring-accent-200 dark:bg-accent-900/60 dark:text-accent-100 dark:ring-accent-800',
  savings:
    'bg-primary-100 text-primary-800 ring-primary-200 dark:bg-primary-900/60 dark:text-primary-100 dark:ring-primary-800',
} as const;

export function Badge({
  tone,
  children,
  testId,
}: {
  tone: keyof typeof TONES;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide ring-1 ring-inset ${TONES[tone]}`}
      data-testid={testId}
    >
      {children}
    </span>
  );
}
