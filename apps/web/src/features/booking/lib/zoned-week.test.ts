import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateFormat,
  firstWeek,
  formatTime,
  formatWeek,
  groupWeek,
  isTimeZone,
  mondayOf,
  parseDate,
  sameClock,
  weekWindow,
  zonedDate,
} from './zoned-week';

/** Slots every `step` minutes from `from` (an ISO instant), `count` of them, `length` minutes long. */
const slotsFrom = (from: string, count: number, step = 60, length = 30) =>
  Array.from({ length: count }, (_, index) => {
    const start = Date.parse(from) + index * step * 60_000;
    return { start: new Date(start).toISOString(), end: new Date(start + length * 60_000).toISOString() };
  });

describe('calendar days', () => {
  it('reads only real dates', () => {
    expect(parseDate('2026-02-28')).toBe(Date.UTC(2026, 1, 28));
    expect(parseDate('2026-02-29')).toBeNull();
    expect(parseDate('2026-13-01')).toBeNull();
    expect(parseDate('26-01-01')).toBeNull();
    expect(parseDate(null)).toBeNull();
  });

  it('finds the Monday of any day and counts days across month and year ends', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it("asks for a day around the week so that every zone's week is complete, within the API's window", () => {
    const { from, to } = weekWindow('2026-11-30');
    expect(from).toBe('2026-11-29T00:00:00.000Z');
    expect(to).toBe('2026-12-08T00:00:00.000Z');
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBeLessThanOrEqual(62);
  });

  it('knows IANA zones and refuses anything else', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });
});

