import { z } from 'zod';
import { ANALYTICS, SERVICE_INTERACTION_TYPES } from '../constants';
import { recentTimestamp, safeText } from './primitives';

/**
 * How far from the server clock an analytics timestamp may be (decisions 017 and 033): a tab left open, a
 * laptop asleep overnight or a queue flushed late sends old events; a device whose clock was set
 * by hand in the wrong time zone is up to 14 hours off in UTC, so 15 hours ahead keeps its visits.
 * Older or later events would only distort the numbers (and escape the retention rules).
 */
export const ANALYTICS_TIMESTAMP_WINDOW = {
  pastMs: 48 * 60 * 60 * 1000,
  futureMs: 15 * 60 * 60 * 1000,
} as const;
const analyticsTimestamp = recentTimestamp(ANALYTICS_TIMESTAMP_WINDOW);

/**
 * Identifiers, paths, URLs and browser values are single-line; text read from the page (titles,
 * element texts and classes) may hold TAB, LF or CR.
 */
const text = (max: number, options: { multiline?: boolean } = {}) =>
  safeText(options).max(max, { error: 'too_long' });
const optionalText = (max: number, options: { multiline?: boolean } = {}) =>
  safeText(options)
    .max(max, { error: 'too_long' })
    .nullable()
    .optional()
    .transform((value) => value ?? null);
const pageText = { multiline: true };
const path = text(2048).min(1, { error: 'required', abort: true });
const sessionId = z.uuid({ error: 'unknown_session' });
const nonNegativeInt = (max: number) =>
  z
    .number({ error: 'invalid_number' })
    .int({ error: 'invalid_number' })
    .min(0, { error: 'number_too_small' })
    .max(max, { error: 'number_too_big' });
const coordinate = z
  .number({ error: 'invalid_number' })
  .finite({ error: 'invalid_number' })
  .min(-100_000, { error: 'number_too_small' })
  .max(1_000_000, { error: 'number_too_big' });

export const AnalyticsSessionStartSchema = z.object({
  timestamp: analyticsTimestamp,
  user_agent: text(512),
  screen_resolution: text(32),
  viewport_size: text(32),
  language: text(35),
  timezone: text(64),
  referrer: optionalText(2048),
  landing_page: path,
});
export type AnalyticsSessionStart = z.infer<typeof AnalyticsSessionStartSchema>;
export const AnalyticsSessionStartedSchema = z.object({ session_id: z.uuid() });

export const AnalyticsSessionEndSchema = z.object({ session_id: sessionId, timestamp: analyticsTimestamp });

export const PageViewDataSchema = z.object({
  session_id: sessionId,
  page_path: path,
  page_title: text(300, pageText),
  timestamp: analyticsTimestamp,
  referrer: optionalText(2048),
  viewport_width: nonNegativeInt(100_000),
  viewport_height: nonNegativeInt(100_000),
});

export const PageExitDataSchema = z.object({
  session_id: sessionId,
  page_path: path,
  time_on_page_seconds: nonNegativeInt(31_536_000),
  scroll_depth_percent: nonNegativeInt(100),
  timestamp: analyticsTimestamp,
});

export const NavigationFlowDataSchema = z.object({
  session_id: sessionId,
  from_page: path,
  to_page: path,
  time_spent_seconds: nonNegativeInt(31_536_000),
  timestamp: analyticsTimestamp,
});

export const ClickDataSchema = z.object({
  session_id: sessionId,
  page_path: path,
  element_id: optionalText(200),
  element_class: optionalText(500, pageText),
  element_tag: text(40),
  element_text: optionalText(ANALYTICS.clickTextMaxLength, pageText),
  element_href: optionalText(2048),
  x_coordinate: coordinate,
  y_coordinate: coordinate,
  timestamp: analyticsTimestamp,
});

export const ServiceInteractionDataSchema = z.object({
  session_id: sessionId,
  service_slug: text(120),
  service_title: text(300, pageText),
  interaction_type: z.enum(SERVICE_INTERACTION_TYPES, { error: 'invalid_value' }),
  page_context: text(2048),
  timestamp: analyticsTimestamp,
});

export const CustomEventDataSchema = z.object({
  session_id: sessionId,
  event_type: text(100).min(1, { error: 'required', abort: true }),
  page_path: path,
  timestamp: analyticsTimestamp,
});

const event = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({ type: z.literal(type), data, timestamp: analyticsTimestamp });

export const AnalyticsEventSchema = z.discriminatedUnion(
  'type',
  [
    event('page_view', PageViewDataSchema),
    event('page_exit', PageExitDataSchema),
    event('navigation_flow', NavigationFlowDataSchema),
    event('click', ClickDataSchema),
    event('service_interaction', ServiceInteractionDataSchema),
    event('custom_event', CustomEventDataSchema),
  ],
  { error: 'invalid_value' },
);
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

export const AnalyticsTrackSchema = z.object({
  events: z
    .array(AnalyticsEventSchema, { error: 'invalid_value' })
    .min(1, { error: 'too_few' })
    .max(ANALYTICS.maxEventsPerRequest, { error: 'too_many' }),
});
export type AnalyticsTrack = z.infer<typeof AnalyticsTrackSchema>;
export const AnalyticsTrackedSchema = z.object({ accepted: z.number().int() });
