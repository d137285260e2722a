/**
 * Days and times as the practice's clock shows them (decision 086): the console runs wherever the
 * coach opens it, but her days are the days of her practice's time zone.
 */

/** Today's date (YYYY-MM-DD) in the time zone. */
export function todayIn(timeZone: string, now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The time of day in the time zone, in the person's locale (e.g. "14:05"). */
export function clockIn(timeZone: string, now: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' }).format(now);
}

/** Every time zone the browser knows, UTC included. */
export function timeZoneNames(): string[] {
  const names = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return names.includes('UTC') ? names : [...names, 'UTC'];
}
