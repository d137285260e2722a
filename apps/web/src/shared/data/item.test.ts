import { ApiRequestError, createApiClient } from '@wegweiser/client/api-client';
import { BlogPostSchema } from '@wegweiser/contracts';
import { describe, expect, it } from 'vitest';
import { isMissingItem, itemLoadStatus, itemResource, storedItem } from './item';
import { ResourceStore } from './resource-store';

const notFound = new ApiRequestError('http', 'Nicht gefunden.', 404);
const badAddress = new ApiRequestError('http', 'Ungültig.', 400);

describe('isMissingItem', () => {
  it('is missing on a 404 or a 400 from the API', () => {
    expect(isMissingItem({ data: undefined, error: notFound })).toBe(true);
    expect(isMissingItem({ data: undefined, error: badAddress }, 'x')).toBe(true);
  });

  it('is missing when the API answered for another slug (an id), if the slug is checked', () => {
    expect(isMissingItem({ data: { slug: 'die-kunst-nein-zu-sagen' }, error: undefined }, '3')).toBe(true);
    expect(isMissingItem({ data: { slug: 'die-kunst-nein-zu-sagen' }, error: undefined })).toBe(false);
  });

  it('is not missing while loading, on other errors, or for the right item', () => {
    expect(isMissingItem({ data: undefined, error: undefined }, 'x')).toBe(false);
    expect(isMissingItem({ data: undefined, error: new ApiRequestError('timeout', 'timeout') }, 'x')).toBe(
      false,
    );
    expect(isMissingItem({ data: undefined, error: new ApiRequestError('network', 'offline') }, 'x')).toBe(
      false,
    );
    expect(isMissingItem({ data: undefined, error: new ApiRequestError('http', 'boom', 500) }, 'x')).toBe(
      false,
    );
    expect(isMissingItem({ data: undefined, error: new Error('404') }, 'x')).toBe(false);
    expect(isMissingItem({ data: { slug: 'x' }, error: undefined }, 'x')).toBe(false);
  });
});

const post = BlogPostSchema.parse({
  id: 3,
  slug: 'die-kunst-nein-zu-sagen',
  title: 'Die Kunst, Nein zu sagen',
  excerpt: 'Grenzen setzen',
  content: '# Nein',
  cover_image: null,
  cover_image_alt: '',
  author_name: 'Anna',
  category: null,
  reading_time_minutes: 2,
  is_featured: false,
  published_at: '2026-07-14T08:00:00.000Z',
  updated_at: '2026-07-14T08:00:00.000Z',
  language: 'de',
});

/** A store whose API answers the post for its slug and its id, and 404 for anything else. */
function storeWithPost() {
  const requests: string[] = [];
  const api = createApiClient({
    language: () => 'de',
    transport: async (request) => {
      requests.push(`${request.path}?language=${request.query.language}`);
      return ['/blog/3/', `/blog/${post.slug}/`].includes(request.path)
        ? { status: 200, body: post }
        : { status: 404, body: { message: 'Nicht gefunden.' } };
    },
  });
  return { store: new ResourceStore(api), requests };
}

describe('itemResource', () => {
  it('asks the API for the slug in the language, under a key of name, language and slug', async () => {
    const { store, requests } = storeWithPost();
    const resource = itemResource<typeof post>('blog-post', '/blog/', 'en', 'a b');
    expect(resource.key).toBe('blog-post:en:a b');
    await store.ensure(resource);
    expect(requests).toEqual(['/blog/a%20b/?language=en']);
  });
});

describe('itemLoadStatus and storedItem', () => {
  it('answer 404 for an unknown slug and for an id, and find the item under its slug', async () => {
    const { store } = storeWithPost();
    const resource = (slug: string) => itemResource<typeof post>('blog-post', '/blog/', 'de', slug);
    for (const slug of ['unknown', '3', post.slug]) await store.ensure(resource(slug));

    expect(itemLoadStatus(store.get(resource('unknown').key), 'unknown')).toEqual({ status: 404 });
    expect(itemLoadStatus(store.get(resource('3').key), '3')).toEqual({ status: 404 });
    expect(itemLoadStatus(store.get(resource(post.slug).key), post.slug)).toBeUndefined();
    expect(itemLoadStatus(undefined, 'x')).toBeUndefined();

    expect(storedItem(store, resource('3'), '3')).toBeUndefined();
    expect(storedItem(store, resource('3'))).toEqual(post);
    expect(storedItem(store, resource('unknown'), 'unknown')).toBeUndefined();
    expect(storedItem(store, resource(post.slug), post.slug)?.title).toBe('Die Kunst, Nein zu sagen');
  });
});
