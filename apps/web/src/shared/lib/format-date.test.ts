import { describe, expect, it } from 'vitest';
import { formatDate, localeFor } from './format-date';

describe('formatDate', () => {
  it.each([
    ['2026-07-14T08:00:00.000Z', 'de', '14. Juli 2026'],
    ['2026-07-14T08:00:00.000Z', 'en', '14 July 2026'],
    ['2026-07-14T08:00:00.000Z', 'es', '14 de julio de 2026'],
    ['2026-07-14T08:00:00.000Z', 'fr', '14 juillet 2026'],
    ['2026-07-14T08:00:00.000Z', 'zh', '2026年7月14日'],
  ])('%s in %s → %s', (value, language, expected) => {
    expect(formatDate(value, language)).toBe(expected);
  });

  it('shows timestamps in the business time zone (late evening UTC is the next day in Berlin)', () => {
    expect(formatDate('2026-03-09T23:30:00.000Z', 'de')).toBe('10. März 2026');
  });

  it('keeps a date-only value on its calendar day', () => {
    expect(formatDate('2027-01-31', 'de')).toBe('31. Januar 2027');
    expect(formatDate('2027-01-31', 'en')).toBe('31 January 2027');
  });

  it('returns non-dates unchanged and empty values as empty', () => {
    expect(formatDate('bald', 'de')).toBe('bald');
    expect(formatDate(null, 'de')).toBe('');
    expect(formatDate('', 'de')).toBe('');
  });

  it('falls back to German for an unusable language tag', () => {
    expect(formatDate('2026-07-14T08:00:00.000Z', '!!')).toBe('14. Juli 2026');
  });

  it('maps site languages to locales', () => {
    expect(localeFor('de')).toBe('de-DE');
    expect(localeFor('xx')).toBe('xx');
  });
});
