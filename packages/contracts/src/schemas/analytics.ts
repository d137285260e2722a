import { z } from 'zod';
import { ANALYTICS, SERVICE_INTERACTION_TYPES } from '../constants';
import { IsoDateTimeSchema } from './common';

const text = (max: number) => z.string({ error: 'invalid_value' }).max(max, { error: 'too_long' });
const optionalText = (max: number) =>
  z
    .string({ error: 'invalid_value' })
    .max(max, { error: 'too_long' })
    .nullable()
    .optional()
    .transform((value) => value ?? null);
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
  timestamp: IsoDateTimeSchema,
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

export const AnalyticsSessionEndSchema = z.object({ session_id: sessionId, timestamp: IsoDateTimeSchema });

export const PageViewDataSchema = z.object({
  session_id: sessionId,
  page_path: path,
  page_title: text(300),
  timestamp: IsoDateTimeSchema,
  referrer: optionalText(2048),
  viewport_width: nonNegativeInt(100_000),
  viewport_height: nonNegativeInt(100_000),
});

export const PageExitDataSchema = z.object({
  session_id: sessionId,
  page_path: path,
  time_on_page_seconds: nonNegativeInt(31_536_000),
  scroll_depth_percent: nonNegativeInt(100),
  timestamp: IsoDateTimeSchema,
});

export const NavigationFlowDataSchema = z.object({
  session_id: sessionId,
  from_page: path,
  to_page: path,
  time_spent_seconds: nonNegativeInt(31_536_000),
  timestamp: IsoDateTimeSchema,
});

export const ClickDataSchema = z.object({
  session_id: sessionId,
  page_path: path,
  element_id: optionalText(200),
  element_class: optionalText(500),
  element_tag: text(40),
  element_text: optionalText(ANALYTICS.clickTextMaxLength),
  element_href: optionalText(2048),
  x_coordinate: coordinate,
  y_coordinate: coordinate,
  timestamp: IsoDateTimeSchema,
});

export const ServiceInteractionDataSchema = z.object({
  session_id: sessionId,
  service_slug: text(120),
  service_title: text(300),
  interaction_type: z.enum(SERVICE_INTERACTION_TYPES, { error: 'invalid_value' }),
  page_context: text(2048),
  timestamp: IsoDateTimeSchema,
});

export const CustomEventDataSchema = z.object({
  session_id: sessionId,
  event_type: text(100).min(1, { error: 'required', abort: true }),
  page_path: path,
  timestamp: IsoDateTimeSchema,
});

const event = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({ type: z.literal(type), data, timestamp: IsoDateTimeSchema });

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
