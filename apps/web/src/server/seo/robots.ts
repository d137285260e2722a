/**
 * /robots.txt: the site is open to crawlers except the API and the owner's console; the sitemap
 * is named with its absolute URL.
 */
export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
