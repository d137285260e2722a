/** The seven key pages of issue 4 (bench:lighthouse measures the same kinds), by their German path. */
export const KEY_PAGES = [
  '/',
  '/about',
  '/services',
  '/services/packages/klarheit-karriere',
  '/blog',
  '/contact',
  '/legal/privacy',
] as const;
