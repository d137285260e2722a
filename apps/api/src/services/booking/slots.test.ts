/**
 * The booking's slot rules (decision 099): examples around Berlin's changes, and the property over
 * IANA zones and the next two years' daylight-saving changes — every slot starts at a wall-clock time
 * of the hours' grid, read back through Intl (not through the code under test), lasts exactly its
 * duration in instants, lies inside the hours at every reading, and offered slots never overlap
 * when the interval is at least the duration; a booked slot's range is never offered again.
 */
import type { WallClockRange, WeeklyHours } from '@wegweiser/contracts/booking';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { minutesOf } from './practice-clock';
import {
  type Availability,
  blockedRange,
  freeSlots,
  type Occupancy,
  type SessionShape,
  type Slot,
  slotRefusal,
} from './slots';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const workday = [
  { start: '09:00', end: '12:00' },
  { start: '13:00', end: '17:00' },
];
const weekdays: WeeklyHours = { '1': workday, '2': workday, '3': workday, '4': workday, '5': workday };
const allDay: WeeklyHours = Object.fromEntries(
  ['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, [{ start: '00:00', end: '24:00' }]]),
);

const availability = (changes: Partial<Availability> = {}): Availability => ({
  timeZone: 'Europe/Berlin',
  weeklyHours: weekdays,
  overrides: new Map(),
  minimumNoticeMinutes: 0,
  horizonDays: 730,
  slotIntervalMinutes: 30,
  ...changes,
});
const hour: SessionShape = {
  durationMinutes: 60,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  maxPerDay: null,
};
const none: Occupancy = { busy: [], startsOfType: [] };

/** The wall-clock reading of an instant in a zone, through Intl: date, minutes after midnight, weekday. */
const readers = new Map<string, Intl.DateTimeFormat>();
function readClock(instant: number, timeZone: string) {
  let format = readers.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    readers.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const weekday = ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return { date, minutes: Number(parts.hour) * 60 + Number(parts.minute), weekday };
}

const at = (iso: string) => Date.parse(iso);
const wall = (slot: Slot, timeZone: string) => {
  const { date, minutes } = readClock(slot.start, timeZone);
  return `${date} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

describe('free slots in Europe/Berlin', () => {
  it('offers the weekly hours on the grid, none at lunch or at the weekend', () => {
    // Friday 2026-03-06 and the weekend after it.
    const slots = freeSlots(availability(), hour, none, {
      now: at('2026-03-01T00:00:00Z'),
      from: at('2026-03-06T00:00:00Z'),
      to: at('2026-03-09T00:00:00Z'),
    });
    expect(slots.map((slot) => wall(slot, 'Europe/Berlin'))).toEqual([
      '2026-03-06 09:00',
      '2026-03-06 09:30',
      '2026-03-06 10:00',
      '2026-03-06 10:30',
      '2026-03-06 11:00',
      '2026-03-06 13:00',
      '2026-03-06 13:30',
      '2026-03-06 14:00',
      '2026-03-06 14:30',
      '2026-03-06 15:00',
      '2026-03-06 15:30',
      '2026-03-06 16:00',
    ]);
    expect(slots[0]?.start).toBe(at('2026-03-06T08:00:00Z'));
  });

  it('skips the hour that does not exist on the spring-forward night, and lasts exact minutes', () => {
    const night = availability({
      weeklyHours: { '7': [{ start: '01:00', end: '04:00' }] },
      slotIntervalMinutes: 60,
    });
    const slots = freeSlots(night, hour, none, {
      now: at('2026-03-01T00:00:00Z'),
      from: at('2026-03-28T12:00:00Z'),
      to: at('2026-03-30T00:00:00Z'),
    });
    // 01:00 CET, then 03:00 CEST (02:00 does not exist); 01:00–04:00 that night is two real hours.
    expect(slots.map((slot) => new Date(slot.start).toISOString())).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T01:00:00.000Z',
    ]);
    expect(slots.map((slot) => wall(slot, 'Europe/Berlin'))).toEqual([
      '2026-03-29 01:00',
      '2026-03-29 03:00',
    ]);
  });

  it('offers a repeated hour on the fall-back night twice, once at each instant', () => {
    const night = availability({
      weeklyHours: { '7': [{ start: '02:00', end: '03:00' }] },
      slotIntervalMinutes: 30,
    });
    const half = { ...hour, durationMinutes: 30 };
    const slots = freeSlots(night, half, none, {
      now: at('2026-10-01T00:00:00Z'),
      from: at('2026-10-24T12:00:00Z'),
      to: at('2026-10-26T00:00:00Z'),
    });
    expect(slots.map((slot) => new Date(slot.start).toISOString())).toEqual([
      '2026-10-25T00:00:00.000Z',
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T01:00:00.000Z',
      '2026-10-25T01:30:00.000Z',
    ]);
  });

  it('an override closes a day or gives it other hours', () => {
    const rules = availability({
      overrides: new Map<string, WallClockRange[]>([
        ['2026-03-05', []],
        ['2026-03-06', [{ start: '18:00', end: '19:00' }]],
      ]),
    });
    const slots = freeSlots(rules, hour, none, {
      now: at('2026-03-01T00:00:00Z'),
      from: at('2026-03-05T00:00:00Z'),
      to: at('2026-03-07T00:00:00Z'),
    });
    expect(slots.map((slot) => wall(slot, 'Europe/Berlin'))).toEqual(['2026-03-06 18:00']);
  });

  it('keeps buffers, blocked time, notice, horizon and the maximum per day', () => {
    const buffered = { ...hour, bufferBeforeMinutes: 15, bufferAfterMinutes: 15, maxPerDay: 2 };
    const window = {
      now: at('2026-03-06T07:00:00Z'),
      from: at('2026-03-06T00:00:00Z'),
      to: at('2026-03-07T00:00:00Z'),
    };
    const rules = availability({ minimumNoticeMinutes: 120 });
    // Booked 13:00–14:00 Berlin (12:00–13:00Z), blocking 12:45–14:15 with its buffers.
    const busy = [{ start: at('2026-03-06T11:45:00Z'), end: at('2026-03-06T13:15:00Z') }];
    const slots = freeSlots(rules, buffered, { busy, startsOfType: [] }, window);
    // Notice: nothing before 10:00 Berlin. 11:00 ends 12:00 + 15 min buffer ≤ 12:45: free.
    expect(slots.map((slot) => wall(slot, 'Europe/Berlin').slice(11))).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ]);
    const full = freeSlots(
      rules,
      buffered,
      { busy, startsOfType: [at('2026-03-06T08:00:00Z'), busy[0]?.start ?? 0] },
      window,
    );
    expect(full).toEqual([]);
    const near = availability({ horizonDays: 1 });
    const beyond = {
      now: at('2026-03-05T12:00:00Z'),
      from: at('2026-03-05T00:00:00Z'),
      to: at('2026-03-10T00:00:00Z'),
    };
    const dates = new Set(
      freeSlots(near, hour, none, beyond).map((slot) => wall(slot, 'Europe/Berlin').slice(0, 10)),
    );
    expect([...dates]).toEqual(['2026-03-05', '2026-03-06']);
  });
});

describe('a requested start', () => {
  const now = at('2026-03-02T06:00:00Z');
  const rules = availability({ minimumNoticeMinutes: 60, horizonDays: 30 });
  const refusal = (iso: string, occupancy = none) =>
    slotRefusal(rules, hour, occupancy, { now, start: at(iso) });

  it('is free on the grid inside the hours', () => {
    expect(refusal('2026-03-03T08:00:00Z')).toBeNull();
  });

  it('names why it is refused', () => {
    expect(refusal('2026-03-01T08:00:00Z')).toBe('in_the_past');
    expect(refusal('2026-03-02T06:30:00Z')).toBe('too_soon');
    expect(refusal('2026-04-10T08:00:00Z')).toBe('beyond_horizon');
    expect(refusal('2026-03-03T08:10:00Z')).toBe('outside_hours');
    expect(refusal('2026-03-03T10:30:00Z')).toBe('outside_hours'); // 11:30 Berlin: would end in lunch
    expect(refusal('2026-03-07T08:00:00Z')).toBe('outside_hours'); // Saturday
    const busy = [{ start: at('2026-03-03T08:30:00Z'), end: at('2026-03-03T09:00:00Z') }];
    expect(refusal('2026-03-03T08:00:00Z', { busy, startsOfType: [] })).toBe('taken');
  });
});

/** Every transition of a zone in [from, to). */
function transitions(timeZone: string, from: number, to: number): number[] {
  const found: number[] = [];
  let zoned = Temporal.Instant.fromEpochMilliseconds(from).toZonedDateTimeISO(timeZone);
  for (;;) {
    const next = zoned.getTimeZoneTransition('next');
    if (!next || next.epochMilliseconds >= to) return found;
    found.push(next.epochMilliseconds);
    zoned = next;
  }
}

const NAMED_ZONES = [
  'Europe/Berlin',
  'America/Sao_Paulo',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'America/St_Johns',
  'America/Santiago',
  'America/Havana',
];
const SOME_ZONES = Intl.supportedValuesOf('timeZone').filter((_zone, index) => index % 23 === 0);
const ZONES = [...new Set([...NAMED_ZONES, ...SOME_ZONES])];
const START = Date.parse('2026-11-29T00:00:00Z');
const TWO_YEARS = 731 * DAY;
const CHANGES = NAMED_ZONES.flatMap((timeZone) =>
  transitions(timeZone, START, START + TWO_YEARS).map((instant) => ({ timeZone, instant })),
);

const wallTime = fc
  .integer({ min: 0, max: 287 })
  .map((fiveMinutes) => fiveMinutes * 5)
  .map(
    (minutes) =>
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
  );
const range = fc.tuple(wallTime, fc.integer({ min: 5, max: 600 })).map(([start, length]): WallClockRange => {
  const end = Math.min(1440, minutesOf(start) + length);
  return {
    start,
    end: `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`,
  };
});
const weeklyHours: fc.Arbitrary<WeeklyHours> = fc.oneof(
  fc.constant(allDay),
  fc.dictionary(
    fc.constantFrom('1', '2', '3', '4', '5', '6', '7'),
    fc.array(range, { minLength: 1, maxLength: 3 }),
  ),
);
const shape = fc.record({
  durationMinutes: fc.constantFrom(15, 30, 45, 50, 60, 90, 120),
  bufferBeforeMinutes: fc.constantFrom(0, 10, 15),
  bufferAfterMinutes: fc.constantFrom(0, 5, 30),
  maxPerDay: fc.constant(null),
});
/** A moment near a daylight-saving change of a named zone, or anywhere in the two years in any sampled zone. */
const place = fc.oneof(
  fc
    .record({
      change: fc.constantFrom(...CHANGES),
      shift: fc.integer({ min: -30, max: 6 }).map((hours) => hours * HOUR),
    })
    .map(({ change, shift }) => ({ timeZone: change.timeZone, from: change.instant + shift })),
  fc.record({
    timeZone: fc.constantFrom(...ZONES),
    from: fc.integer({ min: START, max: START + TWO_YEARS }),
  }),
);

/** Whether a reading lies inside the hours of its date (weekly, as these tests give no overrides). */
const insideHours = (hours: WeeklyHours, reading: ReturnType<typeof readClock>, end = false) =>
  (hours[`${reading.weekday}` as '1'] ?? []).some(
    (r) =>
      minutesOf(r.start) <= reading.minutes &&
      (end ? reading.minutes <= minutesOf(r.end) : reading.minutes < minutesOf(r.end)),
  );

/**
 * The properties of the free slots of one window: on the grid of the hours (read back through Intl),
 * exact in instants, inside the hours at every reading, in order, apart when the interval allows;
 * and a booked slot blocks every slot overlapping it.
 */
function checkSlots(
  timeZone: string,
  from: number,
  hours: WeeklyHours,
  interval: number,
  type: SessionShape,
) {
  const rules = availability({ timeZone, weeklyHours: hours, slotIntervalMinutes: interval });
  const window = { now: from - DAY, from, to: from + 36 * HOUR };
  const slots = freeSlots(rules, type, none, window);
  for (const [index, slot] of slots.entries()) {
    expect(slot.end - slot.start).toBe(type.durationMinutes * MINUTE);
    expect(slot.start).toBeGreaterThanOrEqual(window.from);
    expect(slot.start).toBeLessThan(window.to);
    const start = readClock(slot.start, timeZone);
    const onGrid = (hours[`${start.weekday}` as '1'] ?? []).some(
      (r) =>
        minutesOf(r.start) <= start.minutes &&
        start.minutes < minutesOf(r.end) &&
        (start.minutes - minutesOf(r.start)) % interval === 0,
    );
    expect(onGrid, `${new Date(slot.start).toISOString()} in ${timeZone}`).toBe(true);
    // Every reading inside the hours: each quarter hour of the slot (changes fall on them)
    // and its last millisecond, for a sample of up to about 30 slots of the run.
    if (index % Math.ceil(slots.length / 30) === 0) {
      for (let instant = slot.start; instant < slot.end; instant += 15 * MINUTE) {
        expect(insideHours(hours, readClock(instant, timeZone))).toBe(true);
      }
      expect(insideHours(hours, readClock(slot.end - 1, timeZone))).toBe(true);
    }
    const previous = slots[index - 1];
    if (previous) expect(slot.start).toBeGreaterThan(previous.start);
    if (previous && interval >= type.durationMinutes) expect(slot.start).toBeGreaterThanOrEqual(previous.end);
  }
  // A booked slot is offered no more, nor anything overlapping it with the buffers.
  const booked = slots[Math.floor(slots.length / 2)];
  if (booked) {
    const blocked = blockedRange(booked, type);
    const after = freeSlots(rules, type, { busy: [blocked], startsOfType: [] }, window);
    for (const slot of after) {
      const range = blockedRange(slot, type);
      expect(range.start < blocked.end && blocked.start < range.end).toBe(false);
    }
    expect(
      slotRefusal(
        rules,
        type,
        { busy: [blocked], startsOfType: [] },
        { now: window.now, start: booked.start },
      ),
    ).toBe('taken');
    expect(slotRefusal(rules, type, none, { now: window.now, start: booked.start })).toBeNull();
  }
}

describe('slots in every zone across daylight-saving changes (property)', () => {
  it('the sample holds every change of the named zones in the next two years', () => {
    for (const timeZone of [
      'Europe/Berlin',
      'America/Santiago',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'America/St_Johns',
    ]) {
      expect(CHANGES.filter((change) => change.timeZone === timeZone).length).toBeGreaterThanOrEqual(4);
    }
    expect(ZONES.length).toBeGreaterThan(20);
  });

  it('hold around every change of the named zones in the next two years', () => {
    for (const { timeZone, instant } of CHANGES) {
      for (const [interval, durationMinutes] of [
        [30, 60],
        [60, 60],
      ] as const) {
        checkSlots(timeZone, instant - 30 * HOUR, allDay, interval, {
          ...hour,
          durationMinutes,
          bufferAfterMinutes: 15,
        });
      }
    }
  });

  it('start on the grid of the hours, last exactly, stay inside the hours, never overlap when apart', () => {
    fc.assert(
      fc.property(
        place,
        weeklyHours,
        fc.constantFrom(5, 15, 20, 30, 45, 60, 90),
        shape,
        ({ timeZone, from }, hours, interval, type) => checkSlots(timeZone, from, hours, interval, type),
      ),
      { numRuns: 60 },
    );
  });
});
