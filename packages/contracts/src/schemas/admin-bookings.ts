/**
 * The owner's agenda under /api/admin/bookings/ (issue 25 point 7, decision 104): the bookings of a
 * window (a day or week view, with the owner's blocked times) or a paged list, one booking, the
 * owner's actions (confirm, decline, cancel, move, no-show, done), the CSV export, a person's
 * bookings (export and erasure by e-mail address) and the private calendar feed.
 *
 * Each action carries the `version` the console read (the booking's `updated_at`); a booking changed
 * since answers 409 with the booking as it is now, so a second click never acts twice.
 */
import { z } from 'zod';
import { BOOKING_STATES } from '../booking';
import { PaginationQuerySchema, paginated } from './common';
import { strict } from './console/fields';
import { EmailSchema, safeText, TimestampSchema } from './primitives';

/** The longest window one agenda request may ask for (a month view with its edges). */
export const AGENDA_WINDOW_MAX_DAYS = 62;
/** The longest period one CSV export may cover. */
export const AGENDA_EXPORT_MAX_DAYS = 732;
const DAY_MS = 86_400_000;

export const BookingStateSchema = z.enum(BOOKING_STATES, { error: 'invalid_value' });

/** `{id}` of /api/admin/bookings/{id}/ (anything else is a 404). */
export const AgendaParamsSchema = z.object({ id: z.uuid() });

const spanWithin = (days: number) => (query: { from?: string | undefined; to?: string | undefined }) => {
  if (query.from === undefined || query.to === undefined) return true;
  const span = Date.parse(query.to) - Date.parse(query.from);
  return span > 0 && span <= days * DAY_MS;
};

/**
 * GET /api/admin/bookings/?from=&to=&state=&q=&page=&page_size=.
 * With `from` and `to` (at most 62 days apart): every booking overlapping [from, to), earliest
 * first, with the blocked times of the window — a day or week view. Otherwise a paged list: with
 * `from`, the bookings ending after it, earliest first (upcoming); without, the latest first.
 */
export const AgendaQuerySchema = PaginationQuerySchema.extend({
  from: TimestampSchema.optional(),
  to: TimestampSchema.optional(),
  state: BookingStateSchema.optional(),
  /** A part of the visitor's name, address or phone number, case-insensitive. */
  q: safeText().trim().max(254, { error: 'too_long' }).optional(),
}).refine(spanWithin(AGENDA_WINDOW_MAX_DAYS), { error: 'invalid_range', path: ['to'] });
export type AgendaQuery = z.infer<typeof AgendaQuerySchema>;

/** GET /api/admin/bookings/export.csv?from=&to=: the bookings starting in [from, to). */
export const AgendaExportQuerySchema = z
  .object({
    from: TimestampSchema,
    to: TimestampSchema,
    state: BookingStateSchema.optional(),
    language: z.string().max(16).optional(),
  })
  .refine(spanWithin(AGENDA_EXPORT_MAX_DAYS), { error: 'invalid_range', path: ['to'] });

const Instant = z.string();

export const AgendaBookingSchema = z.object({
  id: z.string(),
  state: BookingStateSchema,
  /** A request whose hold has run out: it no longer holds its time and cannot be confirmed. */
  expired: z.boolean(),
  session_type: z.object({
    id: z.number().int(),
    /** The console's two languages (the type's German and English names, either may be empty). */
    name: z.object({ de: z.string(), en: z.string() }),
    duration_minutes: z.number().int(),
  }),
  starts_at: Instant,
  ends_at: Instant,
  visitor: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    message: z.string().nullable(),
  }),
  /** The visitor's language (her mails are in it) and her IANA zone. */
  language: z.string(),
  visitor_time_zone: z.string(),
  created_at: Instant,
  /** A requested booking lets its time go at this moment unless confirmed before. */
  expires_at: Instant.nullable(),
  cancelled_at: Instant.nullable(),
  /** Who or what ended it: the visitor or the owner (cancelled, declined), or `expiry` (a lapsed request). */
  ended_by: z.enum(['visitor', 'owner', 'expiry']).nullable(),
  /** The owner's words to the visitor with her last decision (confirm, decline, cancel, move). */
  decision_message: z.string().nullable(),
  state_changed_at: Instant.nullable(),
  /** Send it back with an action: a booking changed since answers 409. */
  version: z.string(),
});
export type AgendaBooking = z.infer<typeof AgendaBookingSchema>;

/** A time the owner blocked (no slot is offered in it). */
export const AgendaBlockedTimeSchema = z.object({
  id: z.string(),
  start: Instant,
  end: Instant,
  note: z.string().nullable(),
});

export const AgendaListSchema = paginated(AgendaBookingSchema).extend({
  /** The practice's IANA zone: the day and week views draw in it. */
  time_zone: z.string(),
  /** The owner's blocked times overlapping the window (empty for a paged list). */
  blocked_times: z.array(AgendaBlockedTimeSchema),
});
export type AgendaList = z.infer<typeof AgendaListSchema>;

/** The owner's words to the visitor, sent with the mail (optional). */
const message = safeText({ multiline: true })
  .trim()
  .max(2_000, { error: 'too_long' })
  .optional()
  .transform((value) => (value ? value : undefined));
const version = TimestampSchema;

