/**
 * Breadcrumb trails of the nested pages: home, the parent pages, the page itself. Names are the
 * managed texts the site shows for those pages (header navigation, packages heading).
 */
export type TrailStep = { text: BreadcrumbText; path: string };

const HOME: TrailStep = { text: 'header_nav_home', path: '/' };
const SERVICES: TrailStep = { text: 'header_nav_services', path: '/services' };
const PACKAGES: TrailStep = { text: 'services_page_packages_title', path: '/services/packages' };

/** Parents of each nested route (the page itself is the last crumb). */
const PARENTS: Readonly<Record<string, readonly TrailStep[]>> = {
  service: [HOME, SERVICES],
  packages: [HOME, SERVICES],
  package: [HOME, SERVICES, PACKAGES],
  'blog-post': [HOME, { text: 'header_nav_blog', path: '/blog' }],
  'career-post': [HOME, { text: 'header_nav_career', path: '/career' }],
  legal: [HOME],
};

export const BREADCRUMB_TEXTS = [
  'header_nav_home',
  'header_nav_services',
  'header_nav_blog',
  'header_nav_career',
  'services_page_packages_title',
] as const;
type BreadcrumbText = (typeof BREADCRUMB_TEXTS)[number];

export const hasBreadcrumbs = (routeId: string) => routeId in PARENTS;

/**
 * The trail as names and site paths, or null for top-level pages and when a name is missing
 * (every crumb needs one).
 */
export function breadcrumbTrail(
  routeId: string,
  current: { name: string | undefined; path: string },
  text: (type: BreadcrumbText) => string | undefined,
): { name: string; path: string }[] | null {
  const parents = PARENTS[routeId];
  if (!parents) return null;
  const trail = [
    ...parents.map((step) => ({ name: text(step.text)?.trim(), path: step.path })),
    { name: current.name?.trim(), path: current.path },
  ];
  return trail.every((crumb): crumb is { name: string; path: string } => !!crumb.name) ? trail : null;
}
