/**
 * The dashboard's date range as it sits in the URL: a preset (last 7 or 30 days, this month) or a
 * custom pair of days, and an optional site language. Days are whole days of the practice's time
 * zone, as the API counts them (decision 086): the presets end on the practice's today.
 */
import { AnalyticsRangeQuerySchema } from '@wegweiser/contracts';
import { LANGUAGE_CODES, type LanguageCode } from '@wegweiser/contracts/constants';

export const RANGE_PRESETS = ['7d', '30d', 'month', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export type AnalyticsSearch = {
  range?: RangePreset | undefined;
  from?: string | undefined;
  to?: string | undefined;
  lang?: LanguageCode | undefined;
};

export type ResolvedRange = { from: string; to: string; siteLanguage: LanguageCode | null };

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isoDay = (instant: number) => new Date(instant).toISOString().slice(0, 10);
const daysBefore = (day: string, days: number) => isoDay(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS);

/** Keeps only what the dashboard understands from the URL's search (anything else is dropped). */
export function parseAnalyticsSearch(search: Record<string, unknown>): AnalyticsSearch {
  const range = RANGE_PRESETS.find((preset) => preset === search.range);
  const day = (value: unknown) => (typeof value === 'string' && DAY.test(value) ? value : undefined);
  const lang = LANGUAGE_CODES.find((code) => code === search.lang);
  return {
    range: range === '7d' ? undefined : range,
    from: range === 'custom' ? day(search.from) : undefined,
    to: range === 'custom' ? day(search.to) : undefined,
    lang,
  };
}

/** The preset's days ending `today` (YYYY-MM-DD, the practice's today). */
export function presetDays(
  preset: Exclude<RangePreset, 'custom'>,
  today: string,
): { from: string; to: string } {
  if (preset === 'month') return { from: `${today.slice(0, 8)}01`, to: today };
  const days = preset === '30d' ? 30 : 7;
  return { from: daysBefore(today, days - 1), to: today };
}

/**
 * The range the API is asked for, or the reason a custom range cannot be asked for (reversed, too
 * long, a day missing or impossible) — checked with the API's own schema.
 */
export function resolveRange(
  search: AnalyticsSearch,
  today: string,
):
  | { ok: true; range: ResolvedRange }
  | { ok: false; reason: 'incomplete' | 'reversed' | 'too_long' | 'invalid' } {
  const preset = search.range ?? '7d';
  const days =
    preset === 'custom' ? { from: search.from ?? '', to: search.to ?? '' } : presetDays(preset, today);
  if (!days.from || !days.to) return { ok: false, reason: 'incomplete' };
  const checked = AnalyticsRangeQuerySchema.safeParse(days);
  if (!checked.success) {
    const messages = checked.error.issues.map((issue) => issue.message);
    if (messages.includes('date_range_reversed')) return { ok: false, reason: 'reversed' };
    if (messages.includes('date_range_too_long')) return { ok: false, reason: 'too_long' };
    return { ok: false, reason: 'invalid' };
  }
  return { ok: true, range: { ...days, siteLanguage: search.lang ?? null } };
}

/** The API's query for a range (site_language left out for all languages). */
export function rangeQuery(range: ResolvedRange): Record<string, string> {
  return {
    from: range.from,
    to: range.to,
    ...(range.siteLanguage ? { site_language: range.siteLanguage } : {}),
  };
}
