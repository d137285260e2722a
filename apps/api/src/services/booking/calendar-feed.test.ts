/**
 * The owner's calendar feed names the booked instants (issue 25 points 6 and 7, decision 104): for
 * zones with unusual clock changes and any IANA zone, bookings spread over the next two years —
 * around clock changes, in the hour repeated when the clocks go back — read back by ical.js with the
 * feed's own VTIMEZONE land on the same instants; a time in a repeated hour is written in UTC.
 */
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { readFeed } from '../../../test/helpers/ical-feed';
import type { AgendaRow } from '../../repositories/agenda-repository';
import { calendarFeed, feedUid } from './calendar-feed';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NOW = Math.ceil(Date.now() / HOUR) * HOUR;
const TWO_YEARS = 731 * 24 * HOUR;
const NAMED_ZONES = [
  'Europe/Berlin',
  'America/Sao_Paulo',
  'America/St_Johns',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Pacific/Chatham',
];
const ALL_ZONES = Intl.supportedValuesOf('timeZone');

let serial = 0;
function booking(start: number, minutes: number, state = 'confirmed'): AgendaRow {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    sessionTypeId: 1,
    state,
    startsAt: new Date(start),
    endsAt: new Date(start + minutes * MINUTE),
    blocked: '',
    visitorName: `Gast ${serial}`,
    visitorEmail: `gast${serial}@example.org`,
    visitorPhone: null,
    visitorMessage: 'Hallo; "Grüße", \\ und mehr',
    languageCode: 'de',
    visitorTimeZone: 'Europe/Berlin',
    idempotencyKey: null,
    manageTokenHash: 'x',
    expiresAt: null,
    cancelledAt: null,
    videoLink: null,
    endedBy: null,
    sequence: serial % 3,
    reminder24hSentAt: null,
    reminder1hSentAt: null,
    decisionMessage: null,
    stateChangedAt: null,
    createdAt: new Date(NOW),
    updatedAt: new Date(NOW),
    sessionType: {
      id: 1,
      name: { de: 'Erstgespräch', en: 'First call' },
      durationMinutes: minutes,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      locationKind: 'practice',
      locationAddress: 'Musterstraße 1, 10115 Berlin',
      locationLink: null,
    },
  } as AgendaRow;
}

const feedOf = (rows: AgendaRow[], timeZone: string) =>
  calendarFeed({ bookings: rows, timeZone, host: 'praxis.example', name: 'Praxis', stamp: new Date(NOW) });

/** The clock changes of a zone in the next two years. */
function transitions(timeZone: string): number[] {
  const found: number[] = [];
  let cursor = Temporal.Instant.fromEpochMilliseconds(NOW).toZonedDateTimeISO(timeZone);
  for (;;) {
    const next = cursor.getTimeZoneTransition('next');
    if (!next || next.epochMilliseconds > NOW + TWO_YEARS) return found;
    found.push(next.epochMilliseconds);
    cursor = next;
  }
}

function expectSameInstants(rows: AgendaRow[], timeZone: string) {
  const { events, zones, method } = readFeed(feedOf(rows, timeZone));
  expect(method).toBeNull();
  expect(events).toHaveLength(rows.length);
  const byUid = new Map(events.map((event) => [event.uid, event]));
  for (const row of rows) {
    const event = byUid.get(feedUid(row.id, 'praxis.example'));
    expect(event?.start, `${timeZone} ${row.startsAt.toISOString()}`).toBe(row.startsAt.getTime());
    expect(event?.end, `${timeZone} ${row.endsAt.toISOString()}`).toBe(row.endsAt.getTime());
    expect(event?.sequence).toBe(row.sequence);
  }
  if (events.some((event) => event.tzid !== null)) expect(zones).toEqual([timeZone]);
}

describe('the calendar feed', () => {
  it('names the booked instants around every clock change of two years in zones with unusual ones', () => {
    for (const timeZone of NAMED_ZONES) {
      const rows = transitions(timeZone).flatMap((at) =>
        [-90, -30, 0, 30, 60].map((offset) => booking(at + offset * MINUTE, 45)),
      );
      rows.push(booking(NOW + 3 * HOUR, 60, 'requested'));
      expectSameInstants(rows, timeZone);
    }
  });

  it('writes a time in the repeated hour in UTC, the rest in the practice zone', () => {
    // Berlin, 31 October 2027: 02:30 happens twice; 00:30 UTC is the first.
    const repeated = booking(Date.parse('2027-10-31T00:30:00Z'), 30);
    const plain = booking(Date.parse('2027-11-02T09:00:00Z'), 30);
    const { events } = readFeed(feedOf([repeated, plain], 'Europe/Berlin'));
    expect(events.map((event) => event.tzid)).toEqual([null, 'Europe/Berlin']);
    expect(events.map((event) => event.start)).toEqual([
      repeated.startsAt.getTime(),
      plain.startsAt.getTime(),
    ]);
  });

  it('for any zone and times in the next two years', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL_ZONES),
        fc.array(
          fc.tuple(fc.integer({ min: 0, max: TWO_YEARS / MINUTE }), fc.integer({ min: 5, max: 240 })),
          { minLength: 1, maxLength: 6 },
        ),
        (timeZone, times) => {
          const rows = times
            .map(([minutes, length]) => booking(NOW + minutes * MINUTE, length))
            .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
          expectSameInstants(rows, timeZone);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('is a valid empty calendar without bookings, and marks a request tentative', () => {
    expect(readFeed(feedOf([], 'Europe/Berlin')).events).toEqual([]);
    const { events } = readFeed(feedOf([booking(NOW + HOUR, 30, 'requested')], 'Europe/Berlin'));
    expect(events[0]?.status).toBe('TENTATIVE');
    expect(events[0]?.summary).toContain('Erstgespräch');
  });
});
