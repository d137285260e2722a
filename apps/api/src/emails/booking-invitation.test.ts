/**
 * Issue 25 point 6, "time is always right": the invitation and the mail's times name the booked
 * instants for every IANA zone, on both sides of every clock change of the next two years. The
 * invitation is read back by a real iCalendar parser (ical.js) with the VTIMEZONE it carries.
 */
import { LANGUAGE_CODES } from '@wegweiser/contracts/constants';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { readInvitation } from '../../test/helpers/ical';
import { type BookingInvitation, bookingInvitation, vtimezone } from './booking-invitation';
import { bookingTimeText } from './booking-times';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Whole minutes from the next full hour: the window the property covers is the next two years. */
const NOW = Math.ceil(Date.now() / HOUR) * HOUR;
const TWO_YEARS = 731 * 24 * HOUR;

/** Zones with unusual clock changes: 30-minute DST, no DST any more, :30 and :45 offsets, +14. */
const NAMED_ZONES = [
  'Europe/Berlin',
  'America/Sao_Paulo',
  'America/St_Johns',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
];
const ALL_ZONES = Intl.supportedValuesOf('timeZone');

/** The zone's transitions (offset changes) in the two years ahead. */
const transitionsCache = new Map<string, number[]>();
function transitions(timeZone: string): number[] {
  let found = transitionsCache.get(timeZone);
  if (found) return found;
  found = [];
  let cursor: Temporal.ZonedDateTime | null =
    Temporal.Instant.fromEpochMilliseconds(NOW).toZonedDateTimeISO(timeZone);
  for (;;) {
    cursor = cursor.getTimeZoneTransition('next');
    if (!cursor || cursor.epochMilliseconds > NOW + TWO_YEARS) break;
    found.push(cursor.epochMilliseconds);
  }
  transitionsCache.set(timeZone, found);
  return found;
}

const booking = (timeZone: string, start: number, minutes: number): BookingInvitation => ({
  uid: 'b7a4c1de-1f7a-4a55-9a39-3c2b1e0f9d11@praxis.example',
  sequence: 0,
  state: 'confirmed',
  start: new Date(start),
  end: new Date(start + minutes * MINUTE),
  timeZone,
  summary: 'Erstgespräch',
  location: { kind: 'practice', address: 'Hauptstraße 1, 10115 Berlin' },
  organizer: { name: 'Anna Weber', email: 'anna@praxis.example' },
  attendee: { name: 'Jan Kowalski', email: 'jan@example.com' },
  description: 'Verschieben oder absagen: https://praxis.example/de/termin/verwalten?token=abc',
  stamp: new Date(NOW),
});

/** The invitation read back names exactly the booked instants. */
function expectSameInstants(input: BookingInvitation) {
  const read = readInvitation(bookingInvitation(input).content);
  expect({ start: read.start, end: read.end }).toEqual({
    start: input.start.getTime(),
    end: input.end.getTime(),
  });
  return read;
}

/** What the mail must say of an instant in a zone, computed apart from the mail's Intl formatting. */
function expectTimeText(text: string, at: Date, timeZone: string) {
  const zoned = Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone);
  const hhmm = `${String(zoned.hour).padStart(2, '0')}:${String(zoned.minute).padStart(2, '0')}`;
  expect(text).toContain(hhmm);
  expect(text).toMatch(new RegExp(`(^|\\D)${zoned.day}(\\D|$)`));
  expect(text).toContain(String(zoned.year));
  const offset =
    zoned.offset === '+00:00'
      ? '(GMT|UTC)([+\u2212-]00:00)?(?![+\u2212-])'
      : `(GMT|UTC)[${zoned.offset[0] === '+' ? '+' : '\u2212-'}]${zoned.offset.slice(1)}`;
  expect(text).toMatch(new RegExp(offset));
}

