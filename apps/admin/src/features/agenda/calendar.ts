/**
 * The agenda's days in the practice's zone: the week (Monday to Sunday) around a date, the window
 * of instants a day or week covers, and which bookings and blocked times fall on each day.
 */
import { addDays, instantOf, wallClockOf } from '../../shared/practice/zoned';

/** The Monday of the week a date (`YYYY-MM-DD`) lies in. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(date, -((weekday + 6) % 7));
}

/** The dates a view shows: one day, or the seven days of its week. */
export function daysOf(view: 'day' | 'week', date: string): string[] {
  if (view === 'day') return [date];
  const monday = mondayOf(date);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** The instants [from, to) the days cover in the zone (a change day is 23 or 25 hours long). */
export function windowOf(days: string[], timeZone: string): { from: string; to: string } {
  const first = days[0] ?? '1970-01-01';
  const last = days.at(-1) ?? first;
  return {
    from: new Date(instantOf(first, '00:00', timeZone)).toISOString(),
    to: new Date(instantOf(addDays(last, 1), '00:00', timeZone)).toISOString(),
  };
}

/** The date the view moves to with previous/next. */
export function stepOf(view: 'day' | 'week', date: string, direction: 1 | -1): string {
  return addDays(date, direction * (view === 'day' ? 1 : 7));
}

type Timed = { start: string; end: string };

/**
 * The part of a span that lies on a day, as the zone's clock reads it: `HH:MM`–`HH:MM`, or
 * `whole` when it covers the day; null when it misses the day.
 */
export function partOn(span: Timed, date: string, timeZone: string) {
  const dayStart = instantOf(date, '00:00', timeZone);
  const dayEnd = instantOf(addDays(date, 1), '00:00', timeZone);
  const start = Date.parse(span.start);
  const end = Date.parse(span.end);
  if (end <= dayStart || start >= dayEnd) return null;
  if (start <= dayStart && end >= dayEnd) return { whole: true as const, from: '00:00', to: '24:00' };
  const from = start <= dayStart ? '00:00' : wallClockOf(span.start, timeZone).time;
  const to = end >= dayEnd ? '24:00' : wallClockOf(span.end, timeZone).time;
  return { whole: false as const, from, to };
}

/** Each day's items, earliest first; an item spanning midnight shows on each day it touches. */
export function byDay<T>(days: string[], items: T[], span: (item: T) => Timed, timeZone: string) {
  return new Map(
    days.map((date) => [
      date,
      items
        .filter((item) => partOn(span(item), date, timeZone) !== null)
        .sort((a, b) => Date.parse(span(a).start) - Date.parse(span(b).start)),
    ]),
  );
}
