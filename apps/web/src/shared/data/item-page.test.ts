import { createApiClient } from '@wegweiser/client/api-client';
import { describe, expect, it } from 'vitest';
import { TextStore } from '../content/text-store';
import { itemResource } from './item';
import { itemPageServer } from './item-page';
import { ResourceStore } from './resource-store';

type Item = { slug: string; title: string };

/** An API that knows one item under its slug and its id 7, and nothing else. */
function context(slug: string) {
  const api = createApiClient({
    language: () => 'de',
    transport: async (request) =>
      ['/things/7/', '/things/known/'].includes(request.path)
        ? { status: 200, body: { slug: 'known', title: 'Bekannt' } }
        : request.path === '/content/texts/'
          ? { status: 200, body: [] }
          : { status: 404, body: { message: 'Nicht gefunden.' } },
  });
  return {
    params: { slug },
    search: new URLSearchParams(),
    language: 'de',
    defaultLanguage: 'de',
    store: new ResourceStore(api),
    texts: new TextStore(api),
  };
}

const page = (checkSlug: boolean) =>
  itemPageServer<Item>({
    resource: (language, slug) => itemResource<Item>('thing', '/things/', language, slug),
    texts: [],
    checkSlug,
    meta: (item) => ({ title: item.title }),
  });

describe('itemPageServer', () => {
  it('answers 404 for an unknown slug and names the page after a known item', async () => {
    const unknown = context('nope');
    expect(await page(false).load(unknown)).toEqual({ status: 404 });
    expect(page(false).meta(unknown)).toEqual({});

    const known = context('known');
    expect(await page(true).load(known)).toBeUndefined();
    expect(page(true).meta(known)).toEqual({ title: 'Bekannt' });
  });

  it('answers 404 for an id only where the slug is checked', async () => {
    const checked = context('7');
    expect(await page(true).load(checked)).toEqual({ status: 404 });
    expect(page(true).meta(checked)).toEqual({});

    const unchecked = context('7');
    expect(await page(false).load(unchecked)).toBeUndefined();
    expect(page(false).meta(unchecked)).toEqual({ title: 'Bekannt' });
  });

  it('also loads what the page shows besides the item', async () => {
    const withExtra = context('known');
    const extra = itemResource<Item>('thing', '/things/', 'de', '7');
    await itemPageServer<Item>({
      resource: (language, slug) => itemResource<Item>('thing', '/things/', language, slug),
      texts: [],
      checkSlug: true,
      alsoLoad: ({ store }) => [store.ensure(extra)],
      meta: (item) => ({ title: item.title }),
    }).load(withExtra);
    expect(withExtra.store.get<Item>(extra.key)?.status).toBe('success');
  });
});
