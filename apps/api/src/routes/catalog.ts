import {
  ApiErrorSchema,
  FeaturedServicePackagesSchema,
  FeaturedServicesSchema,
  IdOrSlugParamsSchema,
  LanguageQuerySchema,
  PaginationQuerySchema,
  ServiceListSchema,
  ServicePackageListSchema,
  ServicePackageSchema,
  ServiceSchema,
  TestimonialListSchema,
} from '@wegweiser/contracts';
import type { FastifyInstance } from 'fastify';
import { found } from '../lib/errors';
import { listOf, pageOf, paginate } from '../lib/pagination';
import { defineRoute } from '../lib/route';
import { createCatalogService } from '../services/catalog-service';

/** Services, service packages and testimonials. Fixed paths are declared before `:idOrSlug`. */
export default async function catalogRoutes(app: FastifyInstance) {
  const catalog = createCatalogService(app.repositories);
  const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema };

  defineRoute(app, {
    method: 'GET',
    url: '/services/',
    summary: 'Active services',
    tags: ['services'],
    querystring: PaginationQuerySchema,
    response: { 200: ServiceListSchema, 400: ApiErrorSchema },
    cache: true,
    handler: async ({ locale, query, request }) => {
      const page = pageOf(query);
      return paginate(request, page, await catalog.listServices(locale, page));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/services/featured/',
    summary: 'Featured services (plain array)',
    tags: ['services'],
    querystring: LanguageQuerySchema,
    response: { 200: FeaturedServicesSchema },
    cache: true,
    handler: async ({ locale }) => catalog.featuredServices(locale),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/services/packages/',
    summary: 'Active service packages',
    tags: ['packages'],
    querystring: PaginationQuerySchema,
    response: { 200: ServicePackageListSchema, 400: ApiErrorSchema },
    cache: true,
    handler: async ({ locale, query, request }) => {
      const page = pageOf(query);
      return paginate(request, page, await catalog.listPackages(locale, page));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/services/packages/featured/',
    summary: 'Featured service packages (plain array)',
    tags: ['packages'],
    querystring: LanguageQuerySchema,
    response: { 200: FeaturedServicePackagesSchema },
    cache: true,
    handler: async ({ locale }) => catalog.featuredPackages(locale),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/services/packages/:idOrSlug/',
    summary: 'A service package by id or slug',
    tags: ['packages'],
    params: IdOrSlugParamsSchema,
    querystring: LanguageQuerySchema,
    response: { 200: ServicePackageSchema, ...errors },
    cache: true,
    handler: async ({ locale, params }) => found(await catalog.getPackage(locale, params.idOrSlug)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/services/:idOrSlug/',
    summary: 'A service by id or slug',
    tags: ['services'],
    params: IdOrSlugParamsSchema,
    querystring: LanguageQuerySchema,
    response: { 200: ServiceSchema, ...errors },
    cache: true,
    handler: async ({ locale, params }) => found(await catalog.getService(locale, params.idOrSlug)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/testimonials/',
    summary: 'Active testimonials',
    tags: ['testimonials'],
    querystring: LanguageQuerySchema,
    response: { 200: TestimonialListSchema },
    cache: true,
    handler: async ({ locale }) => listOf(await catalog.listTestimonials(locale)),
  });
}
