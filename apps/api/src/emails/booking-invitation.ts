/**
 * The calendar invitation of a booking (issue 25 points 5 and 6, decision 101): one RFC 5545
 * VCALENDAR written by `ical-generator` (escaping, parameter quoting, folding at 75 octets), with a
 * VTIMEZONE for the practice's zone made here from the zone's real transitions (Temporal over the
 * runtime's tz data), so a calendar without its own tz database still places the event right.
 *
 * A new, confirmed or moved booking is a METHOD:REQUEST (the SEQUENCE rises with every move); a
 * cancelled or declined one a METHOD:CANCEL with STATUS:CANCELLED under the same UID.
 */
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { Temporal } from 'temporal-polyfill';

/** Where the session happens, as the invitation shows it. */
export type InvitationLocation =
  | { kind: 'practice'; address: string }
  | { kind: 'phone'; phone: string }
  | { kind: 'video'; url: string };

export type InvitationPerson = { name: string; email: string };

export type BookingInvitation = {
  /** Stable across every mail of the booking, e.g. `{booking id}@{site host}`. */
  uid: string;
  /** 0 for the first invitation; raised by one on every move and on the cancellation. */
  sequence: number;
  /** `requested` waits for the owner (TENTATIVE); `cancelled` and `declined` cancel the event. */
  state: 'requested' | 'confirmed' | 'cancelled' | 'declined';
  start: Date;
  end: Date;
  /** The practice's IANA zone: DTSTART/DTEND are written in it, with its VTIMEZONE. */
  timeZone: string;
  /** The session type's name in the visitor's language. */
  summary: string;
  location: InvitationLocation;
  /** The owner (the practice). */
  organizer: InvitationPerson;
  /** The visitor who booked. */
  attendee: InvitationPerson;
  /** Free text, e.g. the links to move or cancel. */
  description: string;
  /** When this version of the invitation was made (DTSTAMP). */
  stamp: Date;
};

export type CalendarMethod = 'REQUEST' | 'CANCEL';

/** The invitation as an outbox row carries it: the VCALENDAR text and its METHOD. */
export type CalendarInvitation = { method: CalendarMethod; content: string };

/** ical-generator puts the leading "-" (a non-registered identifier) before it. */
const PRODID = '//Wegweiser//Booking//EN';

/** Text for a TEXT value: no control characters but line breaks (escaped by the writer). */
const clean = (text: string) => text.replace(/[\p{Cc}\u2028\u2029]/gu, (c) => (c === '\n' ? c : ' '));
/**
 * A name (a CN parameter): one line, without the two characters a quoted parameter value cannot
 * carry plainly — `"` (only as RFC 6868's `^'`, which ical-generator 10 does not write and many
 * calendars do not read) and `^` (RFC 6868's escape character).
 */
const oneLine = (text: string) =>
  text
    .replace(/[\p{Cc}\u2028\u2029]/gu, ' ')
    .replace(/"/g, "'")
    .replace(/\^/g, '\u02c6');

const instant = (date: Date) => Temporal.Instant.fromEpochMilliseconds(date.getTime());
const zoned = (epochMs: number, timeZone: string) =>
  Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone);

/**
 * Whether a local time names its instant unambiguously. A local time in the hour repeated when the
 * clocks go back names two instants: RFC 5545 (3.3.5) means the first, ical.js reads the second,
 * and calendars differ — so such an instant is written in UTC instead.
 */
export function localTimeIsExact(date: Date, timeZone: string): boolean {
  const local = instant(date).toZonedDateTimeISO(timeZone).toPlainDateTime();
  return (['earlier', 'later'] as const).every(
    (disambiguation) =>
      local.toZonedDateTime(timeZone, { disambiguation }).epochMilliseconds === date.getTime(),
  );
}

