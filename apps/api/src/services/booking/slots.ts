/**
 * The booking rules (issue 25, decision 099), pure: which slots a session type offers, and why a
 * requested start is refused. The use case (booking-service.ts) reads the rows and writes the
 * booking; the database's exclusion constraint is the last word on overlaps.
 *
 * Time rule: the practice's hours are the instants at which her clock (the practice's zone) reads a
 * time inside a range of that date. Slots start on the range's grid (range start + k × interval) —
 * a grid time that does not exist (spring-forward gap) offers no slot; one that exists twice
 * (fall-back) offers a slot at each instant. A slot must lie wholly inside the hours; its duration is
 * exact in instants (a 60-minute slot across a change lasts 60 minutes, however the clock jumps).
 * With an interval at least the duration, offered slots never overlap: where a gap or a repeated
 * hour would make a grid slot overlap the one before it, the later one is dropped.
 */
import type { SlotRefusal, WallClockRange, WeeklyHours } from '@wegweiser/contracts/booking';
import { addDays, type Interval, merge, minutesOf, PracticeClock, weekdayOf } from './practice-clock';

export type Availability = {
  /** The practice's IANA zone. */
  timeZone: string;
  weeklyHours: WeeklyHours;
  /** A date's own ranges (`YYYY-MM-DD` → ranges; empty: closed that day). */
  overrides: ReadonlyMap<string, readonly WallClockRange[]>;
  minimumNoticeMinutes: number;
  horizonDays: number;
  slotIntervalMinutes: number;
};

export type SessionShape = {
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  maxPerDay: number | null;
};

/** What is already there: blocked ranges (live bookings with their buffers, blocked times), and the
 * starts of this type's live bookings (for its maximum per day). */
export type Occupancy = { busy: readonly Interval[]; startsOfType: readonly number[] };

export type Slot = { start: number; end: number };

const MINUTE = 60_000;
const DAY = 86_400_000;

const rangesOn = (availability: Availability, date: string): readonly WallClockRange[] =>
  availability.overrides.get(date) ?? availability.weeklyHours[`${weekdayOf(date)}` as '1'] ?? [];

/** The range of time a slot blocks: its buffers before and after included. */
export const blockedRange = (slot: Slot, type: SessionShape): Interval => ({
  start: slot.start - type.bufferBeforeMinutes * MINUTE,
  end: slot.end + type.bufferAfterMinutes * MINUTE,
});

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/**
 * The slots inside the hours with their start in [from, to), ignoring bookings, notice and horizon,
 * in order.
 */
export function openSlots(
  availability: Availability,
  type: SessionShape,
  from: number,
  to: number,
  known?: PracticeClock,
): Slot[] {
  const reach = to + type.durationMinutes * MINUTE;
  const clock = known?.covers(from, reach) ? known : new PracticeClock(availability.timeZone, from, reach);
  const first = clock.dateOf(from);
  const last = clock.dateOf(to);
  const dates: string[] = [];
  for (let date = addDays(first, -1); date <= addDays(last, 2); date = addDays(date, 1)) dates.push(date);
  const hours = merge(dates.flatMap((date) => clock.hoursOn(date, rangesOn(availability, date))));
  const duration = type.durationMinutes * MINUTE;
  const fits = (start: number) =>
    hours.some((interval) => interval.start <= start && start + duration <= interval.end);

  // Candidates from one duration before the window, so a slot's fate never depends on the window.
  const since = from - duration;
  const starts = new Set<number>();
  for (const date of dates.filter((d) => d >= clock.dateOf(since) && d <= last)) {
    for (const range of rangesOn(availability, date)) {
      const end = minutesOf(range.end);
      for (let minutes = minutesOf(range.start); minutes < end; minutes += availability.slotIntervalMinutes) {
        for (const start of clock.instantsOf(date, minutes)) {
          if (start >= since && start < to && fits(start)) starts.add(start);
        }
      }
    }
  }
  const candidates = [...starts].sort((a, b) => a - b);
  const apart = availability.slotIntervalMinutes >= type.durationMinutes;
  return candidates
    .filter((start, index) => !(apart && index > 0 && start < (candidates[index - 1] ?? 0) + duration))
    .filter((start) => start >= from)
    .map((start) => ({ start, end: start + duration }));
}

/** The booking window at `now`: the earliest start (notice) and the last date (horizon). */
function bookingWindow(availability: Availability, now: number, clock: PracticeClock) {
  const earliest = now + availability.minimumNoticeMinutes * MINUTE;
  const lastDate = addDays(clock.dateOf(now), availability.horizonDays);
  return { earliest, lastDate };
}

/** Why a slot (one of the open slots) cannot be booked now, or null. */
function occupiedReason(
  slot: Slot,
  type: SessionShape,
  occupancy: Occupancy,
  dateOf: (instant: number) => string,
): 'day_full' | 'taken' | null {
  if (type.maxPerDay !== null) {
    const date = dateOf(slot.start);
    const sameDay = occupancy.startsOfType.filter(
      (start) => Math.abs(start - slot.start) < 2 * DAY && dateOf(start) === date,
    ).length;
    if (sameDay >= type.maxPerDay) return 'day_full';
  }
  const blocked = blockedRange(slot, type);
  return occupancy.busy.some((busy) => overlaps(blocked, busy)) ? 'taken' : null;
}

/**
 * The free slots with their start in [from, to): inside the hours, after the minimum notice, within
 * the horizon (the practice's date of the start at most `horizonDays` after her today), under the
 * type's maximum per day, and blocking nothing that is already blocked.
 */
export function freeSlots(
  availability: Availability,
  type: SessionShape,
  occupancy: Occupancy,
  window: { now: number; from: number; to: number },
): Slot[] {
  const clock = new PracticeClock(
    availability.timeZone,
    Math.min(window.now, window.from),
    window.to + type.durationMinutes * MINUTE,
  );
  const { earliest, lastDate } = bookingWindow(availability, window.now, clock);
  const from = Math.max(window.from, earliest);
  if (from >= window.to) return [];
  return openSlots(availability, type, from, window.to, clock).filter(
    (slot) =>
      clock.dateOf(slot.start) <= lastDate &&
      occupiedReason(slot, type, occupancy, (instant) => clock.dateOf(instant)) === null,
  );
}

/** Why a requested start cannot be booked now (the first that applies), or null: it is free. */
export function slotRefusal(
  availability: Availability,
  type: SessionShape,
  occupancy: Occupancy,
  request: { now: number; start: number },
): Exclude<SlotRefusal, 'unknown_session_type'> | null {
  const { now, start } = request;
  if (start < now) return 'in_the_past';
  const clock = new PracticeClock(availability.timeZone, now, start + type.durationMinutes * MINUTE);
  const { earliest, lastDate } = bookingWindow(availability, now, clock);
  if (clock.dateOf(start) > lastDate) return 'beyond_horizon';
  if (start < earliest) return 'too_soon';
  const slot = openSlots(availability, type, start, start + 1, clock).find((open) => open.start === start);
  if (!slot) return 'outside_hours';
  return occupiedReason(slot, type, occupancy, (instant) => clock.dateOf(instant));
}
