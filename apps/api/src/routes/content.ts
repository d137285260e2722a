import {
  ApiErrorSchema,
  FooterItemListSchema,
  HeroMediaSchema,
  IdOrSlugParamsSchema,
  LanguageListSchema,
  LanguageQuerySchema,
  LegalPageByTypeQuerySchema,
  LegalPageListSchema,
  LegalPageSchema,
  LocationListSchema,
  QualificationListSchema,
  SeoSettingsListSchema,
  SeoSettingsQuerySchema,
  SiteSettingsSchema,
  SocialMediaSettingsSchema,
  StaticContentByTypeQuerySchema,
  StaticContentByTypesQuerySchema,
  StaticContentListQuerySchema,
  StaticContentListSchema,
  StaticContentSchema,
  StatListSchema,
  ThemeCssVariablesSchema,
  ThemeSchema,
} from '@wegweiser/contracts';
import { LEGAL_PAGE_TYPES } from '@wegweiser/contracts/constants';
import type { FastifyInstance } from 'fastify';
import { seededLegalPage, seededLegalPages } from '../db/seed/legal-fallback';
import { found } from '../lib/errors';
import { renderScopeOf } from '../lib/internal-requests';
import { listOf } from '../lib/pagination';
import { defineRoute } from '../lib/route';
import { createContentService } from '../services/content-service';
import { createSettingsService } from '../services/settings-service';

const notFoundResponse = { 404: ApiErrorSchema };
const badRequest = { 400: ApiErrorSchema };

