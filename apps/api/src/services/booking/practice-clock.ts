/**
 * Wall-clock times in the practice's zone ↔ instants (decision 099), with the zone's offsets and
 * transitions from `temporal-polyfill` (Temporal's time zone rules over the runtime's tz data).
 *
 * Instants are epoch milliseconds. A window's offsets are read once: between two transitions the
 * offset is constant, so a wall-clock time on a date is at most two instants (fall-back: twice;
 * spring-forward gap: none) and the practice's hours are exactly the instants whose reading lies
 * inside a range — whatever the clock does in between.
 */
import type { WallClockRange } from '@wegweiser/contracts/booking';
import { Temporal } from 'temporal-polyfill';

export type Interval = { start: number; end: number };

const MINUTE = 60_000;
const DAY = 86_400_000;

/** `HH:MM` → minutes after midnight (0 … 1440); anything else is refused. */
export function minutesOf(time: string): number {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(time);
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
  if (!(minutes >= 0 && minutes <= 1440)) throw new RangeError(`not a wall-clock time: ${time}`);
  return minutes;
}

/** `YYYY-MM-DD` of a calendar date given as its UTC midnight. */
const isoDate = (dayMs: number) => new Date(dayMs).toISOString().slice(0, 10);
/** A calendar date's UTC midnight: the date's "local milliseconds" origin. */
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** `date` plus `days` calendar days. */
export const addDays = (date: string, days: number) => isoDate(dayOf(date) + days * DAY);

/** ISO weekday of a calendar date, Monday 1 … Sunday 7. */
export const weekdayOf = (date: string) => ((new Date(dayOf(date)).getUTCDay() + 6) % 7) + 1;

type Segment = Interval & { offset: number };

/**
 * Known stretches of constant offset per zone, from a looked-up instant to the zone's next
 * transition (looking a transition up costs about a millisecond; a practice has one zone).
 */
const spans = new Map<string, Segment[]>();
const SPANS_PER_ZONE = 64;

function spanAt(timeZone: string, instant: number): Segment {
  let known = spans.get(timeZone);
  const span = known?.find((s) => s.start <= instant && instant < s.end);
  if (span) return span;
  const zoned = Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(timeZone);
  const next = zoned.getTimeZoneTransition('next');
  const found = {
    start: instant,
    end: next ? next.epochMilliseconds : Number.MAX_SAFE_INTEGER,
    offset: zoned.offsetNanoseconds / 1e6,
  };
  if (!known) {
    if (spans.size >= SPANS_PER_ZONE) spans.clear();
    known = [];
    spans.set(timeZone, known);
  }
  if (known.length >= SPANS_PER_ZONE) known.shift();
  known.push(found);
  return found;
}

/** The practice's zone over one window of instants (and a day either side). */
export class PracticeClock {
  private readonly segments: Segment[] = [];

  constructor(
    readonly timeZone: string,
    from: number,
    to: number,
  ) {
    let current = from - 2 * DAY;
    const end = to + 2 * DAY;
    while (current < end) {
      const span = spanAt(timeZone, current);
      const segmentEnd = Math.min(span.end, end);
      this.segments.push({ start: current, end: segmentEnd, offset: span.offset });
      current = segmentEnd;
    }
  }

  /** Whether the clock knows the offsets from `from` to `to` (with its day either side). */
  covers(from: number, to: number): boolean {
    return (this.segments[0]?.start ?? 0) <= from - DAY && to + DAY <= (this.segments.at(-1)?.end ?? 0);
  }

  private offsetAt(instant: number): number {
    const segment = this.segments.find((s) => s.start <= instant && instant < s.end);
    if (!segment) throw new RangeError('instant outside the clock’s window');
    return segment.offset;
  }

  /** The practice's calendar date at an instant. */
  dateOf(instant: number): string {
    return isoDate(Math.floor((instant + this.offsetAt(instant)) / DAY) * DAY);
  }

  /** The instants at which the practice's clock reads `minutes` after midnight of `date`: 0, 1 or 2. */
  instantsOf(date: string, minutes: number): number[] {
    const local = dayOf(date) + minutes * MINUTE;
    return this.segments
      .map((segment) => ({ segment, instant: local - segment.offset }))
      .filter(({ segment, instant }) => segment.start <= instant && instant < segment.end)
      .map(({ instant }) => instant);
  }

  /** The instants whose reading on `date` lies in one of the ranges, as disjoint intervals. */
  hoursOn(date: string, ranges: readonly WallClockRange[]): Interval[] {
    const origin = dayOf(date);
    const pieces: Interval[] = [];
    for (const range of ranges) {
      const from = origin + minutesOf(range.start) * MINUTE;
      const to = origin + minutesOf(range.end) * MINUTE;
      for (const segment of this.segments) {
        const start = Math.max(segment.start, from - segment.offset);
        const end = Math.min(segment.end, to - segment.offset);
        if (start < end) pieces.push({ start, end });
      }
    }
    return merge(pieces);
  }
}

/** Overlapping or touching intervals joined, in order. */
export function merge(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}
