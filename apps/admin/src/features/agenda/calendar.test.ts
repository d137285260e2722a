import { describe, expect, it } from 'vitest';
import { byDay, daysOf, mondayOf, partOn, stepOf, windowOf } from './calendar';

describe("the agenda's days", () => {
  it('starts a week on Monday and steps by a day or a week', () => {
    expect(mondayOf('2026-12-10')).toBe('2026-12-07');
    expect(mondayOf('2026-12-13')).toBe('2026-12-07');
    expect(mondayOf('2026-12-07')).toBe('2026-12-07');
    expect(daysOf('week', '2026-12-31')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(daysOf('day', '2026-12-31')).toEqual(['2026-12-31']);
    expect(stepOf('week', '2026-12-31', 1)).toBe('2027-01-07');
    expect(stepOf('day', '2027-01-01', -1)).toBe('2026-12-31');
  });

  it("covers the practice's midnights, a clock-change week an hour shorter", () => {
    expect(windowOf(daysOf('week', '2026-12-09'), 'Europe/Berlin')).toEqual({
      from: '2026-12-06T23:00:00.000Z',
      to: '2026-12-13T23:00:00.000Z',
    });
    // Summer time begins on Sunday 29 March 2026.
    expect(windowOf(daysOf('week', '2026-03-25'), 'Europe/Berlin')).toEqual({
      from: '2026-03-22T23:00:00.000Z',
      to: '2026-03-29T22:00:00.000Z',
    });
  });

  it('puts a span on each day it touches, with its times there', () => {
    const night = { start: '2026-12-07T21:00:00.000Z', end: '2026-12-08T07:00:00.000Z' };
    expect(partOn(night, '2026-12-07', 'Europe/Berlin')).toEqual({
      whole: false,
      from: '22:00',
      to: '24:00',
    });
    expect(partOn(night, '2026-12-08', 'Europe/Berlin')).toEqual({
      whole: false,
      from: '00:00',
      to: '08:00',
    });
    expect(partOn(night, '2026-12-09', 'Europe/Berlin')).toBeNull();
    const day = { start: '2026-12-08T23:00:00.000Z', end: '2026-12-09T23:00:00.000Z' };
    expect(partOn(day, '2026-12-09', 'Europe/Berlin')?.whole).toBe(true);
    const later = { start: '2026-12-07T15:00:00.000Z', end: '2026-12-07T16:00:00.000Z' };
    const days = byDay(['2026-12-07', '2026-12-08'], [later, night], (span) => span, 'Europe/Berlin');
    expect(days.get('2026-12-07')).toEqual([later, night]);
    expect(days.get('2026-12-08')).toEqual([night]);
  });
});
