/**
 * Where the translation report sends the owner to fix a missing text: the screen that edits the
 * item, with the missing language as the one edited beside the default (`language=fr`). Texts and
 * SEO have screens of their own, social links one per language (the item is the language), site
 * settings theirs (the language edited first there too); every other resource opens in the content editor at `/content/{resource}/{key}`
 * (the editor's route pattern).
 */
export function fixLink(resource: string, key: string, language: string): string {
  const item = encodeURIComponent(key);
  const edit = `language=${encodeURIComponent(language)}`;
  switch (resource) {
    case 'managed-texts':
      return `/texts?key=${item}&${edit}`;
    case 'seo':
      return `/seo?page=${item}&${edit}`;
    case 'social-links':
      return `/social-links?language=${item}`;
    case 'site-settings':
      return `/settings?${edit}`;
    default:
      return `/content/${encodeURIComponent(resource)}/${item}?${edit}`;
  }
}
