/**
 * Setting up booking in the console (issue 25 points 1 and 2, decision 106), under
 * /api/admin/booking-setup/: session types, the weekly hours with the booking window, date
 * overrides (with a German state's public holidays to import) and blocked times. Everyone signed in
 * reads; the owner writes.
 */
import { z } from 'zod';
import { SESSION_LOCATION_KINDS, WEEKDAYS } from '../booking';
import { safeUrl } from '../safe-url';
import { VersionSchema } from './admin-content';
import { flag, line, positiveInt, strict, summary, title } from './console/fields';
import { TimestampSchema } from './primitives';

/** Germany's sixteen states (Bundesländer) by their usual abbreviation, for the holiday import. */
export const GERMAN_STATES = [
  'BW',
  'BY',
  'BE',
  'BB',
  'HB',
  'HH',
  'HE',
  'MV',
  'NI',
  'NW',
  'RP',
  'SL',
  'SN',
  'ST',
  'SH',
  'TH',
] as const;
export type GermanState = (typeof GERMAN_STATES)[number];

/** The limits the console keeps to (the database allows more; these are what a practice needs). */
export const BOOKING_SETUP_LIMITS = {
  durationMinutes: { min: 5, max: 480 },
  bufferMinutes: { min: 0, max: 240 },
  maxPerDay: 50,
  /** Up to a year's notice (the column allows 525,600 minutes). */
  noticeMinutes: { min: 0, max: 525_600 },
  horizonDays: { min: 1, max: 730 },
  slotIntervalMinutes: { min: 5, max: 240 },
  rangesPerDay: 12,
  address: 500,
  note: 200,
  /** The longest window one list of overrides or blocked times may ask for. */
  listDays: 366,
  holidayYears: { min: 2000, max: 2100 },
} as const;

const minutes = (min: number, max: number) =>
  z
    .number({ error: 'invalid_number' })
    .int({ error: 'invalid_number' })
    .min(min, { error: 'number_too_small' })
    .max(max, { error: 'number_too_big' });

/** `HH:MM` on a five-minute grid, 00:00 … 24:00 (24:00 is the end of the day). */
export const WallClockTimeSchema = z
  .string({ error: 'invalid_time' })
  .regex(/^(?:(?:[01]\d|2[0-3]):[0-5][05]|24:00)$/, { error: 'invalid_time' });

const minutesOfTime = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const WallClockRangeSchema = strict({ start: WallClockTimeSchema, end: WallClockTimeSchema }).refine(
  (range) => minutesOfTime(range.start) < minutesOfTime(range.end),
  { error: 'time_range_reversed', path: ['end'] },
);

/** One day's ranges: each start before its end, none overlapping another. */
export const DayRangesSchema = z
  .array(WallClockRangeSchema, { error: 'invalid_value' })
  .max(BOOKING_SETUP_LIMITS.rangesPerDay, { error: 'too_many' })
  .superRefine((ranges, context) => {
    const sorted = ranges
      .map((range, index) => ({ index, start: minutesOfTime(range.start), end: minutesOfTime(range.end) }))
      .filter((range) => range.start < range.end)
      .sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i += 1) {
      const previous = sorted[i - 1];
      const current = sorted[i];
      if (previous && current && current.start < previous.end) {
        context.addIssue({
          code: 'custom',
          message: 'time_ranges_overlap',
          path: [current.index, 'start'],
          input: ranges,
        });
      }
    }
  });

/** Weekly hours by ISO weekday ("1" Monday … "7" Sunday); a missing or empty day is closed. */
export const WeeklyHoursSchema = strict(
  Object.fromEntries(WEEKDAYS.map((day) => [String(day), DayRangesSchema.optional()])) as Record<
    `${(typeof WEEKDAYS)[number]}`,
    z.ZodOptional<typeof DayRangesSchema>
  >,
);

/** A calendar date `YYYY-MM-DD` that exists. */
export const CalendarDateSchema = z
  .string({ error: 'invalid_date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date', abort: true })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    },
    { error: 'invalid_date' },
  );

