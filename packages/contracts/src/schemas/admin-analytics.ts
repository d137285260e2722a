/**
 * The console's analytics dashboard (issue 14, decision 055): a date range of whole UTC days, an
 * optional site language, and the tables the dashboard shows.
 */
import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants';
import { LanguageQuerySchema } from './common';

/** The longest range one request may cover (a year and a day, so a leap year fits). */
export const ANALYTICS_RANGE_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

const isoDate = z
  .string({ error: 'invalid_date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date', abort: true })
  .refine(
    (value) => {
      const instant = Date.parse(`${value}T00:00:00Z`);
      return Number.isFinite(instant) && new Date(instant).toISOString().startsWith(value);
    },
    { error: 'invalid_date', abort: true },
  )
  .refine((value) => value >= '2000-01-01' && value <= '9999-12-30', { error: 'invalid_date' });

const RangeFieldsSchema = LanguageQuerySchema.extend({
  from: isoDate,
  to: isoDate,
  /** Only visitors of the site in this language (all when left out). */
  site_language: z.enum(LANGUAGE_CODES, { error: 'invalid_value' }).optional(),
});

const checkRange = (query: { from: string; to: string }, context: z.RefinementCtx) => {
  const days = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS + 1;
  if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: 'date_range_reversed' });
  else if (days > ANALYTICS_RANGE_MAX_DAYS)
    context.addIssue({ code: 'custom', path: ['to'], message: 'date_range_too_long' });
};

export const AnalyticsRangeQuerySchema = RangeFieldsSchema.superRefine(checkRange);
export type AnalyticsRangeQuery = z.infer<typeof AnalyticsRangeQuerySchema>;

/** The click map is per page: its path as the tracker records it. */
export const AnalyticsClickMapQuerySchema = RangeFieldsSchema.extend({
  page: z.string().min(1, { error: 'required' }).max(2048, { error: 'too_long' }),
}).superRefine(checkRange);

export const ANALYTICS_TABLES = [
  'top_pages',
  'entry_pages',
  'exit_pages',
  'referrers',
  'time_on_page',
  'scroll_depth',
  'flows',
  'devices',
  'funnel',
  /** The funnel's steps for all offers together, one row per site language (decision 109). */
  'funnel_languages',
  'contacts',
] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];
export const AnalyticsTableParamsSchema = z.object({
  table: z.enum(ANALYTICS_TABLES, { error: 'not_found' }),
});

/** One table: its column names and rows of strings and numbers (also the CSV export's content). */
export const AnalyticsTableSchema = z.object({
  table: z.enum(ANALYTICS_TABLES),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.union([z.string(), z.number()]))),
});
export type AnalyticsTableResult = z.infer<typeof AnalyticsTableSchema>;

export const AnalyticsSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  site_language: z.enum(LANGUAGE_CODES).nullable(),
  /** The practice's time zone: every day of the summary is a day there (decision 086). */
  time_zone: z.string(),
  visitors: z.number().int(),
  page_views: z.number().int(),
  /** Mean seconds on a page over the page exits recorded; null without exits. */
  average_time_on_page_seconds: z.number().nullable(),
  average_scroll_depth_percent: z.number().nullable(),
  /** Page exits by scroll depth: 0–24, 25–49, 50–74, 75–100 %. */
  scroll_depth: z.array(z.object({ from_percent: z.number().int(), exits: z.number().int() })),
  days: z.array(z.object({ day: z.string(), visitors: z.number().int(), page_views: z.number().int() })),
  /** Days of the range read from the stored roll-ups (the others from the raw events). */
  rolled_up_days: z.number().int(),
});
export type AnalyticsSummary = z.infer<typeof AnalyticsSummarySchema>;

/**
 * The click map's device classes, by the session's viewport width as the devices table counts them:
 * small < 640 px, medium < 1024, large < 1440, xlarge from 1440; unknown without a readable
 * viewport, and for clicks whose stored daily roll-up was made before the map had devices (decision 088).
 */
export const ANALYTICS_DEVICES = ['small', 'medium', 'large', 'xlarge', 'unknown'] as const;
export type AnalyticsDevice = (typeof ANALYTICS_DEVICES)[number];

const ClickCellsSchema = z.array(z.object({ x: z.number(), y: z.number(), clicks: z.number().int() }));

export const AnalyticsClickMapSchema = z.object({
  page: z.string(),
  /** Side of a cell in page pixels; x and y are a cell's top-left corner. */
  cell_px: z.number().int(),
  /** Every device together, as before decision 088 (coordinates of different widths do not line up). */
  cells: ClickCellsSchema,
  /**
   * Per device class, most clicks first: its clicks, the mean viewport width they were made at (the
   * width to draw the page at; null when unknown) and its cells (decision 088).
   */
  devices: z.array(
    z.object({
      device: z.enum(ANALYTICS_DEVICES),
      clicks: z.number().int(),
      width: z.number().int().nullable(),
      cells: ClickCellsSchema,
    }),
  ),
});
export type AnalyticsClickMap = z.infer<typeof AnalyticsClickMapSchema>;
