/**
 * Where the translation report sends the owner to fix a missing text: the screen that edits the
 * item. Texts, SEO, social links and site settings have screens of their own; every other resource
 * opens in the content editor at `/content/{resource}/{key}` (the editor's route pattern).
 */
export function fixLink(resource: string, key: string): string {
  const item = encodeURIComponent(key);
  switch (resource) {
    case 'managed-texts':
      return `/texts?key=${item}`;
    case 'seo':
      return `/seo?page=${item}`;
    case 'social-links':
      return `/social-links?language=${item}`;
    case 'site-settings':
      return '/settings';
    default:
      return `/content/${encodeURIComponent(resource)}/${item}`;
  }
}
