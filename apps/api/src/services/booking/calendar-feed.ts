/**
 * The owner's private calendar feed (issue 25 point 7, decision 104): one VCALENDAR of her live and
 * recent bookings that her phone's calendar subscribes to. Written by `ical-generator` like the
 * invitation (decision 101), with the practice zone's VTIMEZONE from the invitation's builder over
 * the feed's whole span; a time in the hour repeated when the clocks go back is written in UTC,
 * as the invitation does. No METHOD: a subscribed calendar is published, not an invitation.
 */
import ical, { ICalEventStatus } from 'ical-generator';
import { Temporal } from 'temporal-polyfill';
import { localTimeIsExact, vtimezone } from '../../emails/booking-invitation';
import type { AgendaRow } from '../../repositories/agenda-repository';

const PRODID = '//Wegweiser//Agenda//EN';
const STATE_WORDS: Record<string, string> = {
  requested: 'Anfrage / request',
  confirmed: 'Bestätigt / confirmed',
  no_show: 'Nicht erschienen / no-show',
  done: 'Stattgefunden / done',
};

const clean = (text: string) => text.replace(/[\p{Cc}\u2028\u2029]/gu, (c) => (c === '\n' ? c : ' '));
const instant = (date: Date) => Temporal.Instant.fromEpochMilliseconds(date.getTime());
/** The session type's name for the owner: German, else English, else any. */
const typeName = (name: Record<string, string>) =>
  name.de || name.en || Object.values(name).find(Boolean) || '';

/** The feed's UID of a booking: its own, apart from the visitor's invitation. */
export const feedUid = (bookingId: string, host: string) => `agenda-${bookingId}@${host}`;

export type FeedInput = {
  bookings: AgendaRow[];
  /** The practice's IANA zone. */
  timeZone: string;
  /** The site's host, for the UIDs. */
  host: string;
  /** The site's name, the calendar's name. */
  name: string;
  stamp: Date;
};

export function calendarFeed({ bookings, timeZone, host, name, stamp }: FeedInput): string {
  // The VTIMEZONE covers every booking, whatever their order.
  const first = bookings.reduce(
    (earliest, booking) => (booking.startsAt < earliest ? booking.startsAt : earliest),
    bookings[0]?.startsAt ?? stamp,
  );
  const last = bookings.reduce(
    (latest, booking) => (booking.endsAt > latest ? booking.endsAt : latest),
    first,
  );
  const calendar = ical({
    prodId: PRODID,
    name: clean(name),
    timezone: { name: null, generator: (zone) => vtimezone(zone, first, last) },
  });
  for (const booking of bookings) {
    const local = localTimeIsExact(booking.startsAt, timeZone) && localTimeIsExact(booking.endsAt, timeZone);
    const type = booking.sessionType;
    const description = [
      `${STATE_WORDS[booking.state] ?? booking.state}`,
      booking.visitorEmail,
      ...(booking.visitorPhone ? [booking.visitorPhone] : []),
      ...(booking.visitorMessage ? ['', booking.visitorMessage] : []),
    ].join('\n');
    const location =
      type.locationKind === 'practice'
        ? (type.locationAddress ?? '')
        : type.locationKind === 'video'
          ? (type.locationLink ?? '')
          : (booking.visitorPhone ?? '');
    calendar.createEvent({
      id: feedUid(booking.id, host),
      sequence: booking.sequence,
      stamp: instant(stamp),
      start: local ? instant(booking.startsAt).toZonedDateTimeISO(timeZone) : instant(booking.startsAt),
      end: local ? instant(booking.endsAt).toZonedDateTimeISO(timeZone) : instant(booking.endsAt),
      ...(local ? { timezone: timeZone } : {}),
      summary: clean(`${booking.visitorName} – ${typeName(type.name)}`),
      description: clean(description),
      ...(location ? { location: clean(location) } : {}),
      status: booking.state === 'requested' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  return `${calendar.toString().replace(/\r\n$/, '')}\r\n`;
}
