import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

const labels: Record<string, string> = { duration_unit_minutes: 'Minuten', duration_unit_hours: 'Stunden' };

describe('formatDuration', () => {
  it.each([
    [{ duration: 60, unit: 'minutes' }, '60 Minuten'],
    [{ duration: 2, unit: 'hours' }, '2 Stunden'],
    [{ duration: 1, unit: 'days' }, '1 days'],
    [{ duration: 3, unit: '' }, '3'],
    [null, ''],
  ])('%j → %j', (duration, expected) => {
    expect(formatDuration(duration, (type) => labels[type])).toBe(expected);
  });
});