const note = line(BOOKING_SETUP_LIMITS.note).nullable().optional();

// ── Session types ───────────────────────────────────────────────────────────────────────────

/** A session type as the console reads it. */
export const AdminSessionTypeSchema = z.object({
  id: z.number().int(),
  name: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()),
  duration_minutes: z.number().int(),
  buffer_before_minutes: z.number().int(),
  buffer_after_minutes: z.number().int(),
  location_kind: z.enum(SESSION_LOCATION_KINDS),
  location_address: z.string().nullable(),
  location_link: z.string().nullable(),
  service_id: z.number().int().nullable(),
  package_id: z.number().int().nullable(),
  requires_confirmation: z.boolean(),
  max_per_day: z.number().int().nullable(),
  is_visible: z.boolean(),
  order: z.number().int(),
  version: z.number().int(),
  /** Live bookings (requested or confirmed, from now on) of this type. */
  upcoming_bookings: z.number().int(),
  updated_at: z.string().nullable(),
});
export type AdminSessionType = z.infer<typeof AdminSessionTypeSchema>;

/** A service or package a session type can belong to, with its price. */
export const SessionTypeOfferSchema = z.object({
  kind: z.enum(['service', 'package']),
  id: z.number().int(),
  title: z.record(z.string(), z.string()),
  price: z.string().nullable(),
  currency: z.string(),
  /** Shown on the website: an inactive one's page, and with it the "book" link, are not. */
  active: z.boolean(),
});
export type SessionTypeOffer = z.infer<typeof SessionTypeOfferSchema>;

export const AdminSessionTypeListSchema = z.object({
  items: z.array(AdminSessionTypeSchema),
  offers: z.array(SessionTypeOfferSchema),
});
export type AdminSessionTypeList = z.infer<typeof AdminSessionTypeListSchema>;

/** A video link: http(s) only, by the safe URL rules (decision 022). */
const videoLink = z
  .string({ error: 'invalid_url' })
  .max(2_000, { error: 'too_long' })
  .refine((value) => safeUrl(value, { kind: 'image' }) !== null && /^https?:/i.test(value.trim()), {
    error: 'invalid_url',
  })
  .transform((value) => value.trim());

const sessionTypeFields = {
  name: title,
  description: summary.optional(),
  duration_minutes: minutes(
    BOOKING_SETUP_LIMITS.durationMinutes.min,
    BOOKING_SETUP_LIMITS.durationMinutes.max,
  ),
  buffer_before_minutes: minutes(
    BOOKING_SETUP_LIMITS.bufferMinutes.min,
    BOOKING_SETUP_LIMITS.bufferMinutes.max,
  ),
  buffer_after_minutes: minutes(
    BOOKING_SETUP_LIMITS.bufferMinutes.min,
    BOOKING_SETUP_LIMITS.bufferMinutes.max,
  ),
  location_kind: z.enum(SESSION_LOCATION_KINDS, { error: 'invalid_value' }),
  location_address: line(BOOKING_SETUP_LIMITS.address).nullable().optional(),
  location_link: videoLink.nullable().optional(),
  service_id: positiveInt.nullable().optional(),
  package_id: positiveInt.nullable().optional(),
  requires_confirmation: flag,
  max_per_day: minutes(1, BOOKING_SETUP_LIMITS.maxPerDay).nullable().optional(),
  is_visible: flag,
};

type SessionTypeShape = {
  name: Record<string, string | undefined>;
  location_kind: string;
  location_address?: string | null | undefined;
  service_id?: number | null | undefined;
  package_id?: number | null | undefined;
};

/** The rules across fields: a German name, the practice's address, a service or a package. */
function sessionTypeRules(value: SessionTypeShape, context: z.RefinementCtx) {
  if (!value.name.de?.trim()) {
    context.addIssue({ code: 'custom', message: 'required', path: ['name', 'de'], input: value.name });
  }
  if (value.location_kind === 'practice' && !value.location_address?.trim()) {
    context.addIssue({ code: 'custom', message: 'required', path: ['location_address'], input: null });
  }
  if (value.service_id && value.package_id) {
    context.addIssue({
      code: 'custom',
      message: 'service_or_package',
      path: ['package_id'],
      input: value.package_id,
    });
  }
}

