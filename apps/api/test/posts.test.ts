import {
  BlogPostListSchema,
  BlogPostSchema,
  CareerPostListSchema,
  CareerPostSchema,
  CategoryListSchema,
  FeaturedBlogPostsSchema,
  FeaturedCareerPostsSchema,
} from '@wegweiser/contracts';
import { LANGUAGE_CODES } from '@wegweiser/contracts/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blogPosts } from '../src/db/schema';
import { setupApp } from './helpers/build-app';
import { expectShape } from './helpers/contract';

const t = setupApp();

const kinds = [
  ['blog', BlogPostListSchema, FeaturedBlogPostsSchema, BlogPostSchema, 3],
  ['career', CareerPostListSchema, FeaturedCareerPostsSchema, CareerPostSchema, 2],
] as const;

describe.each(kinds)('%s', (kind, listSchema, featuredSchema, detailSchema, seeded) => {
  it.each(LANGUAGE_CODES)(
    'list, featured, categories and detail match the contracts in %s',
    async (language) => {
      const list = await t.get(`/api/${kind}/?language=${language}`);
      expectShape(listSchema, list.body);
      expect(list.body.count).toBe(seeded);
      const featured = await t.get(`/api/${kind}/featured/?language=${language}`);
      expect(Array.isArray(featured.body)).toBe(true);
      expectShape(featuredSchema, featured.body);
      expectShape(CategoryListSchema, (await t.get(`/api/${kind}/categories/?language=${language}`)).body);
      for (const post of list.body.results) {
        const detail = await t.get(`/api/${kind}/${post.slug}/?language=${language}`);
        expectShape(detailSchema, detail.body);
        expect(detail.body.content).toMatch(/\S/);
      }
    },
  );

  it('filters by category', async () => {
    const categories = (await t.get(`/api/${kind}/categories/`)).body.results;
    const withPosts = categories.find((c: { post_count: number }) => c.post_count > 0);
    const filtered = await t.get(`/api/${kind}/?category=${withPosts.slug}`);
    expect(filtered.body.count).toBe(withPosts.post_count);
    for (const post of filtered.body.results) expect(post.category.slug).toBe(withPosts.slug);
    expect((await t.get(`/api/${kind}/?category=no-such-category`)).body.count).toBe(0);
  });

  it('lists newest first', async () => {
    const { body } = await t.get(`/api/${kind}/`);
    const dates = body.results.map((post: { published_at: string }) => post.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('rejects a malformed category with 400 and 404s an unknown post', async () => {
    const bad = await t.get(`/api/${kind}/?category=%3Cscript%3E&language=en`);
    expect(bad.status).toBe(400);
    expect(bad.body.category).toEqual(['Invalid value.']);
    expect((await t.get(`/api/${kind}/no-such-post/`)).status).toBe(404);
  });
});

describe('unpublished posts', () => {
  it('are neither listed nor served', async () => {
    const { body } = await t.get('/api/blog/');
    const [post] = body.results;
    await t.database.db.update(blogPosts).set({ isPublished: false }).where(eq(blogPosts.id, post.id));
    t.api.responseCache.clear();
    expect((await t.get(`/api/blog/${post.slug}/`)).status).toBe(404);
    expect((await t.get('/api/blog/')).body.count).toBe(body.count - 1);
  });
});