/** `±hhmm` (or `±hhmmss` for historical offsets with seconds). */
function utcOffset(offsetMs: number): string {
  const sign = offsetMs < 0 ? '-' : '+';
  const total = Math.abs(Math.round(offsetMs / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const seconds = total % 60;
  return `${sign}${pad(Math.floor(total / 3600))}${pad(Math.floor(total / 60) % 60)}${seconds ? pad(seconds) : ''}`;
}

/** A local date-time `YYYYMMDDTHHMMSS` of an instant read at a fixed offset. */
function localAt(epochMs: number, offsetMs: number): string {
  const iso = new Date(epochMs + offsetMs).toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`;
}

const offsetAt = (epochMs: number, timeZone: string) => zoned(epochMs, timeZone).offsetNanoseconds / 1e6;

/**
 * The VTIMEZONE of a zone for the instants from `from` to `to`: the observance in force at `from`
 * (from the transition that began it) and one per transition up to `to`, each with its onset in
 * the local time before it (RFC 5545 3.6.5) and no recurrence rule — exact for whatever the tz data
 * says, however irregular. An observance that moves the clock forward is DAYLIGHT, else STANDARD.
 */
export function vtimezone(timeZone: string, from: Date, to: Date): string {
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  const observance = (onset: number | null) => {
    const after = offsetAt(onset ?? from.getTime(), timeZone);
    const before = onset === null ? after : offsetAt(onset - 1, timeZone);
    const kind = after > before ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${onset === null ? '19700101T000000' : localAt(onset, before)}`,
      `TZOFFSETFROM:${utcOffset(before)}`,
      `TZOFFSETTO:${utcOffset(after)}`,
      `END:${kind}`,
    );
  };
  // The last transition at or before `from` (transitions fall on whole seconds).
  const first = zoned(from.getTime() + 1, timeZone).getTimeZoneTransition('previous');
  observance(first ? first.epochMilliseconds : null);
  let cursor = first ?? zoned(from.getTime(), timeZone);
  for (;;) {
    const next = cursor.getTimeZoneTransition('next');
    if (!next || next.epochMilliseconds > to.getTime()) break;
    observance(next.epochMilliseconds);
    cursor = next;
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}

/** The invitation's METHOD: a cancelled or declined booking takes the event out of the calendar. */
export const invitationMethod = (state: BookingInvitation['state']): CalendarMethod =>
  state === 'cancelled' || state === 'declined' ? 'CANCEL' : 'REQUEST';

/** The booking's VCALENDAR (CRLF lines, folded) and its METHOD for the mail's text/calendar part. */
export function bookingInvitation(booking: BookingInvitation): CalendarInvitation {
  if (!(booking.end.getTime() > booking.start.getTime())) {
    throw new RangeError('a booking ends after it starts');
  }
  const method = invitationMethod(booking.state);
  const { timeZone } = booking;
  // Local times in the practice's zone with its VTIMEZONE, unless one of them falls in a repeated
  // hour: then both in UTC, which no calendar can misread.
  const local = localTimeIsExact(booking.start, timeZone) && localTimeIsExact(booking.end, timeZone);
  const calendar = ical({
    prodId: PRODID,
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    // No calendar-wide zone (it would write DTSTAMP in local time); the event's zone brings its VTIMEZONE.
    timezone: { name: null, generator: (name) => vtimezone(name, booking.start, booking.end) },
  });
  const { location } = booking;
  calendar.createEvent({
    id: booking.uid,
    sequence: booking.sequence,
    stamp: instant(booking.stamp),
    start: local ? instant(booking.start).toZonedDateTimeISO(timeZone) : instant(booking.start),
    end: local ? instant(booking.end).toZonedDateTimeISO(timeZone) : instant(booking.end),
    ...(local ? { timezone: timeZone } : {}),
    summary: clean(booking.summary),
    description: clean(booking.description),
    location: clean(
      location.kind === 'practice'
        ? location.address
        : location.kind === 'phone'
          ? location.phone
          : location.url,
    ),
    // ical-generator escapes a URL like text (`\,`), which a URI value must not be: a link with
    // such characters is in LOCATION (text, escaped right) and DESCRIPTION only.
    ...(location.kind === 'video' && location.url && !/[,;\\]/.test(location.url)
      ? { url: location.url }
      : {}),
    status:
      method === 'CANCEL'
        ? ICalEventStatus.CANCELLED
        : booking.state === 'requested'
          ? ICalEventStatus.TENTATIVE
          : ICalEventStatus.CONFIRMED,
    organizer: { name: oneLine(booking.organizer.name), email: booking.organizer.email },
    attendees: [
      {
        name: oneLine(booking.attendee.name),
        email: booking.attendee.email,
        role: ICalAttendeeRole.REQ,
        // The visitor asked for this time: accepted, no answer expected (RSVP=FALSE keeps the
        // calendar from offering yes/no buttons that would mail the owner a REPLY).
        status: ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
  });
  // Every content line ends with CRLF, the last one too (RFC 5545 3.1).
  return { method, content: `${calendar.toString().replace(/\r\n$/, '')}\r\n` };
}
