/** The "show all" links under the home page's card grids. */
export const showAllLink =
  'inline-flex items-center gap-2 rounded-full px-5 py-2.5 font-semibold text-primary-800 ring-1 ring-primary-700/30 ' +
  'transition-colors hover:bg-primary-50 hover:ring-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-primary-700 dark:text-primary-200 dark:ring-primary-300/40 dark:hover:bg-dark-800 ' +
  'dark:hover:ring-primary-300 dark:focus-visible:outline-primary-300';
