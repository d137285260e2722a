/**
 * The website's page modules come into the server build through the route table the sitemap reads;
 * the server never runs them (pages render from the website's own server build, decision 067).
 * Their asset imports (`./x.svg?no-inline`, `?url`) are the Vite build's to resolve to hashed URLs:
 * this build leaves them as imports, which would fail loudly if a page module were ever loaded here.
 */
import type { Plugin } from 'rolldown';

/** An import Vite answers with an asset's URL. */
export const isWebAssetImport = (source: string) =>
  /\?(?:[\w-]+&)*(?:no-inline|url)(?:&[\w-]+)*$/.test(source);

export function webAssetImportsPlugin(): Plugin {
  return {
    name: 'wegweiser-web-asset-imports',
    resolveId(source) {
      return isWebAssetImport(source) ? { id: source, external: true } : null;
    },
  };
}
