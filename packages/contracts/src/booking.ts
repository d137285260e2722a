/**
 * The booking's words shared by the API, the console and the site (issue 25, decision 099).
 * Client-safe: no zod, no Node or DOM imports.
 */

/** Where a session happens: at the practice (its address), by phone, or by video (a link). */
export const SESSION_LOCATION_KINDS = ['practice', 'phone', 'video'] as const;
export type SessionLocationKind = (typeof SESSION_LOCATION_KINDS)[number];

/**
 * A booking's states. `requested` waits for the owner (and holds its slot until declined or
 * expired), `confirmed` is fixed; the other four hold nothing.
 */
export const BOOKING_STATES = ['requested', 'confirmed', 'cancelled', 'declined', 'no_show', 'done'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** The states that hold their time: the database refuses two of them overlapping. */
export const LIVE_BOOKING_STATES = ['requested', 'confirmed'] as const satisfies readonly BookingState[];

/** ISO weekdays, Monday 1 … Sunday 7 (Temporal's `dayOfWeek`). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * A range of wall-clock times in the practice's zone, `HH:MM` from start (inclusive) to end
 * (exclusive); the end may be `24:00`, the end of the day.
 */
export type WallClockRange = { start: string; end: string };

/** Weekly hours: the ranges of each ISO weekday ("1" Monday … "7" Sunday); a missing day is closed. */
export type WeeklyHours = Partial<Record<`${Weekday}`, WallClockRange[]>>;

/** Why a requested slot cannot be booked (each a 4xx answer; `taken` the 409). */
export const SLOT_REFUSALS = [
  'unknown_session_type',
  'outside_hours',
  'in_the_past',
  'too_soon',
  'beyond_horizon',
  'day_full',
  'taken',
] as const;
export type SlotRefusal = (typeof SLOT_REFUSALS)[number];