/** POST /booking-setup/session-types/ */
export const SessionTypeCreateSchema = strict(sessionTypeFields).superRefine(sessionTypeRules);
export type SessionTypeCreate = z.infer<typeof SessionTypeCreateSchema>;

/** PATCH /booking-setup/session-types/:id/ — the whole type, from `version` (stale: 409). */
export const SessionTypeUpdateSchema = strict({ ...sessionTypeFields, version: VersionSchema }).superRefine(
  sessionTypeRules,
);
export type SessionTypeUpdate = z.infer<typeof SessionTypeUpdateSchema>;

/** 409: someone saved the type since the console read it. */
export const SessionTypeConflictSchema = z.object({ message: z.string(), current: AdminSessionTypeSchema });

/** POST /booking-setup/session-types/order/ — every type's id, in the new order. */
export const SessionTypeOrderSchema = strict({
  ids: z
    .array(positiveInt, { error: 'invalid_value' })
    .min(1, { error: 'too_few' })
    .max(500, { error: 'too_many' }),
});
export type SessionTypeOrder = z.infer<typeof SessionTypeOrderSchema>;

export const SessionTypeIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'invalid_number' }).int({ error: 'invalid_number' }).min(1).max(2_147_483_647),
});

// ── Availability ────────────────────────────────────────────────────────────────────────────

