/**
 * One page per screen of spec section 2, with seeded slugs (blog and career are enabled in the
 * seed). The accessibility journey, scripts/screenshots.ts, the outage tests and bench/outage all
 * walk this list.
 */
export const SITE_ROUTES = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
  { name: 'services', path: '/services' },
  { name: 'packages', path: '/services/packages' },
  { name: 'service-detail', path: '/services/karriere-coaching' },
  { name: 'package-detail', path: '/services/packages/klarheit-karriere' },
  { name: 'blog', path: '/blog' },
  { name: 'blog-post', path: '/blog/die-kunst-nein-zu-sagen' },
  { name: 'career', path: '/career' },
  { name: 'career-post', path: '/career/systemischer-coach-honorarbasis' },
  { name: 'contact', path: '/contact' },
  { name: 'privacy', path: '/legal/privacy' },
  { name: 'imprint', path: '/legal/imprint' },
  { name: 'terms', path: '/legal/terms' },
  { name: 'not-found', path: '/no/such/page' },
] as const;

/** The pages that exist (every route but the 404 example). */
export const SITE_PAGES = SITE_ROUTES.filter((route) => route.name !== 'not-found').map(
  (route) => route.path,
);

export const THEME_MODES = ['light', 'dark'] as const;
