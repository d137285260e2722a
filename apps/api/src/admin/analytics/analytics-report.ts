/**
 * The dashboard's figures (decision 055), from the daily rows of the analytics dashboard
 * repository: summary, tables and the click map.
 */
import type { AnalyticsSummary, AnalyticsTable, AnalyticsTableResult } from '@wegweiser/contracts';
import type { LanguageCode } from '@wegweiser/contracts/constants';
import type {
  AnalyticsDashboardRepository,
  DailyRange,
  Totals,
} from '../../repositories/analytics-dashboard-repository';
import { CLICK_MAP_ROWS, clickMapOf } from './click-map';

export type ReportRange = { from: string; to: string; siteLanguage: LanguageCode | null };

const round1 = (value: number) => Math.round(value * 10) / 10;
const average = (rows: Totals[]) => {
  const count = rows.reduce((sum, row) => sum + row.count, 0);
  return count === 0 ? null : round1(rows.reduce((sum, row) => sum + row.total, 0) / count);
};
const sum = (rows: { count: number }[]) => rows.reduce((total, row) => total + row.count, 0);

/** Contact contexts that name a service (service_name) or a package (package_name). */
const SERVICE_CONTEXTS = new Set(['service_detail', 'service_package_detail', 'service_package_general']);

export function createAnalyticsReport(repository: AnalyticsDashboardRepository) {
  const daily = (range: ReportRange): DailyRange => ({
    from: range.from,
    to: range.to,
    language: range.siteLanguage,
  });

  async function funnel(range: DailyRange, limit: number) {
    const [steps, titles, contacts] = await Promise.all([
      repository.totals('service_steps', range),
      repository.totals('service_titles', range),
      repository.totals('contacts', range),
    ]);
    const services = new Map<string, { title: string; titles: Set<string>; steps: Record<string, number> }>();
    const service = (slug: string) => {
      let entry = services.get(slug);
      if (!entry) {
        entry = { title: '', titles: new Set(), steps: {} };
        services.set(slug, entry);
      }
      return entry;
    };
    // Titles come most seen first: the first is the one shown.
    for (const row of titles) {
      const entry = service(row.key);
      if (!entry.title) entry.title = row.key2;
      entry.titles.add(row.key2);
    }
    for (const row of steps) {
      const entry = service(row.key);
      entry.steps[row.key2] = (entry.steps[row.key2] ?? 0) + row.count;
    }
    const rows = [...services].map(([slug, entry]) => {
      const messages = contacts
        .filter((row) => SERVICE_CONTEXTS.has(row.key) && entry.titles.has(row.key2))
        .reduce((total, row) => total + row.count, 0);
      const steps = entry.steps;
      return [
        slug,
        entry.title,
        steps.view ?? 0,
        (steps.detail_view ?? 0) + (steps.package_view ?? 0),
        steps.book_click ?? 0,
        messages,
      ];
    });
    rows.sort(
      (a, b) =>
        Number(b[2]) - Number(a[2]) ||
        Number(b[3]) - Number(a[3]) ||
        String(a[0]).localeCompare(String(b[0])),
    );
    return rows.slice(0, limit);
  }

  const pairs = (rows: Totals[]) => rows.map((row) => [row.key, row.count]);
  const averaged = (rows: Totals[]) =>
    rows.map((row) => [row.key, row.count, round1(row.total / Math.max(1, row.count))]);

  const TABLES: Record<
    AnalyticsTable,
    { columns: string[]; rows: (range: DailyRange, limit: number) => Promise<(string | number)[][]> }
  > = {
    top_pages: {
      columns: ['page', 'page_views'],
      rows: async (range, limit) => pairs(await repository.totals('page_views', range, { limit })),
    },
    entry_pages: {
      columns: ['page', 'sessions'],
      rows: async (range, limit) => pairs(await repository.totals('entry_pages', range, { limit })),
    },
    exit_pages: {
      columns: ['page', 'sessions'],
      rows: async (range, limit) => pairs(await repository.totals('exit_pages', range, { limit })),
    },
    referrers: {
      columns: ['referrer_host', 'sessions'],
      rows: async (range, limit) => pairs(await repository.totals('referrers', range, { limit })),
    },
    time_on_page: {
      columns: ['page', 'exits', 'average_seconds'],
      rows: async (range, limit) => averaged(await repository.totals('time_on_page', range, { limit })),
    },
    scroll_depth: {
      columns: ['page', 'exits', 'average_percent'],
      rows: async (range, limit) => averaged(await repository.totals('scroll_depth', range, { limit })),
    },
    flows: {
      columns: ['from_page', 'to_page', 'transitions'],
      rows: async (range, limit) =>
        (await repository.totals('flows', range, { limit })).map((row) => [row.key, row.key2, row.count]),
    },
    devices: {
      columns: ['viewport', 'sessions'],
      rows: async (range, limit) => pairs(await repository.totals('devices', range, { limit })),
    },
    funnel: {
      columns: ['service', 'title', 'views', 'detail_views', 'book_clicks', 'contact_messages'],
      rows: funnel,
    },
    contacts: {
      columns: ['context', 'subject', 'messages'],
      rows: async (range, limit) =>
        (await repository.totals('contacts', range, { limit })).map((row) => [row.key, row.key2, row.count]),
    },
  };

  return {
    async summary(range: ReportRange): Promise<AnalyticsSummary> {
      const r = daily(range);
      const [sessions, views, times, depths, buckets, rolled] = await Promise.all([
        repository.perDay('sessions', r),
        repository.perDay('page_views', r),
        repository.totals('time_on_page', r),
        repository.totals('scroll_depth', r),
        repository.totals('scroll_buckets', r),
        repository.rolledDays(r),
      ]);
      const days = new Map<string, { visitors: number; page_views: number }>();
      const at = (day: string) => {
        const figures = days.get(day) ?? { visitors: 0, page_views: 0 };
        days.set(day, figures);
        return figures;
      };
      for (const row of sessions) at(row.day).visitors = row.count;
      for (const row of views) at(row.day).page_views = row.count;
      return {
        from: range.from,
        to: range.to,
        site_language: range.siteLanguage,
        visitors: sum(sessions),
        page_views: sum(views),
        average_time_on_page_seconds: average(times),
        average_scroll_depth_percent: average(depths),
        scroll_depth: [0, 25, 50, 75].map((from) => ({
          from_percent: from,
          exits: buckets.find((row) => row.key === String(from))?.count ?? 0,
        })),
        days: [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, figures]) => ({ day, ...figures })),
        rolled_up_days: rolled.length,
      };
    },

    async table(table: AnalyticsTable, range: ReportRange, limit: number): Promise<AnalyticsTableResult> {
      const spec = TABLES[table];
      return { table, columns: spec.columns, rows: await spec.rows(daily(range), limit) };
    },

    async clickMap(range: ReportRange, page: string) {
      const rows = await repository.totals('clicks', daily(range), { key: page, limit: CLICK_MAP_ROWS });
      return clickMapOf(page, rows);
    },
  };
}