export const BookingAvailabilitySchema = z.object({
  weekly_hours: z.record(z.string(), z.array(z.object({ start: z.string(), end: z.string() }))),
  minimum_notice_minutes: z.number().int(),
  horizon_days: z.number().int(),
  slot_interval_minutes: z.number().int(),
  /** The practice's zone (set under Settings → Time zone): the hours are its wall-clock times. */
  time_zone: z.string(),
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type BookingAvailability = z.infer<typeof BookingAvailabilitySchema>;

/** PATCH /booking-setup/availability/ — the whole setting, from `version` (stale: 409). */
export const BookingAvailabilityPutSchema = strict({
  weekly_hours: WeeklyHoursSchema,
  minimum_notice_minutes: minutes(
    BOOKING_SETUP_LIMITS.noticeMinutes.min,
    BOOKING_SETUP_LIMITS.noticeMinutes.max,
  ),
  horizon_days: minutes(BOOKING_SETUP_LIMITS.horizonDays.min, BOOKING_SETUP_LIMITS.horizonDays.max),
  slot_interval_minutes: minutes(
    BOOKING_SETUP_LIMITS.slotIntervalMinutes.min,
    BOOKING_SETUP_LIMITS.slotIntervalMinutes.max,
  ),
  version: VersionSchema,
});
export type BookingAvailabilityPut = z.infer<typeof BookingAvailabilityPutSchema>;

export const BookingAvailabilityConflictSchema = z.object({
  message: z.string(),
  current: BookingAvailabilitySchema,
});

// ── Date overrides ──────────────────────────────────────────────────────────────────────────

/** A window of dates, both included. */
export const DateWindowQuerySchema = z
  .object({ from: CalendarDateSchema, to: CalendarDateSchema })
  .refine((window) => window.from <= window.to, { error: 'date_range_reversed', path: ['to'], abort: true })
  .refine(
    (window) =>
      (Date.parse(window.to) - Date.parse(window.from)) / 86_400_000 <= BOOKING_SETUP_LIMITS.listDays,
    { error: 'date_range_too_long', path: ['to'] },
  );
export type DateWindowQuery = z.infer<typeof DateWindowQuerySchema>;

export const DateOverrideSchema = z.object({
  date: z.string(),
  /** No ranges: closed that day. */
  ranges: z.array(z.object({ start: z.string(), end: z.string() })),
  note: z.string().nullable(),
});
export type DateOverride = z.infer<typeof DateOverrideSchema>;

export const DateOverrideListSchema = z.object({ items: z.array(DateOverrideSchema) });

export const DateOverrideParamsSchema = z.object({ date: CalendarDateSchema });

/** PATCH /booking-setup/date-overrides/:date/ — the day's own hours (none: a day off) and a note. */
export const DateOverridePutSchema = strict({ ranges: DayRangesSchema, note });
export type DateOverridePut = z.infer<typeof DateOverridePutSchema>;

/** POST /booking-setup/holiday-import/ — a state's public holidays of a year as days off. */
export const HolidayImportSchema = strict({
  state: z.enum(GERMAN_STATES, { error: 'invalid_value' }),
  year: minutes(BOOKING_SETUP_LIMITS.holidayYears.min, BOOKING_SETUP_LIMITS.holidayYears.max),
});
export type HolidayImport = z.infer<typeof HolidayImportSchema>;

export const HolidayImportResultSchema = z.object({
  /** Holidays that became days off. */
  added: z.array(DateOverrideSchema),
  /** Holidays whose date already had an override of the owner's: left as they were. */
  kept: z.array(z.object({ date: z.string(), name: z.string() })),
});
export type HolidayImportResult = z.infer<typeof HolidayImportResultSchema>;

// ── Blocked times ───────────────────────────────────────────────────────────────────────────

export const BlockedTimeSchema = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type BlockedTime = z.infer<typeof BlockedTimeSchema>;

export const BlockedTimeListSchema = z.object({ items: z.array(BlockedTimeSchema) });

/**
 * POST /booking-setup/blocked-times/ — from `start` to `end` (instants), or the whole `date` in
 * the practice's zone (through `date_to`, when given).
 */
export const BlockedTimeCreateSchema = strict({
  start: TimestampSchema.optional(),
  end: TimestampSchema.optional(),
  date: CalendarDateSchema.optional(),
  date_to: CalendarDateSchema.optional(),
  note,
}).superRefine((value, context) => {
  if (value.date !== undefined) {
    if (value.start !== undefined || value.end !== undefined) {
      context.addIssue({ code: 'custom', message: 'invalid_value', path: ['start'], input: value.start });
    }
    if (value.date_to !== undefined && value.date_to < value.date) {
      context.addIssue({
        code: 'custom',
        message: 'date_range_reversed',
        path: ['date_to'],
        input: value.date_to,
      });
    } else if (
      value.date_to !== undefined &&
      (Date.parse(value.date_to) - Date.parse(value.date)) / 86_400_000 > 366
    ) {
      context.addIssue({
        code: 'custom',
        message: 'date_range_too_long',
        path: ['date_to'],
        input: value.date_to,
      });
    }
    return;
  }
  if (value.date_to !== undefined) {
    context.addIssue({ code: 'custom', message: 'required', path: ['date'], input: undefined });
  }
  if (value.start === undefined) {
    context.addIssue({ code: 'custom', message: 'required', path: ['start'], input: undefined });
  }
  if (value.end === undefined) {
    context.addIssue({ code: 'custom', message: 'required', path: ['end'], input: undefined });
  }
  if (
    value.start !== undefined &&
    value.end !== undefined &&
    Date.parse(value.end) <= Date.parse(value.start)
  ) {
    context.addIssue({ code: 'custom', message: 'time_range_reversed', path: ['end'], input: value.end });
  }
});
export type BlockedTimeCreate = z.infer<typeof BlockedTimeCreateSchema>;

/** A live booking a new blocked time overlaps: the block keeps new bookings out, not this one. */
export const OverlappedBookingSchema = z.object({
  id: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  state: z.string(),
  session_type: z.record(z.string(), z.string()),
});

export const BlockedTimeCreatedSchema = z.object({
  item: BlockedTimeSchema,
  overlapping_bookings: z.array(OverlappedBookingSchema),
});
export type BlockedTimeCreated = z.infer<typeof BlockedTimeCreatedSchema>;

export const BlockedTimeParamsSchema = z.object({ id: z.uuid({ error: 'invalid_value' }) });

/** A deletion's answer. */
export const BookingSetupDeletedSchema = z.object({ deleted: z.literal(true) });
