import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { hasForbiddenCharacters, normalizeEmail } from '../text';
import { ANALYTICS_TIMESTAMP_WINDOW, AnalyticsSessionEndSchema } from './analytics';
import { ContactMessageCreateSchema } from './forms';
import { EmailSchema, recentTimestamp, safeText, TimestampSchema } from './primitives';

/** The message keys of a failed parse (an empty list when it passed). */
const keys = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('safeText', () => {
  const single = safeText().max(5, { error: 'too_long' });
  const multi = safeText({ multiline: true });

  it.each([
    ['U+0000 (PostgreSQL rejects it)', 'a\u0000b'],
    ['U+0001', '\u0001'],
    ['ESC (U+001B)', '\u001B[31m'],
    ['U+001F', 'x\u001F'],
    ['DEL (U+007F)', '\u007F'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a lone high surrogate at the end', 'ab\uD83D'],
    ['a lone low surrogate', '\uDC00'],
    ['a reversed pair', '\uDE00\uD83D'],
    ['two high surrogates', '\uD83D\uD83D'],
    ['TAB in single-line text', 'a\tb'],
    ['LF in single-line text', 'a\nb'],
    ['CR in single-line text', 'a\rb'],
  ])('rejects %s → invalid_characters', (_name, value) => {
    expect(keys(single, value)).toEqual(['invalid_characters']);
  });

  it.each([
    ['U+0000', 'a\u0000b'],
    ['a vertical tab', 'a\u000Bb'],
    ['a lone surrogate', '\uD800'],
  ])('rejects %s in multi-line text too', (_name, value) => {
    expect(keys(multi, value)).toEqual(['invalid_characters']);
  });

  it('accepts TAB, LF and CR in multi-line text', () => {
    expect(multi.parse('Hallo,\r\n\tich hätte gern einen Termin.\n')).toBe(
      'Hallo,\r\n\tich hätte gern einen Termin.\n',
    );
  });

  it('accepts surrogate pairs, combining marks and CJK', () => {
    expect(single.parse('😀é中')).toBe('😀é中');
    expect(hasForbiddenCharacters('👩‍👩‍👧 Größe 文字')).toBe(false);
  });

  it('normalises to NFC before the length check', () => {
    const decomposed = 'a\u030A'.repeat(5); // "å" as a + combining ring: 10 code units, 5 characters
    expect(single.parse(decomposed)).toBe('å'.repeat(5));
  });

  it('refuses a non-string with invalid_value', () => {
    expect(keys(single, 42)).toEqual(['invalid_value']);
  });
});

describe('EmailSchema (the stored form is what is validated)', () => {
  it('trims, lowercases and NFC-normalises', () => {
    expect(EmailSchema.parse('  Anna.Müller@Example.COM ')).toBe('anna.müller@example.com');
    expect(EmailSchema.parse('Ju\u0308rgen@example.de')).toBe('jürgen@example.de');
    expect(normalizeEmail(' ANNA@EXAMPLE.COM ')).toBe('anna@example.com');
  });

  it('checks the length after lowercasing: İ becomes two characters', () => {
    const fits = `${'İ'.repeat(121)}@example.com`; // 133 characters, 254 lowercased
    const grows = `${'İ'.repeat(122)}@example.com`; // 134 characters, 256 lowercased
    expect(EmailSchema.parse(fits)).toHaveLength(254);
    expect(keys(EmailSchema, grows)).toEqual(['too_long']);
  });

  it.each([
    ['U+0000', 'anna\u0000@example.com', 'invalid_characters'],
    ['a lone surrogate', 'anna\uD800@example.com', 'invalid_characters'],
    ['only spaces', '   ', 'required'],
    ['no domain dot', 'anna@example', 'invalid_email'],
  ])('rejects %s', (_name, value, key) => {
    expect(keys(EmailSchema, value)).toEqual([key]);
  });

  it('is the contact form email too', () => {
    const parsed = ContactMessageCreateSchema.parse({
      name: 'Anna',
      email: ' ANNA@EXAMPLE.COM',
      message: 'Hallo',
    });
    expect(parsed.email).toBe('anna@example.com');
  });
});

describe('TimestampSchema', () => {
  it.each([
    '2026-11-24T10:00:00Z',
    '2026-11-24T10:00:00.123+01:00',
    '2024-02-29T00:00:00Z',
    '0001-01-01T00:00:00Z',
    '0001-01-01T00:30:00+00:30',
    '9999-12-31T23:59:59.999Z',
    '9999-12-31T12:00:00-11:59',
  ])('accepts %s', (value) => {
    expect(TimestampSchema.parse(value)).toBe(value);
  });

  it.each([
    ['year 0 (PostgreSQL has none)', '0000-01-01T00:00:00Z'],
    ['year 0 after the offset', '0001-01-01T00:00:00+00:01'],
    ['year 10000 after the offset', '9999-12-31T23:59:59-12:00'],
    ['the last millisecond of 9999 pushed over by an offset', '9999-12-31T23:59:59.999-00:01'],
    ['a day that does not exist', '2026-02-29T00:00:00Z'],
    ['hour 24', '2026-01-01T24:00:00Z'],
    ['a leap second', '2026-12-31T23:59:60Z'],
    ['no offset', '2026-01-01T10:00:00'],
    ['a date only', '2026-01-01'],
    ['a six-digit year', '+275760-09-13T00:00:00Z'],
    ['words', 'now'],
    ['a number', 1_764_000_000_000],
  ])('rejects %s → invalid_datetime', (_name, value) => {
    expect(keys(TimestampSchema, value)).toEqual(['invalid_datetime']);
  });
});

describe('recentTimestamp (the analytics window)', () => {
  const now = Date.parse('2026-11-24T12:00:00.000Z');
  const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
  const schema = recentTimestamp(ANALYTICS_TIMESTAMP_WINDOW);
  const { pastMs, futureMs } = ANALYTICS_TIMESTAMP_WINDOW;

  beforeEach(() => {
    vi.useFakeTimers({ now });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 48 hours back and 15 hours ahead (a clock set by hand in the wrong time zone)', () => {
    expect(ANALYTICS_TIMESTAMP_WINDOW).toEqual({ pastMs: 48 * 3_600_000, futureMs: 15 * 3_600_000 });
  });

  it.each([
    ['now', 0],
    ['the oldest accepted', -pastMs],
    ['the latest accepted', futureMs],
  ])('accepts %s', (_name, offset) => {
    expect(keys(schema, at(offset))).toEqual([]);
  });

  it.each([
    ['one millisecond too old', -pastMs - 1],
    ['a week old', -7 * 24 * 3_600_000],
    ['one millisecond too far ahead', futureMs + 1],
    ['tomorrow', 24 * 3_600_000],
  ])('rejects %s → datetime_out_of_range', (_name, offset) => {
    expect(keys(schema, at(offset))).toEqual(['datetime_out_of_range']);
  });

  it('compares the instant, offsets included', () => {
    // 12:00 local at +01:00 is 11:00 UTC (an hour ago); 12:00 local at -04:00 is 16:00 UTC (4 h
    // ahead, accepted); 2026-11-25T02:30 at -01:00 is 03:30 UTC, 15.5 h ahead (refused).
    expect(keys(schema, '2026-11-24T12:00:00+01:00')).toEqual([]);
    expect(keys(schema, '2026-11-24T12:00:00-04:00')).toEqual([]);
    expect(keys(schema, '2026-11-25T02:30:00-01:00')).toEqual(['datetime_out_of_range']);
  });

  it('reports an invalid timestamp once, as invalid_datetime', () => {
    expect(keys(schema, '0000-01-01T00:00:00Z')).toEqual(['invalid_datetime']);
    expect(keys(schema, '2026-02-30T00:00:00Z')).toEqual(['invalid_datetime']);
  });

  it('is what the analytics schemas use', () => {
    const session_id = '6f1c7f5e-3a51-4c5e-9d38-7a3b5f1c2d4e';
    expect(keys(AnalyticsSessionEndSchema, { session_id, timestamp: at(-pastMs - 1) })).toEqual([
      'datetime_out_of_range',
    ]);
  });
});
