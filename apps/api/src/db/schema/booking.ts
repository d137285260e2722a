/**
 * Bookings (issue 25, decision 099): the session types a visitor can book, the practice's hours
 * (weekly ranges of wall-clock times in the practice's zone, `practice_settings.time_zone`, and
 * date overrides), the owner's blocked times and the bookings themselves.
 *
 * The database refuses two live bookings whose time overlaps, buffers included: each booking stores
 * `blocked` = [start − buffer before, end + buffer after) and migration 0019 adds the exclusion
 * constraint `bookings_no_overlap` (GiST over the range; drizzle-kit cannot express it), on PGlite
 * and PostgreSQL alike. An overlapping insert fails with SQLSTATE 23P01.
 */
import type { WallClockRange, WeeklyHours } from '@wegweiser/contracts/booking';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { adminUsers } from './admin';
import { servicePackages, services } from './catalog';
import { createdAt, sortOrder, translated, updatedAt } from './columns';

/**
 * A `tstzrange`, read and written in PostgreSQL's text form, e.g. `["2026-03-02 08:45:00+00","2026-03-02 10:15:00+00")`.
 * Write with `sql\`tstzrange(${start}, ${end}, '[)')\`` rather than by hand.
 */
export const tstzrange = customType<{ data: string; driverData: string }>({
  dataType: () => 'tstzrange',
});

export const sessionTypes = pgTable(
  'session_types',
  {
    id: serial('id').primaryKey(),
    name: translated('name'),
    description: translated('description'),
    durationMinutes: integer('duration_minutes').notNull(),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    /** practice, phone or video (SESSION_LOCATION_KINDS). */
    locationKind: varchar('location_kind', { length: 16 }).notNull(),
    /** The practice's address, for `practice`. */
    locationAddress: text('location_address'),
    /** A fixed video link, for `video`; none: a fresh room link per booking. */
    locationLink: text('location_link'),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    packageId: integer('package_id').references(() => servicePackages.id, { onDelete: 'set null' }),
    /** Each booking waits as `requested` for the owner; otherwise it is `confirmed` at once. */
    requiresConfirmation: boolean('requires_confirmation').notNull().default(false),
    /** At most this many live bookings of this type on one of the practice's days; null: no limit. */
    maxPerDay: integer('max_per_day'),
    isVisible: boolean('is_visible').notNull().default(true),
    order: sortOrder(),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('session_types_location_kind', sql`${t.locationKind} in ('practice', 'phone', 'video')`),
    check('session_types_duration', sql`${t.durationMinutes} between 5 and 1440`),
    check(
      'session_types_buffers',
      sql`${t.bufferBeforeMinutes} between 0 and 1440 and ${t.bufferAfterMinutes} between 0 and 1440`,
    ),
    check('session_types_max_per_day', sql`${t.maxPerDay} is null or ${t.maxPerDay} > 0`),
  ],
);

