/**
 * The dashboard's figures (decision 055), from the daily rows of the analytics dashboard
 * repository: summary, tables and the click map.
 */
import type { AnalyticsSummary, AnalyticsTable, AnalyticsTableResult } from '@wegweiser/contracts';
import { LANGUAGE_CODES, type LanguageCode } from '@wegweiser/contracts/constants';
import type {
  AnalyticsDashboardRepository,
  DailyRange,
  Totals,
} from '../../repositories/analytics-dashboard-repository';
import { CLICK_MAP_ROWS, clickMapOf } from './click-map';
import { FUNNEL_COLUMNS, FUNNEL_LANGUAGE_COLUMNS, funnelByLanguage, funnelRows, type Offer } from './funnel';

export type ReportRange = { from: string; to: string; siteLanguage: LanguageCode | null };

const round1 = (value: number) => Math.round(value * 10) / 10;
const average = (rows: Totals[]) => {
  const count = rows.reduce((sum, row) => sum + row.count, 0);
  return count === 0 ? null : round1(rows.reduce((sum, row) => sum + row.total, 0) / count);
};
const sum = (rows: { count: number }[]) => rows.reduce((total, row) => total + row.count, 0);
const emptyFigures = { steps: [], titles: [], contacts: [] };

/**
 * `timeZone` names the practice's zone at the time of the request: every day of the report is a day
 * there (decision 086). `offers` lists the catalogue's active services and packages, titled in a
 * language (the funnel's rows).
 */
export function createAnalyticsReport(
  repository: AnalyticsDashboardRepository,
  timeZone: () => Promise<string>,
  offers: (language: LanguageCode) => Promise<Offer[]>,
) {
  const daily = async (range: ReportRange): Promise<DailyRange> => ({
    from: range.from,
    to: range.to,
    language: range.siteLanguage,
    timeZone: await timeZone(),
  });

  const figures = async (range: DailyRange) => {
    const [steps, titles, contacts] = await Promise.all([
      repository.totals('service_steps', range),
      repository.totals('service_titles', range),
      repository.totals('contacts', range),
    ]);
    return { steps, titles, contacts };
  };

  async function funnel(range: DailyRange, limit: number, language: LanguageCode) {
    const [found, catalogue] = await Promise.all([figures(range), offers(language)]);
    return funnelRows(catalogue, found, limit);
  }

  /** The funnel of each site language (the one chosen, or all five), its offers summed. */
  async function funnelLanguages(range: DailyRange, _limit: number, language: LanguageCode) {
    const languages = range.language === null ? LANGUAGE_CODES : [range.language];
    const [catalogue, ...perLanguage] = await Promise.all([
      offers(language),
      ...languages.map((site) => figures({ ...range, language: site })),
    ]);
    return funnelByLanguage(
      catalogue,
      languages.map((site, index) => ({ language: site, figures: perLanguage[index] ?? emptyFigures })),
    );
  }

  const pairs = (rows: Totals[]) => rows.map((row) => [row.key, row.count]);
  const averaged = (rows: Totals[]) =>
    rows.map((row) => [row.key, row.count, round1(row.total / Math.max(1, row.count))]);

  const TABLES: Record<
    AnalyticsTable,
    {
      columns: readonly string[];
      rows: (range: DailyRange, limit: number, language: LanguageCode) => Promise<(string | number)[][]>;
    }
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
      columns: FUNNEL_COLUMNS,
      rows: funnel,
    },
    funnel_languages: {
      columns: FUNNEL_LANGUAGE_COLUMNS,
      rows: funnelLanguages,
    },
    contacts: {
      columns: ['context', 'subject', 'messages'],
      rows: async (range, limit) =>
        (await repository.totals('contacts', range, { limit })).map((row) => [row.key, row.key2, row.count]),
    },
  };

  return {
    async summary(range: ReportRange): Promise<AnalyticsSummary> {
      const r = await daily(range);
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
        time_zone: r.timeZone,
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

    /** One table; `language` titles the catalogue's offers (the console's language). */
    async table(
      table: AnalyticsTable,
      range: ReportRange,
      limit: number,
      language: LanguageCode,
    ): Promise<AnalyticsTableResult> {
      const spec = TABLES[table];
      return {
        table,
        columns: [...spec.columns],
        rows: await spec.rows(await daily(range), limit, language),
      };
    },

    async clickMap(range: ReportRange, page: string) {
      const rows = await repository.totals('clicks', await daily(range), {
        key: page,
        limit: CLICK_MAP_ROWS,
      });
      return clickMapOf(page, rows);
    },
  };
}
