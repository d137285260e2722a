/**
 * Home (spec section 2): hero, featured services, service packages, testimonials and the closing
 * call-to-action, then the loading line or the red error text of the managed texts. The server
 * prefetches every request in `load()`; a failed request leaves its part empty, never the page.
 */
import type { HeroMedia } from '@wegweiser/contracts';
import type { TextStore } from '../../shared/content/text-store';
import { useTexts } from '../../shared/content/use-texts';
import { Island } from '../../shared/islands/island';
import type { LoadContext, MetaContext } from '../../shared/router/route-types';
import { featuredPackagesResource } from './api/get-featured-packages';
import { featuredServicesResource } from './api/get-featured-services';
import { heroMediaResource } from './api/get-hero-media';
import { statsResource } from './api/get-stats';
import { testimonialsResource } from './api/get-testimonials';
import { belowTheHeroIsland, heroIsland } from './home-islands';
import { HOME_TEXT_TYPES } from './home-texts';
import { useHomeMeta } from './hooks/use-home-meta';
import { heroLcpImage } from './lib/hero-image';
import { type HomeMeta, homeMetaFromStore } from './lib/home-meta';

export default function HomePage() {
  const { t } = useTexts(HOME_TEXT_TYPES);
  useHomeMeta(t);
  return (
    <>
      <Island of={heroIsland} />
      <Island of={belowTheHeroIsland} />
    </>
  );
}

export async function load({ texts, store, language }: LoadContext) {
  await Promise.all([
    texts.ensure(HOME_TEXT_TYPES, language).catch(() => undefined),
    store.ensure(heroMediaResource(language)),
    store.ensure(statsResource(language)),
    store.ensure(featuredServicesResource(language)),
    store.ensure(featuredPackagesResource(language)),
    store.ensure(testimonialsResource(language)),
  ]);
}

/**
 * Head override for the server render: meta_title (without the ' | {site_name}' suffix, which the
 * caller adds) and meta_description, each only when the managed text exists. Call after `load()`.
 */
export function meta(ctx: { texts: TextStore; language: string; defaultLanguage: string }): HomeMeta {
  return homeMetaFromStore(ctx);
}

/** An image hero is the page's LCP candidate; the document preloads it (decision 012). */
export function lcpImage({ store, language }: MetaContext) {
  const hero = store.get<HeroMedia | null>(heroMediaResource(language).key);
  return heroLcpImage(hero?.status === 'success' ? hero.data : null);
}