/** The practice's bookable hours and booking window: one row (id 1), created by the seed or the first save. */
export const bookingAvailability = pgTable(
  'booking_availability',
  {
    id: integer('id').primaryKey().default(1),
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>().notNull().default({}),
    /** A slot must start at least this long after the moment of booking. */
    minimumNoticeMinutes: integer('minimum_notice_minutes').notNull().default(720),
    /** Slots are offered up to this many days ahead. */
    horizonDays: integer('horizon_days').notNull().default(60),
    /** Slots start every this many minutes from the start of each range. */
    slotIntervalMinutes: integer('slot_interval_minutes').notNull().default(30),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: uuid('updated_by').references(() => adminUsers.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('booking_availability_single_row', sql`${t.id} = 1`),
    check('booking_availability_notice', sql`${t.minimumNoticeMinutes} between 0 and 525600`),
    check('booking_availability_horizon', sql`${t.horizonDays} between 1 and 730`),
    check('booking_availability_interval', sql`${t.slotIntervalMinutes} between 5 and 1440`),
  ],
);

/**
 * What a booking may do after it is made (issue 25 point 5, decision 103): one row (id 1), created
 * by the first save; until then the defaults apply.
 */
export const bookingPolicy = pgTable(
  'booking_policy',
  {
    id: integer('id').primaryKey().default(1),
    /** The visitor may move or cancel by link until this many hours before the start. */
    cancellationDeadlineHours: integer('cancellation_deadline_hours').notNull().default(24),
    /** A reminder 24 hours before a confirmed booking. */
    reminder24h: boolean('reminder_24h').notNull().default(true),
    /** A reminder 1 hour before a confirmed booking. */
    reminder1h: boolean('reminder_1h').notNull().default(true),
    /** SHA-256 of the owner's private calendar feed's token; null: no feed. */
    calendarFeedTokenHash: varchar('calendar_feed_token_hash', { length: 64 }),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: uuid('updated_by').references(() => adminUsers.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('booking_policy_single_row', sql`${t.id} = 1`),
    check('booking_policy_deadline', sql`${t.cancellationDeadlineHours} between 0 and 8760`),
  ],
);

/** One date's own hours in the practice's zone: no ranges = closed that day. */
export const bookingDateOverrides = pgTable('booking_date_overrides', {
  date: date('date', { mode: 'string' }).primaryKey(),
  ranges: jsonb('ranges').$type<WallClockRange[]>().notNull().default([]),
  note: text('note'),
  updatedAt: updatedAt(),
});

/** Time the owner has blocked: no slot overlaps it. */
export const bookingBlockedTimes = pgTable(
  'booking_blocked_times',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    during: tstzrange('during').notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [check('booking_blocked_times_not_empty', sql`not isempty(${t.during})`)],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionTypeId: integer('session_type_id')
      .notNull()
      .references(() => sessionTypes.id, { onDelete: 'restrict' }),
    /** BOOKING_STATES; `requested` and `confirmed` hold their time (`bookings_no_overlap`). */
    state: varchar('state', { length: 16 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** [start − buffer before, end + buffer after) with the type's buffers at booking time. */
    blocked: tstzrange('blocked').notNull(),
    visitorName: text('visitor_name').notNull(),
    visitorEmail: varchar('visitor_email', { length: 254 }).notNull(),
    visitorPhone: varchar('visitor_phone', { length: 40 }),
    visitorMessage: text('visitor_message'),
    languageCode: varchar('language_code', { length: 8 }).notNull(),
    /** The visitor's IANA zone, for her mails; the practice's zone is the practice's. */
    visitorTimeZone: varchar('visitor_time_zone', { length: 64 }).notNull(),
    /** The submit's key: a repeated submit finds the first booking instead of booking twice. */
    idempotencyKey: varchar('idempotency_key', { length: 100 }).unique(),
    /** SHA-256 of the visitor's manage token (lib/tokens.ts): move or cancel by link. */
    manageTokenHash: varchar('manage_token_hash', { length: 64 }).notNull().unique(),
    /** A requested booking lets its slot go at this moment unless confirmed before. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * The video room of this booking, made when it was booked, for a video type without a fixed
     * link (decision 103); null otherwise.
     */
    videoLink: text('video_link'),
    /** Who or what ended it: `visitor` or `owner` (cancelled, declined), `expiry` (a request that lapsed). */
    endedBy: varchar('ended_by', { length: 16 }),
    /** The invitation's SEQUENCE: raised by every move and by the cancellation (decision 101). */
    sequence: integer('sequence').notNull().default(0),
    /** When the reminder went to the outbox; each is claimed once across processes (decision 103). */
    reminder24hSentAt: timestamp('reminder_24h_sent_at', { withTimezone: true }),
    reminder1hSentAt: timestamp('reminder_1h_sent_at', { withTimezone: true }),
    /** The owner's words to the visitor when confirming or declining. */
    decisionMessage: text('decision_message'),
    /** When the state last changed (confirmed, declined, cancelled, expired …). */
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_starts_at_idx').on(t.startsAt),
    index('bookings_session_type_idx').on(t.sessionTypeId, t.startsAt),
    check(
      'bookings_state',
      sql`${t.state} in ('requested', 'confirmed', 'cancelled', 'declined', 'no_show', 'done')`,
    ),
    check('bookings_times', sql`${t.endsAt} > ${t.startsAt}`),
    check('bookings_blocked_covers', sql`${t.blocked} @> tstzrange(${t.startsAt}, ${t.endsAt}, '[)')`),
    check('bookings_ended_by', sql`${t.endedBy} is null or ${t.endedBy} in ('visitor', 'owner', 'expiry')`),
    index('bookings_reminder_idx').on(t.state, t.startsAt),
    check('bookings_requested_expire', sql`${t.state} <> 'requested' or ${t.expiresAt} is not null`),
  ],
);
