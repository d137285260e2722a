/**
 * One type scale for page and section headings. Page titles start at 30 px so long German
 * compounds ("Geschäftsbedingungen") fit a 390 px screen.
 */
export const pageTitle =
  'font-display text-3xl leading-tight font-semibold tracking-tight text-balance text-slate-900 sm:text-4xl lg:text-5xl dark:text-white';

/** A heading inside a page, the size of a markdown h2 next to it. */
export const sectionTitle =
  'font-display text-2xl font-semibold tracking-tight text-balance text-slate-900 sm:text-3xl dark:text-white';