/** POST …/{id}/confirm/, …/decline/, …/cancel/. */
export const AgendaDecisionSchema = strict({ version, message });
export type AgendaDecision = z.infer<typeof AgendaDecisionSchema>;
/** POST …/{id}/move/: to a new start (the duration stays); never into the past or onto another booking. */
export const AgendaMoveSchema = strict({ version, start: TimestampSchema, message });
export type AgendaMove = z.infer<typeof AgendaMoveSchema>;
/** POST …/{id}/no-show/, …/done/: only after the booking's start. */
export const AgendaMarkSchema = strict({ version });

/** 409 and 422 of an action: why, and the booking as it is now. */
export const AgendaRefusalSchema = z.object({
  message: z.string(),
  reason: z.enum(['stale', 'wrong_state', 'expired', 'taken', 'in_the_past', 'not_started']),
  current: AgendaBookingSchema,
});
export type AgendaRefusal = z.infer<typeof AgendaRefusalSchema>;

/**
 * POST /api/admin/bookings/person/export/ and …/person/erase/: a person's bookings by e-mail address
 * (GDPR Art. 15 and 17). The address goes in the body, so it never stands in an address or a log.
 */
export const AgendaPersonSchema = strict({ email: EmailSchema });

/** One mail about a booking sent (or waiting) to the person, as the outbox holds it. */
export const AgendaPersonMailSchema = z.object({
  template: z.string(),
  subject: z.string(),
  body_text: z.string(),
  language: z.string(),
  status: z.string(),
  created_at: Instant,
  sent_at: Instant.nullable(),
});

export const AgendaPersonExportSchema = z.object({
  exported_at: Instant,
  email: z.string(),
  bookings: z.array(AgendaBookingSchema),
  mails: z.array(AgendaPersonMailSchema),
});
export type AgendaPersonExport = z.infer<typeof AgendaPersonExportSchema>;

/** POST …/person/erase/: how many bookings and mails were erased. */
export const AgendaPersonErasedSchema = z.object({ bookings: z.number().int(), mails: z.number().int() });

/** GET /api/admin/bookings/calendar-feed/: whether a feed exists (its secret is never shown again). */
export const CalendarFeedStatusSchema = z.object({ exists: z.boolean() });
/** POST …/calendar-feed/: the new feed's address, answered this once. */
export const CalendarFeedCreatedSchema = z.object({ exists: z.literal(true), url: z.string() });
/** `{token}` of /api/booking/calendar/{token}.ics (its form is checked by the route: any bad one is a 404). */
export const CalendarFeedParamsSchema = z.object({ token: z.string().max(200) });
/** A feed token as the console is given it (lib/tokens.ts: 32 random bytes, base64url). */
export const CALENDAR_FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What the agenda's refusals say, in the site's five languages. */
export const AGENDA_ANSWERS = {
  stale: {
    de: 'Diese Buchung wurde inzwischen geändert. Bitte sehen Sie sich den aktuellen Stand an.',
    en: 'This booking was changed in the meantime. Please look at it as it is now.',
    es: 'Esta reserva se modificó entretanto. Revise su estado actual.',
    fr: 'Cette réservation a été modifiée entre-temps. Veuillez consulter son état actuel.',
    zh: '此预约已被更改。请查看其当前状态。',
  },
  wrong_state: {
    de: 'Das ist bei einer Buchung in diesem Zustand nicht möglich.',
    en: 'This is not possible for a booking in this state.',
    es: 'Esto no es posible para una reserva en este estado.',
    fr: 'Ce n’est pas possible pour une réservation dans cet état.',
    zh: '处于此状态的预约无法执行此操作。',
  },
  expired: {
    de: 'Diese Anfrage ist abgelaufen; der Termin ist nicht mehr für sie reserviert.',
    en: 'This request has expired; the time is no longer held for it.',
    es: 'Esta solicitud ha caducado; el horario ya no está reservado.',
    fr: 'Cette demande a expiré ; le créneau n’est plus réservé.',
    zh: '此请求已过期；该时段不再为其保留。',
  },
  taken: {
    de: 'Zu dieser Zeit liegt schon eine andere Buchung. Bitte wählen Sie eine andere Zeit.',
    en: 'Another booking already lies at this time. Please choose another time.',
    es: 'Ya hay otra reserva a esta hora. Elija otra hora.',
    fr: 'Une autre réservation occupe déjà ce créneau. Veuillez choisir une autre heure.',
    zh: '该时间已有其他预约。请选择其他时间。',
  },
  in_the_past: {
    de: 'Eine Buchung kann nicht in die Vergangenheit verschoben werden.',
    en: 'A booking cannot be moved into the past.',
    es: 'Una reserva no se puede trasladar al pasado.',
    fr: 'Une réservation ne peut pas être déplacée dans le passé.',
    zh: '预约不能移到过去的时间。',
  },
  not_started: {
    de: 'Das geht erst, wenn der Termin begonnen hat.',
    en: 'This is only possible once the appointment has started.',
    es: 'Esto solo es posible cuando la cita ha comenzado.',
    fr: 'Ce n’est possible qu’une fois le rendez-vous commencé.',
    zh: '只有在预约开始后才能执行此操作。',
  },
  live_booking: {
    de: 'Diese Person hat noch einen kommenden Termin. Bitte sagen Sie ihn zuerst ab.',
    en: 'This person still has an upcoming appointment. Please cancel it first.',
    es: 'Esta persona aún tiene una cita próxima. Cancélela primero.',
    fr: 'Cette personne a encore un rendez-vous à venir. Veuillez d’abord l’annuler.',
    zh: '此人仍有即将到来的预约。请先取消。',
  },
} as const;
export type AgendaAnswer = keyof typeof AGENDA_ANSWERS;
