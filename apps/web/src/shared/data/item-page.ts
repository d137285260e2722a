/**
 * The server side of a detail page (service, package, blog post, job posting): the loader that
 * prefetches the item, its managed texts, the markdown renderer and anything else the page shows,
 * and answers 404 for a missing item; and the head built from the stored item.
 */
import type { LoadContext, MetaContext, PageMeta } from '../router/route-types';
import { preloadMarkdown } from '../ui/markdown';
import { itemLoadStatus, storedItem } from './item';
import type { Resource } from './resource-store';

export type ItemPageConfig<T extends { slug: string }> = {
  resource: (language: string, slug: string) => Resource<T>;
  /** Managed texts of the page. */
  texts: readonly string[];
  /** Whether an answer for another slug (an id) is missing too; see isMissingItem. */
  checkSlug: boolean;
  /** Further resources the page shows (their failures do not decide the status). */
  alsoLoad?: (context: LoadContext) => Promise<unknown>[];
  meta: (item: T) => PageMeta;
};

export function itemPageServer<T extends { slug: string }>(config: ItemPageConfig<T>) {
  const slugOf = (params: LoadContext['params']) => params.slug ?? '';
  async function load(context: LoadContext) {
    const { params, language, store, texts } = context;
    const slug = slugOf(params);
    const [state] = await Promise.all([
      store.ensure(config.resource(language, slug)),
      texts.ensure(config.texts, language).catch(() => undefined),
      preloadMarkdown(),
      ...(config.alsoLoad?.(context) ?? []),
    ]);
    return itemLoadStatus(state, config.checkSlug ? slug : undefined);
  }
  function meta({ params, language, store }: MetaContext): PageMeta {
    const slug = slugOf(params);
    const item = storedItem(store, config.resource(language, slug), config.checkSlug ? slug : undefined);
    return item ? config.meta(item) : {};
  }
  return { load, meta };
}
