/** The dashboard's requests (owner only, decision 055); the previous figures stay while new ones load. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  AnalyticsClickMapSchema,
  AnalyticsSummarySchema,
  type AnalyticsTable,
  AnalyticsTableSchema,
} from '@wegweiser/contracts';
import { useApi } from '../../shared/api/api-provider';
import { type ResolvedRange, rangeQuery } from './range';

const key = (range: ResolvedRange) => [range.from, range.to, range.siteLanguage ?? 'all'];

export function useAnalyticsSummary(range: ResolvedRange | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['admin', 'analytics', 'summary', ...(range ? key(range) : [])],
    enabled: range !== null,
    queryFn: async () =>
      AnalyticsSummarySchema.parse(
        await api.get('/admin/analytics/summary/', { query: rangeQuery(range as ResolvedRange) }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useAnalyticsTable(table: AnalyticsTable, range: ResolvedRange) {
  const api = useApi();
  return useQuery({
    queryKey: ['admin', 'analytics', 'table', table, ...key(range)],
    queryFn: async () =>
      AnalyticsTableSchema.parse(
        await api.get(`/admin/analytics/tables/${table}/`, { query: rangeQuery(range) }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** The CSV export's address (a plain link: the browser downloads it with the session cookie). */
export function csvHref(table: AnalyticsTable, range: ResolvedRange) {
  return `/api/admin/analytics/tables/${table}/csv/?${new URLSearchParams(rangeQuery(range))}`;
}

export function useClickMap(page: string | null, range: ResolvedRange) {
  const api = useApi();
  return useQuery({
    queryKey: ['admin', 'analytics', 'click-map', page, ...key(range)],
    enabled: page !== null,
    queryFn: async () =>
      AnalyticsClickMapSchema.parse(
        await api.get('/admin/analytics/click-map/', {
          query: { ...rangeQuery(range), page: page as string },
        }),
      ),
  });
}