describe('the invitation in the practice’s zone, read back by ical.js', () => {
  it('names the booked instants around every clock change of the named zones in the next two years', () => {
    let checked = 0;
    for (const timeZone of NAMED_ZONES) {
      const changes = transitions(timeZone);
      const starts = changes.length > 0 ? changes : [NOW + 90 * 24 * HOUR];
      for (const change of starts) {
        for (const shift of [-150, -90, -60, -45, -30, -15, 0, 15, 30, 45, 60, 90]) {
          for (const minutes of [15, 60, 120]) {
            const read = expectSameInstants(booking(timeZone, change + shift * MINUTE, minutes));
            if (read.tzid !== null) expect(read.tzid).toBe(timeZone);
            checked += 1;
          }
        }
      }
    }
    // Berlin, São Paulo (no DST since 2019), St John's, Lord Howe (30 min), Chatham change twice a year.
    expect(checked).toBeGreaterThan(500);
  });

  it('holds for any IANA zone and instant of the next two years, biased to the days of clock changes; so does the mail', () => {
    const zone = fc.oneof(fc.constantFrom(...NAMED_ZONES), fc.constantFrom(...ALL_ZONES));
    const startIn = (timeZone: string) => {
      const changes = transitions(timeZone);
      const anywhere = fc.integer({ min: 0, max: TWO_YEARS / (5 * MINUTE) }).map((n) => NOW + n * 5 * MINUTE);
      if (changes.length === 0) return anywhere;
      const nearChange = fc
        .tuple(fc.constantFrom(...changes), fc.integer({ min: -36 * 12, max: 36 * 12 }))
        .map(([change, steps]) => change + steps * 5 * MINUTE);
      return fc.oneof({ weight: 3, arbitrary: nearChange }, { weight: 1, arbitrary: anywhere });
    };
    const input = zone.chain((practiceZone) =>
      fc.record({
        practiceZone: fc.constant(practiceZone),
        visitorZone: fc.oneof(fc.constant(practiceZone), zone),
        start: startIn(practiceZone),
        minutes: fc.integer({ min: 1, max: 96 }).map((n) => n * 5),
        language: fc.constantFrom(...LANGUAGE_CODES),
      }),
    );
    fc.assert(
      fc.property(input, ({ practiceZone, visitorZone, start, minutes, language }) => {
        const invitation = booking(practiceZone, start, minutes);
        expectSameInstants(invitation);
        for (const timeZone of [visitorZone, practiceZone]) {
          const text = bookingTimeText(invitation, timeZone, language);
          expectTimeText(text, invitation.start, timeZone);
          expectTimeText(text, invitation.end, timeZone);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('bookingInvitation', () => {
  const confirmed = booking('Europe/Berlin', Date.parse('2027-03-30T08:00:00Z'), 60);

  it('is a REQUEST with a stable UID, the practice’s TZID and VTIMEZONE, organizer and attendee', () => {
    const { method, content } = bookingInvitation(confirmed);
    expect(method).toBe('REQUEST');
    expect(content).toContain('DTSTART;TZID=Europe/Berlin:20270330T100000\r\n');
    expect(content).toContain('DTEND;TZID=Europe/Berlin:20270330T110000\r\n');
    expect(content).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
    const read = readInvitation(content);
    expect(read).toMatchObject({
      method: 'REQUEST',
      uid: confirmed.uid,
      sequence: 0,
      status: 'CONFIRMED',
      tzid: 'Europe/Berlin',
      summary: 'Erstgespräch',
      location: 'Hauptstraße 1, 10115 Berlin',
      url: null,
      organizer: 'mailto:anna@praxis.example',
      attendee: { partstat: 'ACCEPTED', rsvp: 'FALSE', cn: 'Jan Kowalski' },
    });
    expect(read.attendee.value.toLowerCase()).toBe('mailto:jan@example.com');
    // CRLF everywhere, no line longer than 75 octets (RFC 5545 3.1).
    expect(content.endsWith('\r\n')).toBe(true);
    for (const line of content.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(content.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('raises SEQUENCE on a move under the same UID; a cancellation is a CANCEL, STATUS:CANCELLED', () => {
    const moved = readInvitation(
      bookingInvitation({
        ...confirmed,
        sequence: 1,
        start: new Date('2027-04-02T12:00:00Z'),
        end: new Date('2027-04-02T13:00:00Z'),
      }).content,
    );
    expect(moved).toMatchObject({ method: 'REQUEST', uid: confirmed.uid, sequence: 1, status: 'CONFIRMED' });
    expect(moved.start).toBe(Date.parse('2027-04-02T12:00:00Z'));
    const cancelled = bookingInvitation({ ...confirmed, sequence: 2, state: 'cancelled' });
    expect(cancelled.method).toBe('CANCEL');
    expect(readInvitation(cancelled.content)).toMatchObject({
      method: 'CANCEL',
      uid: confirmed.uid,
      sequence: 2,
      status: 'CANCELLED',
    });
    expect(bookingInvitation({ ...confirmed, state: 'declined' }).method).toBe('CANCEL');
    expect(readInvitation(bookingInvitation({ ...confirmed, state: 'requested' }).content).status).toBe(
      'TENTATIVE',
    );
  });

  it('escapes what visitors wrote and folds long lines; a video session has its link as LOCATION and URL', () => {
    const name = 'Jan "J;J" Kowalski, Jr.\r\nBCC: x@example.com';
    const summary = `Erstgespräch; Teil 1, mit Notizen \\ ${'日本語'.repeat(20)}`;
    const { content } = bookingInvitation({
      ...confirmed,
      summary,
      attendee: { name, email: 'jan@example.com' },
      location: { kind: 'video', url: 'https://meet.example/room/4711?pwd=a,b;c' },
      description: 'Zeile 1\nZeile 2',
    });
    for (const line of content.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const read = readInvitation(content);
    expect(read.summary).toBe(summary);
    expect(read.description).toBe('Zeile 1\nZeile 2');
    expect(read.location).toBe('https://meet.example/room/4711?pwd=a,b;c');
    // A link that a URI value would need escaped for is not written as URL (see the module).
    expect(read.url).toBeNull();
    const plain = { kind: 'video', url: 'https://meet.example/room/4711' } as const;
    expect(readInvitation(bookingInvitation({ ...confirmed, location: plain }).content)).toMatchObject({
      location: plain.url,
      url: plain.url,
    });
    // The name's line break is flattened: it cannot start a property of its own.
    // and its quotes are single ones: a double quote would end the quoted parameter.
    expect(read.attendee.cn).toBe("Jan 'J;J' Kowalski, Jr.  BCC: x@example.com");
    expect(content).not.toMatch(/^BCC/m);
  });

  it('writes a time in a repeated hour in UTC, which no calendar misreads', () => {
    // 2027-10-31 in Berlin: 02:00–03:00 happens twice; 02:30 CEST is 00:30 UTC, 02:30 CET 01:30 UTC.
    for (const start of ['2027-10-31T00:30:00Z', '2027-10-31T01:30:00Z']) {
      const repeated = booking('Europe/Berlin', Date.parse(start), 30);
      const { content } = bookingInvitation(repeated);
      expect(content).toContain(`DTSTART:${start.replace(/[-:]/g, '')}\r\n`);
      expectSameInstants(repeated);
    }
  });

  it('refuses a booking that does not end after it starts', () => {
    expect(() => bookingInvitation({ ...confirmed, end: confirmed.start })).toThrow(RangeError);
  });
});

describe('vtimezone', () => {
  it('has the observance in force and each transition up to the end, in the local time before it', () => {
    const text = vtimezone(
      'Europe/Berlin',
      new Date('2027-03-27T12:00:00Z'),
      new Date('2027-03-28T12:00:00Z'),
    );
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Berlin',
      'BEGIN:STANDARD',
      'DTSTART:20261025T030000',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:20270328T020000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
    ]);
    expect(
      vtimezone('Asia/Kolkata', new Date('2027-01-01T00:00:00Z'), new Date('2027-01-02T00:00:00Z')),
    ).toContain('TZOFFSETTO:+0530');
    expect(vtimezone('UTC', new Date('2027-01-01T00:00:00Z'), new Date('2027-01-02T00:00:00Z'))).toContain(
      'DTSTART:19700101T000000\r\nTZOFFSETFROM:+0000\r\nTZOFFSETTO:+0000',
    );
  });
});
