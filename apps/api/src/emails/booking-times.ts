/**
 * A booking's time as its mails write it (issue 25 point 6, decision 101): in one zone and
 * language, with the zone's name and UTC offset, so the reader can tell the instant — "Dienstag,
 * 30. März 2027, 10:00–11:00 (Mitteleuropäische Sommerzeit, GMT+02:00)". When the clocks change
 * during the session, each end names its own offset; when it ends on another day, that day too.
 */
import type { LanguageCode } from '@wegweiser/contracts/constants';

/** The locale each site language is formatted in. */
const LOCALE: Record<LanguageCode, string> = {
  de: 'de-DE',
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
  zh: 'zh-CN',
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale} ${timeZone} ${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    if (formatters.size > 500) formatters.clear();
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

const DAY: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };
/** 24-hour clock in every language: "14:00", never "2:00 PM" beside a 24-hour practice time. */
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

const zoneName = (locale: string, timeZone: string, style: 'long' | 'longOffset', at: Date) =>
  formatter(locale, timeZone, { timeZoneName: style })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value ?? '';

/** "(Mitteleuropäische Sommerzeit, GMT+02:00)"; the offset once where the zone has no name of its own. */
function zoneText(locale: string, timeZone: string, at: Date): string {
  const name = zoneName(locale, timeZone, 'long', at);
  const offset = zoneName(locale, timeZone, 'longOffset', at);
  return name && name !== offset ? `(${name}, ${offset})` : `(${offset})`;
}

/** The booking's date and time in `timeZone`, written in `language`. */
export function bookingTimeText(
  { start, end }: { start: Date; end: Date },
  timeZone: string,
  language: LanguageCode,
): string {
  const locale = LOCALE[language];
  const day = (at: Date) => formatter(locale, timeZone, DAY).format(at);
  const time = (at: Date) => formatter(locale, timeZone, TIME).format(at);
  const comma = language === 'zh' ? ' ' : ', ';
  const sameDay = day(start) === day(end);
  const sameOffset =
    zoneName(locale, timeZone, 'longOffset', start) === zoneName(locale, timeZone, 'longOffset', end);
  const from = `${day(start)}${comma}${time(start)}`;
  const to = sameDay ? time(end) : `${day(end)}${comma}${time(end)}`;
  if (sameOffset) {
    return `${from}${sameDay ? '–' : ' – '}${to} ${zoneText(locale, timeZone, start)}`;
  }
  return `${from} ${zoneText(locale, timeZone, start)} – ${to} ${zoneText(locale, timeZone, end)}`;
}

/** Whether two zones show the booking at the same wall-clock times (then the mail names one). */
export function sameWallClock({ start, end }: { start: Date; end: Date }, zoneA: string, zoneB: string) {
  const offsets = (zone: string) =>
    [start, end].map((at) => zoneName('en-GB', zone, 'longOffset', at)).join(' ');
  return zoneA === zoneB || offsets(zoneA) === offsets(zoneB);
}

const SHORT: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', ...TIME };

/** The start for a subject line: "Di., 30. März, 10:00" (the body says the rest). */
export const bookingShortTime = (start: Date, timeZone: string, language: LanguageCode) =>
  formatter(LOCALE[language], timeZone, SHORT).format(start);

const DEADLINE: Intl.DateTimeFormatOptions = { ...DAY, ...TIME };

/** An instant such as a deadline: "Montag, 29. März 2027, 10:00 (Mitteleuropäische Sommerzeit, GMT+02:00)". */
export function bookingDeadlineText(at: Date, timeZone: string, language: LanguageCode): string {
  const locale = LOCALE[language];
  return `${formatter(locale, timeZone, DEADLINE).format(at)} ${zoneText(locale, timeZone, at)}`;
}