/** Languages, settings, theme, managed texts, SEO, stats, hero media and legal pages. */
export default async function contentRoutes(app: FastifyInstance) {
  const content = createContentService(app.repositories);
  const settings = createSettingsService(app.repositories);

  defineRoute(app, {
    method: 'GET',
    url: '/languages/',
    summary: 'Active languages, ordered',
    tags: ['languages'],
    querystring: LanguageQuerySchema,
    response: { 200: LanguageListSchema },
    cache: true,
    // The read the request's locale came from (plugins/locale.ts; a render's own), not a second one.
    handler: async ({ request }) =>
      listOf(
        (request.activeLanguages ?? (await app.languages.activeFor(renderScopeOf(request)))).map((row) => ({
          code: row.code,
          name: row.name,
          native_name: row.nativeName,
          flag: row.flag,
          is_default: row.isDefault,
          is_active: row.isActive,
          order: row.order,
        })),
      ),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/content/site-settings/current/',
    summary: 'Site settings',
    tags: ['settings'],
    querystring: LanguageQuerySchema,
    response: { 200: SiteSettingsSchema, ...notFoundResponse },
    cache: true,
    handler: async ({ locale }) => found(await settings.getSiteSettings(locale)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/content/themes/active/',
    summary: 'The active theme: palettes, fonts and CSS variables',
    tags: ['theme'],
    querystring: LanguageQuerySchema,
    response: { 200: ThemeSchema, ...notFoundResponse },
    cache: true,
    handler: async () => found(await settings.getActiveTheme()),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/content/themes/css_variables/',
    summary: "The active theme's CSS custom properties",
    tags: ['theme'],
    querystring: LanguageQuerySchema,
    response: { 200: ThemeCssVariablesSchema, ...notFoundResponse },
    cache: true,
    handler: async () => {
      const theme = found(await settings.getActiveTheme());
      return { name: theme.name, css_variables: theme.css_variables };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/content/social-media-settings/by_language/',
    summary: 'Social profile links of a language (falls back to the default language)',
    tags: ['settings'],
    querystring: LanguageQuerySchema,
    response: { 200: SocialMediaSettingsSchema },
    cache: true,
    handler: async ({ locale }) => settings.getSocialMedia(locale),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/content/footer-items/',
    summary: 'Active footer items',
    tags: ['settings'],
    querystring: LanguageQuerySchema,
    response: { 200: FooterItemListSchema },
    cache: true,
    handler: async ({ locale }) => listOf(await settings.listFooterItems(locale)),
  });

  for (const prefix of ['/content/static-content', '/content/multilingual/static-content']) {
    const multilingual = prefix.includes('multilingual');
    defineRoute(app, {
      method: 'GET',
      url: `${prefix}/`,
      summary: 'Managed texts, optionally of one type',
      tags: ['static-content'],
      querystring: StaticContentListQuerySchema,
      response: { 200: StaticContentListSchema, ...badRequest },
      cache: true,
      handler: async ({ locale, query }) => listOf(await content.listStaticContent(locale, query.type)),
    });
    defineRoute(app, {
      method: 'GET',
      url: `${prefix}/by_type/`,
      summary: multilingual ? 'One managed text, in a results list' : 'One managed text',
      tags: ['static-content'],
      querystring: StaticContentByTypeQuerySchema,
      response: {
        200: multilingual ? StaticContentListSchema : StaticContentSchema,
        ...badRequest,
        ...notFoundResponse,
      },
      cache: true,
      handler: async ({ locale, query }) => {
        const item = found(await content.getStaticContent(locale, query.type));
        return multilingual ? listOf([item]) : item;
      },
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: '/content/multilingual/static-content/by_types/',
    summary: 'Several managed texts at once (types=a,b,c); unknown types are left out',
    tags: ['static-content'],
    querystring: StaticContentByTypesQuerySchema,
    response: { 200: StaticContentListSchema, ...badRequest },
    cache: true,
    handler: async ({ locale, query }) => listOf(await content.getStaticContents(locale, query.types)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/content/multilingual/seo-settings/',
    summary: 'SEO settings, optionally of one page',
    tags: ['seo'],
    querystring: SeoSettingsQuerySchema,
    response: { 200: SeoSettingsListSchema, ...badRequest },
    cache: true,
    handler: async ({ locale, query }) =>
      listOf(await content.listSeoSettings(locale, query.page_identifier)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/content/multilingual/stats/',
    summary: 'Hero statistics',
    tags: ['home'],
    querystring: LanguageQuerySchema,
    response: { 200: StatListSchema },
    cache: true,
    handler: async ({ locale }) => listOf(await content.listStats(locale)),
  });

  for (const url of ['/content/hero-media/active/', '/content/multilingual-hero-media/active/']) {
    defineRoute(app, {
      method: 'GET',
      url,
      summary: 'The active hero media item of the language',
      tags: ['home'],
      querystring: LanguageQuerySchema,
      response: { 200: HeroMediaSchema, ...notFoundResponse },
      cache: true,
      handler: async ({ locale }) => found(await content.getActiveHeroMedia(locale)),
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: '/content/multilingual/qualifications/',
    summary: "The coach's qualifications",
    tags: ['about'],
    querystring: LanguageQuerySchema,
    response: { 200: QualificationListSchema },
    cache: true,
    handler: async ({ locale }) => listOf(await content.listQualifications(locale)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/content/multilingual/locations/',
    summary: 'Where sessions take place',
    tags: ['about'],
    querystring: LanguageQuerySchema,
    response: { 200: LocationListSchema },
    cache: true,
    handler: async ({ locale }) => listOf(await content.listLocations(locale)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/content/legal-pages/',
    summary: 'Legal pages',
    tags: ['legal'],
    querystring: LanguageQuerySchema,
    response: { 200: LegalPageListSchema },
    cache: true,
    handler: async ({ locale }) => listOf(await content.listLegalPages(locale)),
    fallback: ({ locale }) => listOf(seededLegalPages(locale)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/content/legal-pages/by_type/',
    summary: 'A legal page by type',
    tags: ['legal'],
    querystring: LegalPageByTypeQuerySchema,
    response: { 200: LegalPageSchema, ...badRequest, ...notFoundResponse },
    cache: true,
    handler: async ({ locale, query }) => found(await content.getLegalPage(locale, { type: query.type })),
    fallback: ({ locale, query }) => found(seededLegalPage(locale, { type: query.type })),
  });

  for (const type of LEGAL_PAGE_TYPES) {
    defineRoute(app, {
      method: 'GET',
      url: `/content/legal-pages/${type}/`,
      summary: `The ${type} page`,
      tags: ['legal'],
      querystring: LanguageQuerySchema,
      response: { 200: LegalPageSchema, ...notFoundResponse },
      cache: true,
      handler: async ({ locale }) => found(await content.getLegalPage(locale, { type })),
      fallback: ({ locale }) => found(seededLegalPage(locale, { type })),
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: '/content/legal-pages/:idOrSlug/',
    summary: 'A legal page by id or slug',
    tags: ['legal'],
    params: IdOrSlugParamsSchema,
    querystring: LanguageQuerySchema,
    response: { 200: LegalPageSchema, ...notFoundResponse },
    cache: true,
    handler: async ({ locale, params }) =>
      found(await content.getLegalPage(locale, { idOrSlug: params.idOrSlug })),
    fallback: ({ locale, params }) => found(seededLegalPage(locale, { idOrSlug: params.idOrSlug })),
  });
}
