import {
  ApiErrorSchema,
  BlogPostListSchema,
  BlogPostSchema,
  CareerPostListSchema,
  CareerPostSchema,
  CategoryListSchema,
  FeaturedBlogPostsSchema,
  FeaturedCareerPostsSchema,
  IdOrSlugParamsSchema,
  LanguageQuerySchema,
  PostListQuerySchema,
} from '@wegweiser/contracts';
import type { FastifyInstance } from 'fastify';
import { found } from '../lib/errors';
import { listOf, pageOf, paginate } from '../lib/pagination';
import { defineRoute } from '../lib/route';
import { createPostsService } from '../services/posts-service';

const kinds = {
  blog: {
    list: BlogPostListSchema,
    featured: FeaturedBlogPostsSchema,
    detail: BlogPostSchema,
    noun: 'blog posts',
  },
  career: {
    list: CareerPostListSchema,
    featured: FeaturedCareerPostsSchema,
    detail: CareerPostSchema,
    noun: 'career posts',
  },
} as const;

/**
 * Blog and career posts. The API serves them whatever the site settings say; gating the pages is
 * the website's job (spec section 2), and the owner may preview before enabling a section.
 */
export default async function postRoutes(app: FastifyInstance) {
  const posts = createPostsService(app.repositories);
  for (const kind of ['blog', 'career'] as const) {
    const repository = posts[kind];
    const schemas = kinds[kind];

    defineRoute(app, {
      method: 'GET',
      url: `/${kind}/`,
      summary: `Published ${schemas.noun}, newest first; filter by category slug`,
      tags: [kind],
      querystring: PostListQuerySchema,
      response: { 200: schemas.list, 400: ApiErrorSchema },
      cache: true,
      handler: async ({ locale, query, request }) => {
        const page = pageOf(query);
        return paginate<unknown>(request, page, await repository.list(locale, page, query.category));
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: `/${kind}/featured/`,
      summary: `Featured ${schemas.noun} (plain array)`,
      tags: [kind],
      querystring: LanguageQuerySchema,
      response: { 200: schemas.featured },
      cache: true,
      handler: async ({ locale }) => repository.featured(locale),
    });

    defineRoute(app, {
      method: 'GET',
      url: `/${kind}/categories/`,
      summary: `Categories of ${schemas.noun} with their number of published posts`,
      tags: [kind],
      querystring: LanguageQuerySchema,
      response: { 200: CategoryListSchema },
      cache: true,
      handler: async ({ locale }) => listOf(await repository.categories(locale)),
    });

    defineRoute(app, {
      method: 'GET',
      url: `/${kind}/:idOrSlug/`,
      summary: `One of the ${schemas.noun} by id or slug`,
      tags: [kind],
      params: IdOrSlugParamsSchema,
      querystring: LanguageQuerySchema,
      response: { 200: schemas.detail, 404: ApiErrorSchema },
      cache: true,
      handler: async ({ locale, params }) => found(await repository.get(locale, params.idOrSlug)),
    });
  }
}
