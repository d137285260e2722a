/**
 * /api/admin/analytics/: the dashboard over what the site records (owner only; decision 055).
 * Every answer covers whole days of the practice's time zone (decision 086) from `from` to `to` and,
 * with `site_language`, one language.
 */
import {
  AnalyticsClickMapQuerySchema,
  AnalyticsClickMapSchema,
  AnalyticsRangeQuerySchema,
  AnalyticsSummarySchema,
  AnalyticsTableParamsSchema,
  AnalyticsTableSchema,
} from '@wegweiser/contracts';
import { DEFAULT_LANGUAGE } from '@wegweiser/contracts/constants';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../lib/route';
import { createCatalogService } from '../../services/catalog-service';
import { createAnalyticsReport } from './analytics-report';
import { toCsv } from './csv';

const owner = { role: 'owner' } as const;
const tags = ['console: analytics'];
/** Rows a table shows on the dashboard; the CSV export holds up to EXPORT_ROWS. */
const TABLE_ROWS = 100;
const EXPORT_ROWS = 10_000;

const rangeOf = (query: { from: string; to: string; site_language?: string | undefined }) => ({
  from: query.from,
  to: query.to,
  siteLanguage: (query.site_language ?? null) as 'de' | 'en' | 'es' | 'fr' | 'zh' | null,
});

export default async function analyticsAdminRoutes(app: FastifyInstance) {
  const catalog = createCatalogService(app.repositories);
  const report = createAnalyticsReport(
    app.repositories.analyticsDashboard,
    () => app.repositories.practiceSettings.timeZone(),
    (language) => catalog.offers({ language, fallback: DEFAULT_LANGUAGE }),
  );

  defineRoute(app, {
    method: 'GET',
    url: '/analytics/summary/',
    summary: 'Visitors, page views, averages and per-day figures of a date range',
    tags,
    auth: owner,
    querystring: AnalyticsRangeQuerySchema,
    response: { 200: AnalyticsSummarySchema },
    handler: async ({ query, reply }) => {
      reply.header('cache-control', 'no-store');
      return report.summary(rangeOf(query));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/analytics/tables/:table/',
    summary: 'One dashboard table (top pages, flows, the service funnel, …), largest first',
    tags,
    auth: owner,
    params: AnalyticsTableParamsSchema,
    querystring: AnalyticsRangeQuerySchema,
    response: { 200: AnalyticsTableSchema },
    handler: async ({ params, query, reply, locale }) => {
      reply.header('cache-control', 'no-store');
      return report.table(params.table, rangeOf(query), TABLE_ROWS, locale.language);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/analytics/tables/:table/csv/',
    summary: 'One dashboard table as CSV (formula-like cells neutralised)',
    tags,
    auth: owner,
    params: AnalyticsTableParamsSchema,
    querystring: AnalyticsRangeQuerySchema,
    response: { 200: z.string() },
    handler: async ({ params, query, reply, locale }) => {
      const table = await report.table(params.table, rangeOf(query), EXPORT_ROWS, locale.language);
      const language = query.site_language ? `-${query.site_language}` : '';
      reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="analytics-${params.table}-${query.from}-${query.to}${language}.csv"`,
        );
      return toCsv(table.columns, table.rows);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/analytics/click-map/',
    summary: 'Where visitors clicked on one page, counted per cell of the page and per device class',
    tags,
    auth: owner,
    querystring: AnalyticsClickMapQuerySchema,
    response: { 200: AnalyticsClickMapSchema },
    handler: async ({ query, reply }) => {
      reply.header('cache-control', 'no-store');
      return report.clickMap(rangeOf(query), query.page);
    },
  });
}
