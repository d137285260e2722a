/**
 * The public booking routes' shapes (issue 25, decisions 099 and 103): a session type's free slots,
 * a booking request and its answers, and the manage link's view, move and cancel.
 */
import { z } from 'zod';
import { BOOKING_POLICY_LIMITS, BOOKING_STATES, SESSION_LOCATION_KINDS, SLOT_REFUSALS } from '../booking';
import { CONTACT_LIMITS, LANGUAGE_CODES, PHONE_PATTERN } from '../constants';
import { VersionSchema } from './admin-content';
import { TimeZoneSchema } from './admin-practice';
import { strict } from './console/fields';
import { FormSpamGuardFields } from './forms';
import { EmailSchema, safeText, TimestampSchema } from './primitives';

/** The longest window of slots one request may ask for. */
export const SLOTS_WINDOW_MAX_DAYS = 62;
const DAY_MS = 86_400_000;

const sessionTypeId = z.coerce
  .number({ error: 'invalid_number' })
  .int({ error: 'invalid_number' })
  .min(1, { error: 'invalid_number' })
  .max(2_147_483_647, { error: 'invalid_number' });

export const BookingSlotsQuerySchema = z
  .object({
    session_type: sessionTypeId,
    from: TimestampSchema,
    to: TimestampSchema,
    language: z.string().max(16).optional(),
  })
  .refine(
    (query) => {
      const span = Date.parse(query.to) - Date.parse(query.from);
      return span > 0 && span <= SLOTS_WINDOW_MAX_DAYS * DAY_MS;
    },
    { error: 'invalid_range', path: ['to'] },
  );
export type BookingSlotsQuery = z.infer<typeof BookingSlotsQuerySchema>;

export const BookingSlotSchema = z.object({ start: z.string(), end: z.string() });
export const BookingSlotsSchema = z.object({
  /** The practice's IANA zone: the slots' wall-clock times are hers. */
  time_zone: z.string(),
  slots: z.array(BookingSlotSchema),
});
export type BookingSlots = z.infer<typeof BookingSlotsSchema>;

const optionalText = (max: number, options: { multiline?: boolean } = {}) =>
  safeText(options)
    .trim()
    .max(max, { error: 'too_long' })
    .optional()
    .transform((value) => (value ? value : undefined));

export const BookingCreateSchema = z.object({
  session_type_id: sessionTypeId,
  /** The slot's start as the slots answer gave it. */
  start: TimestampSchema,
  name: safeText()
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(CONTACT_LIMITS.name, { error: 'too_long' }),
  email: EmailSchema,
  phone: optionalText(CONTACT_LIMITS.phone).refine(
    (value) => value === undefined || PHONE_PATTERN.test(value),
    {
      error: 'invalid_phone',
    },
  ),
  message: optionalText(CONTACT_LIMITS.message, { multiline: true }),
  language: z.enum(LANGUAGE_CODES, { error: 'invalid_value' }).optional(),
  /** The visitor's IANA zone (detected by her browser), for her mails. */
  time_zone: TimeZoneSchema,
  /** One per filled-in form: sending it again books once. */
  idempotency_key: z
    .string({ error: 'invalid_value' })
    .regex(/^[A-Za-z0-9_-]{16,100}$/, { error: 'invalid_value' }),
  /** The contact form's honeypot and fill time: spam books nothing and is answered as booked. */
  ...FormSpamGuardFields,
});
export type BookingCreate = z.infer<typeof BookingCreateSchema>;

export const BookingCreatedSchema = z.object({
  id: z.string(),
  state: z.enum(BOOKING_STATES),
  starts_at: z.string(),
  ends_at: z.string(),
  /** The visitor's link to move or cancel; only in the first answer, never again. */
  manage_token: z.string().optional(),
  message: z.string(),
});
export type BookingCreated = z.infer<typeof BookingCreatedSchema>;

/** A refused slot: why, and (when it was taken) the free slots around it now. */
export const BookingRefusedSchema = z.object({
  message: z.string(),
  reason: z.enum([...SLOT_REFUSALS, 'key_reused']),
  slots: z.array(BookingSlotSchema),
});
export type BookingRefused = z.infer<typeof BookingRefusedSchema>;

