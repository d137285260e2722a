/**
 * The primitives every input schema builds on (decision 017): a string that the database can store
 * exactly as validated, and a point in time that PostgreSQL `timestamptz` and a JS `Date` both hold.
 */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../constants';
import { hasForbiddenCharacters, normalizeEmail } from '../text';

/**
 * Any visitor text: a string without forbidden characters (text.ts), NFC-normalised. Length and
 * trimming rules chain onto it, so they count the normalised form.
 */
export const safeText = (options: { multiline?: boolean } = {}) =>
  z
    .string({ error: 'invalid_value' })
    .refine((value) => !hasForbiddenCharacters(value, options), {
      error: 'invalid_characters',
      abort: true,
    })
    .normalize('NFC');

/**
 * An email address in its stored form (trimmed, lowercased, NFC) — the length and the pattern are
 * checked on that form, so what passes is exactly what is stored.
 */
export const EmailSchema = safeText()
  .overwrite(normalizeEmail)
  .min(1, { error: 'required', abort: true })
  .max(EMAIL_MAX_LENGTH, { error: 'too_long' })
  .regex(EMAIL_PATTERN, { error: 'invalid_email' });

/** A form's optional address: empty (`''`, none given) or an address as EmailSchema stores it. */
export const EmailOrEmptySchema = safeText()
  .overwrite(normalizeEmail)
  .max(EMAIL_MAX_LENGTH, { error: 'too_long' })
  .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: 'invalid_email' });

/** The instants both PostgreSQL (no year 0) and ISO 8601 with four-digit years can express. */
export const TIMESTAMP_RANGE = {
  min: Date.parse('0001-01-01T00:00:00.000Z'),
  max: Date.parse('9999-12-31T23:59:59.999Z'),
} as const;

const inRange = (value: string, min: number, max: number) => {
  const instant = Date.parse(value);
  return instant >= min && instant <= max;
};

/**
 * ISO 8601 with `Z` or an offset (a calendar-valid date), whose instant — after applying the
 * offset — lies in years 1 to 9999 UTC. `9999-12-31T23:59:59-12:00` is in the year 10000.
 */
export const TimestampSchema = z.iso
  .datetime({ offset: true, error: 'invalid_datetime', abort: true })
  .refine((value) => inRange(value, TIMESTAMP_RANGE.min, TIMESTAMP_RANGE.max), {
    error: 'invalid_datetime',
    abort: true,
  });

/**
 * A valid timestamp no more than `pastMs` before and `futureMs` after the server clock at the
 * time of parsing; outside it → `datetime_out_of_range`.
 */
export const recentTimestamp = (window: { pastMs: number; futureMs: number }) =>
  TimestampSchema.refine(
    (value) => {
      const now = Date.now();
      return inRange(value, now - window.pastMs, now + window.futureMs);
    },
    { error: 'datetime_out_of_range' },
  );
