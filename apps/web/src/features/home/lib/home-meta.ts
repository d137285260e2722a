/**
 * The managed texts meta_title and meta_description, when they exist, override the home page's
 * title and description (spec section 7). The title is returned without the ' | {site_name}'
 * suffix; whoever writes the head adds it (withSiteName).
 */
import type { TextStore } from '../../../shared/content/text-store';

export type HomeMeta = { title?: string; description?: string };

export function homeMeta(read: (type: 'meta_title' | 'meta_description') => string | undefined): HomeMeta {
  const title = read('meta_title')?.trim();
  const description = read('meta_description')?.trim();
  return { ...(title ? { title } : {}), ...(description ? { description } : {}) };
}

export function homeMetaFromStore(ctx: {
  texts: TextStore;
  language: string;
  defaultLanguage: string;
}): HomeMeta {
  return homeMeta((type) => ctx.texts.text(type, ctx.language, ctx.defaultLanguage));
}