export const BookingTokenParamsSchema = z.object({
  token: z
    .string()
    .min(20)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/),
});

export const BookingCancelledSchema = z.object({ message: z.string() });

/**
 * GET /api/booking/manage/:token/ (decision 103): what the visitor's manage link shows. The place
 * is the address, the practice's phone, or the video link once the booking is confirmed (null
 * before). `can_change`: the link may still move or cancel it, until `change_until` (the owner's
 * deadline before the start; null once the booking ended).
 */
export const BookingManageViewSchema = z.object({
  id: z.string(),
  state: z.enum(BOOKING_STATES),
  session_type_id: z.number().int(),
  /** In the request's language, with the site's fallback. */
  session_type_name: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** The practice's IANA zone. */
  time_zone: z.string(),
  /** The zone the visitor booked in. */
  visitor_time_zone: z.string(),
  location_kind: z.enum(SESSION_LOCATION_KINDS),
  location_text: z.string().nullable(),
  can_change: z.boolean(),
  change_until: z.string().nullable(),
});
export type BookingManageView = z.infer<typeof BookingManageViewSchema>;

/** POST /api/booking/manage/:token/move/: a new start of the same type (a start of the slots answer). */
export const BookingMoveSchema = z.object({
  start: TimestampSchema,
  /** One per submitted form; a repeat of the same move changes nothing and answers 200. */
  idempotency_key: z
    .string({ error: 'invalid_value' })
    .regex(/^[A-Za-z0-9_-]{16,100}$/, { error: 'invalid_value' }),
});
export type BookingMove = z.infer<typeof BookingMoveSchema>;

/** The move's answer: the booking as it is now, and what happened in words. */
export const BookingMovedSchema = BookingManageViewSchema.extend({ message: z.string() });
export type BookingMoved = z.infer<typeof BookingMovedSchema>;

/**
 * A manage link's refused change: the slot's reason (with the free slots when it was taken), the
 * deadline passed (`too_late`), or the booking already ended (`ended`).
 */
export const BookingManageRefusedSchema = z.object({
  message: z.string(),
  reason: z.enum([...SLOT_REFUSALS, 'too_late', 'ended']),
  slots: z.array(BookingSlotSchema),
});
export type BookingManageRefused = z.infer<typeof BookingManageRefusedSchema>;

/**
 * GET /api/admin/booking/policy/ (and the PATCH's answer; decision 103): until how many hours before
 * the start the visitor's link may move or cancel, and which reminders go out. Everyone signed in
 * reads it; the owner changes it.
 */
export const BookingPolicySchema = z.object({
  cancellation_deadline_hours: z.number().int(),
  reminder_24h: z.boolean(),
  reminder_1h: z.boolean(),
  limits: z.object({
    cancellation_deadline_hours: z.object({ min: z.number().int(), max: z.number().int() }),
  }),
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type BookingPolicy = z.infer<typeof BookingPolicySchema>;

/** PATCH /api/admin/booking/policy/: any of the three from `version` (stale: 409). */
export const BookingPolicyPatchSchema = strict({
  cancellation_deadline_hours: z
    .number({ error: 'invalid_number' })
    .int({ error: 'invalid_number' })
    .min(BOOKING_POLICY_LIMITS.deadlineHours.min, { error: 'number_too_small' })
    .max(BOOKING_POLICY_LIMITS.deadlineHours.max, { error: 'number_too_big' })
    .optional(),
  reminder_24h: z.boolean({ error: 'invalid_value' }).optional(),
  reminder_1h: z.boolean({ error: 'invalid_value' }).optional(),
  version: VersionSchema,
});
export type BookingPolicyPatch = z.infer<typeof BookingPolicyPatchSchema>;

/** 409: someone changed the policy since the console read it; the current one goes back. */
export const BookingPolicyConflictSchema = z.object({ message: z.string(), current: BookingPolicySchema });
export type BookingPolicyConflict = z.infer<typeof BookingPolicyConflictSchema>;
