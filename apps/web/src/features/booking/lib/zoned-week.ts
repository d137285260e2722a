/**
 * A week of free slots as a visitor reads them (decision 105): seven calendar days from a Monday in
 * the zone she sees the times in, each slot on the day its start falls on in that zone. Only Intl
 * (no time-zone library in the site's bundle): a slot is an instant; its day and time in any zone
 * come from `Intl.DateTimeFormat`, so daylight-saving changes need no arithmetic of their own.
 */

export type Slot = { start: string; end: string };
export type WeekDay = { date: string; slots: Slot[] };

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per locale and options. Building an `Intl.DateTimeFormat` costs far more than
 * using one, and a week of slots formats hundreds of times (on a phone it blocked the page for
 * over half a second); the cache is emptied past 500 kinds, so no visitor's zones can grow it.
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    if (formats.size >= 500) formats.clear();
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** Whether the runtime knows `zone` as an IANA time zone. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date (`YYYY-MM-DD`) of an instant in `zone`. */
export function zonedDate(instant: number, zone: string): string {
  const format = dateFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A `YYYY-MM-DD` that names a real calendar date, as its UTC midnight; else null. */
export function parseDate(value: string | null | undefined): number | null {
  const match = DATE.exec(value ?? '');
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(y, m - 1, d);
  const back = new Date(time);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return time;
}

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const time = parseDate(date);
  if (time === null) throw new Error(`not a date: ${date}`);
  return isoDate(time + days * DAY_MS);
}

/** The Monday of the week `date` lies in (ISO weeks start on Monday). */
export function mondayOf(date: string): string {
  const time = parseDate(date);
  if (time === null) throw new Error(`not a date: ${date}`);
  const weekday = (new Date(time).getUTCDay() + 6) % 7;
  return isoDate(time - weekday * DAY_MS);
}

/**
 * The instants to ask the API for so that a week from `monday` is complete in every zone: a day
 * before its first and after its last calendar day (zones lie at most 14 hours from UTC).
 */
export function weekWindow(monday: string): { from: string; to: string } {
  const start = parseDate(monday);
  if (start === null) throw new Error(`not a date: ${monday}`);
  return {
    from: new Date(start - DAY_MS).toISOString(),
    to: new Date(start + 8 * DAY_MS).toISOString(),
  };
}

/** The seven days from `monday`, each with the slots that start on it in `zone`, in time order. */
export function groupWeek(slots: readonly Slot[], monday: string, zone: string): WeekDay[] {
  const days: WeekDay[] = Array.from({ length: 7 }, (_, index) => ({
    date: addDays(monday, index),
    slots: [],
  }));
  const byDate = new Map(days.map((day) => [day.date, day]));
  const sorted = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const slot of sorted) byDate.get(zonedDate(Date.parse(slot.start), zone))?.slots.push(slot);
  return days;
}

/** The Monday of the week with the first slot in `zone`; none: the week of `now`. */
export function firstWeek(slots: readonly Slot[], zone: string, now: number): string {
  const first = slots.reduce<number | null>((earliest, slot) => {
    const start = Date.parse(slot.start);
    return earliest === null || start < earliest ? start : earliest;
  }, null);
  return mondayOf(zonedDate(first ?? now, zone));
}

/** Whether two zones show the same wall-clock time at `instant` (then one time is enough). */
export function sameClock(a: string, b: string, instant: number): boolean {
  if (a === b) return true;
  const time = (zone: string) =>
    dateFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).format(instant);
  return time(a) === time(b);
}

/** A slot's time of day in `zone`, in the page's language (`09:30`, `9:30 AM`, …). */
export function formatTime(instant: number, language: string, zone: string): string {
  return dateFormat(language, { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(instant);
}

/** A calendar day as a heading: weekday, day and month (`Montag, 7. Dezember`; short: `Mo., 7. Dez.`). */
export function formatDay(date: string, language: string, options: { short?: boolean } = {}): string {
  const time = parseDate(date) ?? 0;
  const length = options.short ? 'short' : 'long';
  return dateFormat(language, {
    timeZone: 'UTC',
    weekday: length,
    day: 'numeric',
    month: length,
  }).format(time);
}

/**
 * A week's span (`30. Nov. – 6. Dez. 2026`). Two plain dates, not `formatRange`: its spacing
 * differs between ICU versions (the server's Node and the visitor's browser), and the page hydrates
 * only when both render the same text.
 */
export function formatWeek(monday: string, language: string): string {
  const start = parseDate(monday) ?? 0;
  const day = (options: Intl.DateTimeFormatOptions) =>
    dateFormat(language, { timeZone: 'UTC', day: 'numeric', month: 'short', ...options });
  return `${day({}).format(start)} – ${day({ year: 'numeric' }).format(start + 6 * DAY_MS)}`;
}

/** An instant in full in `zone` (`Donnerstag, 3. Dezember 2026, 09:00`) with the zone's name. */
export function formatMoment(instant: number, language: string, zone: string): string {
  return dateFormat(language, {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant);
}

/** A zone's name as people read it: its city, without underscores (`America/Sao_Paulo` → `Sao Paulo`). */
export function zoneCity(zone: string): string {
  return (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');
}
