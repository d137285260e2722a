/** Every kind of public page that shows markdown (decision 122): one of each, by its German path. */
export const MARKDOWN_PAGES = [
  '/about',
  '/services/karriere-coaching',
  '/services/packages/klarheit-karriere',
  '/blog/die-kunst-nein-zu-sagen',
  '/career/systemischer-coach-honorarbasis',
  '/legal/privacy',
  '/legal/imprint',
  '/legal/terms',
] as const;
