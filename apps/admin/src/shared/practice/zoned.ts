/**
 * Dates and wall-clock times in the practice's zone, with the browser's Intl only: the instant a
 * zone's clock reads a time on a date (the later reading across a clock change), and the date and
 * time an instant reads there.
 */

const parts = (instant: number, timeZone: string) => {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const values = Object.fromEntries(format.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return {
    date: `${values.year}-${values.month}-${values.day}`,
    time: `${values.hour}:${values.minute}`,
    asUtc: Date.UTC(
      Number(values.year),
      Number(values.month) - 1,
      Number(values.day),
      Number(values.hour),
      Number(values.minute),
      Number(values.second),
    ),
  };
};

/** The zone's offset from UTC at an instant, in milliseconds. */
const offsetAt = (instant: number, timeZone: string) =>
  parts(instant, timeZone).asUtc - Math.floor(instant / 1000) * 1000;

/** The instant at which the zone's clock reads `time` (`HH:MM`, `24:00` the next midnight) on `date`. */
export function instantOf(date: string, time: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  // Two rounds settle the offset on either side of a change.
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return instant;
}

/** The date (`YYYY-MM-DD`) and time (`HH:MM`) the zone's clock reads at an instant. */
export function wallClockOf(iso: string, timeZone: string): { date: string; time: string } {
  const { date, time } = parts(Date.parse(iso), timeZone);
  return { date, time };
}

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A date as the owner reads it: "Mon, 6 May 2030" / "Mo., 6. Mai 2030". */
export function formatDay(date: string, language: 'de' | 'en'): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
