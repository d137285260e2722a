import { describe, expect, it } from 'vitest';
import { clockIn, timeZoneNames, todayIn } from './calendar';

describe("the practice's calendar", () => {
  it("names today as the practice's clock does, not the browser's or UTC's", () => {
    const lateEvening = new Date('2026-11-29T23:30:00Z');
    expect(todayIn('Europe/Berlin', lateEvening)).toBe('2026-11-30');
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-29');
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-11-29');
    // Summer time: 22:30 UTC is 00:30 in Berlin.
    expect(todayIn('Europe/Berlin', new Date('2026-07-10T22:30:00Z'))).toBe('2026-07-11');
  });

  it("shows the practice's time in the person's locale", () => {
    expect(clockIn('Europe/Berlin', new Date('2026-11-29T13:05:00Z'), 'de-DE')).toBe('14:05');
  });

  it('lists the zones the browser knows, with Europe/Berlin and UTC among them', () => {
    const names = timeZoneNames();
    expect(names).toContain('Europe/Berlin');
    expect(names).toContain('UTC');
  });
});
