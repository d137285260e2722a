import { describe, expect, it } from 'vitest';
import { addDays, instantOf, wallClockOf } from './zoned';

describe('the practice’s clock', () => {
  it('turns a date and time in the zone into the instant, on both sides of a change', () => {
    expect(new Date(instantOf('2030-03-30', '09:00', 'Europe/Berlin')).toISOString()).toBe(
      '2030-03-30T08:00:00.000Z',
    );
    expect(new Date(instantOf('2030-04-01', '09:00', 'Europe/Berlin')).toISOString()).toBe(
      '2030-04-01T07:00:00.000Z',
    );
    expect(new Date(instantOf('2030-03-31', '24:00', 'Europe/Berlin')).toISOString()).toBe(
      '2030-03-31T22:00:00.000Z',
    );
    expect(new Date(instantOf('2030-07-01', '10:30', 'America/New_York')).toISOString()).toBe(
      '2030-07-01T14:30:00.000Z',
    );
  });

  it('reads an instant back as the zone’s date and time', () => {
    expect(wallClockOf('2030-03-29T23:00:00.000Z', 'Europe/Berlin')).toEqual({
      date: '2030-03-30',
      time: '00:00',
    });
    expect(wallClockOf('2030-10-27T01:30:00.000Z', 'Europe/Berlin')).toEqual({
      date: '2030-10-27',
      time: '02:30',
    });
  });

  it('counts calendar days', () => {
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
  });
});
