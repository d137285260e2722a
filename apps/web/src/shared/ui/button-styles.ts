/**
 * Button looks every page shares, so actions read the same across the site and in both themes:
 * primary (sage; light sage on dark) for the main action, a quieter outline variant.
 */
const base =
  'inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-center text-base font-semibold text-balance transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2';

export const primaryButton =
  `${base} bg-primary-700 text-white shadow-sm hover:bg-primary-800 focus-visible:outline-primary-700 ` +
  'dark:bg-primary-300 dark:text-dark-900 dark:hover:bg-primary-200 dark:focus-visible:outline-primary-300';

export const secondaryButton =
  `${base} border border-primary-700/30 bg-white/80 text-primary-800 hover:border-primary-700 hover:bg-white ` +
  'focus-visible:outline-primary-700 dark:border-dark-500 dark:bg-dark-800/80 dark:text-dark-50 ' +
  'dark:hover:border-primary-300 dark:hover:bg-dark-800 dark:focus-visible:outline-primary-300';
