/** Dates and times as the owner reads them, in the practice's zone and the console's language. */
import type { ConsoleLanguage } from '@wegweiser/contracts/admin-auth';

const locale = (language: ConsoleLanguage) => (language === 'de' ? 'de-DE' : 'en-GB');

/** "14:30" at an instant in the zone. */
export const timeIn = (iso: string, timeZone: string, language: ConsoleLanguage) =>
  new Intl.DateTimeFormat(locale(language), { timeZone, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/** "Mo., 7. Dez. 2026, 14:30" at an instant in the zone. */
export const dateTimeIn = (iso: string, timeZone: string, language: ConsoleLanguage) =>
  new Intl.DateTimeFormat(locale(language), {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** A calendar date (`YYYY-MM-DD`) as a heading: "Montag, 7. Dezember" / "Monday 7 December" (short: "Mo., 7. Dez."). */
export const dayHeading = (
  date: string,
  language: ConsoleLanguage,
  withYear = false,
  width: 'long' | 'short' = 'long',
) =>
  new Intl.DateTimeFormat(locale(language), {
    weekday: width,
    day: 'numeric',
    month: width,
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** A short date: "7. Dez. 2026" / "7 Dec 2026". */
export const shortDate = (date: string, language: ConsoleLanguage) =>
  new Intl.DateTimeFormat(locale(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** The browser's own zone (where the owner's device is set). */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