describe('a week of slots in a zone', () => {
  it('puts each slot on the day it starts on in the zone shown', () => {
    // 23:30 UTC on Monday is Tuesday morning in Tokyo and Monday evening in New York.
    const slots = slotsFrom('2026-11-30T23:30:00Z', 1);
    const tokyo = groupWeek(slots, '2026-11-30', 'Asia/Tokyo');
    expect(tokyo.map((day) => day.slots.length)).toEqual([0, 1, 0, 0, 0, 0, 0]);
    const newYork = groupWeek(slots, '2026-11-30', 'America/New_York');
    expect(newYork.map((day) => day.slots.length)).toEqual([1, 0, 0, 0, 0, 0, 0]);
    expect(formatTime(Date.parse(slots[0]?.start ?? ''), 'de', 'Asia/Tokyo')).toBe('8:30');
  });

  it('leaves out what falls before or after the week in the zone', () => {
    const slots = slotsFrom('2026-11-29T22:00:00Z', 2, 60 * 24 * 8);
    // Sunday 23:00 in Berlin (before the week) and Tuesday 23:00 of the next week.
    const days = groupWeek(slots, '2026-11-30', 'Europe/Berlin');
    expect(days.flatMap((day) => day.slots)).toEqual([]);
  });

  it("keeps the practice's hours on the right day across the spring change (Berlin, 29 March 2026)", () => {
    // Hourly slots 08:00–16:00 wall clock on Saturday 28 and Sunday 29 March... and Monday 30 March.
    const saturday = slotsFrom('2026-03-28T07:00:00Z', 9); // CET, UTC+1
    const monday = slotsFrom('2026-03-30T06:00:00Z', 9); // CEST, UTC+2
    const days = groupWeek([...monday, ...saturday], '2026-03-23', 'Europe/Berlin');
    const saturdayTimes = days[5]?.slots.map((slot) =>
      formatTime(Date.parse(slot.start), 'de', 'Europe/Berlin'),
    );
    expect(saturdayTimes?.[0]).toBe('8:00');
    expect(saturdayTimes?.at(-1)).toBe('16:00');
    expect(days[6]?.slots).toEqual([]);
    const next = groupWeek(monday, '2026-03-30', 'Europe/Berlin');
    expect(next[0]?.slots.map((slot) => formatTime(Date.parse(slot.start), 'de', 'Europe/Berlin'))).toEqual([
      '8:00',
      '9:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
  });

  it('shows a visitor in New York the same instants an hour apart during the weeks the clocks differ', () => {
    // 2026: the US changes on 8 March, Europe on 29 March. Berlin 09:00 is 03:00 in New York before
    // 8 March, 04:00 between the two changes and 03:00 again after 29 March.
    const instant = (iso: string) => Date.parse(iso);
    expect(formatTime(instant('2026-03-02T08:00:00Z'), 'en', 'America/New_York')).toBe('3:00 AM');
    expect(formatTime(instant('2026-03-16T08:00:00Z'), 'en', 'America/New_York')).toBe('4:00 AM');
    expect(formatTime(instant('2026-03-30T07:00:00Z'), 'en', 'America/New_York')).toBe('3:00 AM');
    expect(formatTime(instant('2026-03-16T08:00:00Z'), 'zh', 'Asia/Shanghai')).toBe('16:00');
    expect(sameClock('Europe/Berlin', 'Europe/Paris', instant('2026-03-16T08:00:00Z'))).toBe(true);
    expect(sameClock('Europe/Berlin', 'America/New_York', instant('2026-03-16T08:00:00Z'))).toBe(false);
  });

  it('puts a slot in the repeated autumn hour on its day once (Berlin, 25 October 2026)', () => {
    // 00:30 and 01:30 UTC are 02:30 CEST and 02:30 CET: the same wall clock twice, both on Sunday.
    const slots = slotsFrom('2026-10-25T00:30:00Z', 2);
    const days = groupWeek(slots, '2026-10-19', 'Europe/Berlin');
    expect(days[6]?.date).toBe('2026-10-25');
    expect(days[6]?.slots).toHaveLength(2);
    expect(zonedDate(Date.parse('2026-10-25T00:30:00Z'), 'Europe/Berlin')).toBe('2026-10-25');
  });
});

describe('a week as words', () => {
  it('names its first and last day, the year once', () => {
    expect(formatWeek('2026-11-30', 'de')).toBe('30. Nov. – 6. Dez. 2026');
    expect(formatWeek('2026-12-28', 'en')).toBe('Dec 28 – Jan 3, 2027');
    expect(formatWeek('2026-11-30', 'zh')).toBe('11月30日 – 2026年12月6日');
  });
});

describe('the first week with a free slot', () => {
  it("is the week of the earliest slot in the visitor's zone, else the current week", () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    expect(firstWeek(slotsFrom('2026-12-09T09:00:00Z', 3), 'Europe/Berlin', now)).toBe('2026-12-07');
    // Sunday 23:30 UTC is already Monday in Tokyo: the next week there.
    expect(firstWeek(slotsFrom('2026-12-06T23:30:00Z', 1), 'Asia/Tokyo', now)).toBe('2026-12-07');
    expect(firstWeek(slotsFrom('2026-12-06T23:30:00Z', 1), 'America/New_York', now)).toBe('2026-11-30');
    expect(firstWeek([], 'Europe/Berlin', now)).toBe('2026-11-23');
  });
});

describe('dateFormat', () => {
  it('builds one formatter per locale and options and reuses it', () => {
    const first = dateFormat('de', { timeZone: 'Asia/Tokyo', hour: 'numeric', minute: '2-digit' });
    expect(dateFormat('de', { timeZone: 'Asia/Tokyo', hour: 'numeric', minute: '2-digit' })).toBe(first);
    expect(dateFormat('fr', { timeZone: 'Asia/Tokyo', hour: 'numeric', minute: '2-digit' })).not.toBe(first);
    expect(first.format(Date.UTC(2026, 11, 7, 0, 30))).toBe('9:30');
  });

  it('starts afresh past 500 kinds, so no stream of zones grows it without end', () => {
    const first = dateFormat('en', { timeZone: 'UTC', day: 'numeric' });
    for (let kind = 0; kind < 500; kind += 1)
      dateFormat(`en-x-k${kind}`, { timeZone: 'UTC', day: 'numeric' });
    expect(dateFormat('en', { timeZone: 'UTC', day: 'numeric' })).not.toBe(first);
  });
});
