/**
 * Property tests for write endpoints (decision 017): whatever JSON arrives, the answer is never a
 * 5xx, a 4xx carries a `message`, and a 400 for a parsed body names its fields. The arbitraries
 * mix plausible values (that reach the database) with hostile ones (that must be refused).
 *
 *   await expectNever5xx(t, { url: '/api/newsletter/subscribe/', arbitrary: fc.record({ email: anyEmail }) });
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { TestContext } from './build-app';

/** One UTF-16 code unit, any of them: lone surrogates and U+0000 included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));

/** Strings a database, a JSON encoder or a lowercasing step has trouble with. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDC00y',
    '\uDBFF\uDBFF',
    '\u001B[31m',
    '\u007F',
    'İ'.repeat(254),
    'ẞ'.repeat(300),
    '😀'.repeat(2100),
    '\u0958'.repeat(120),
    'a\u030A'.repeat(60),
    ' \t\r\n ',
    '__proto__',
    'constructor',
  ),
  fc.string({ unit: codeUnit, maxLength: 40 }),
  fc
    .tuple(fc.string({ maxLength: 10 }), controlCharacter, fc.string({ maxLength: 10 }))
    .map((parts) => parts.join('')),
);

/** Ordinary text: one to `maxLength` Unicode graphemes (emoji, combining marks, CJK…). */
export const ordinaryText = (maxLength = 60): fc.Arbitrary<string> =>
  fc.string({ unit: 'grapheme', minLength: 1, maxLength });

/** Mostly ordinary (Unicode) text, sometimes hostile: what reaches the database must fit it. */
export const anyText = (maxLength = 60): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: ordinaryText(maxLength) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength }) },
    { weight: 2, arbitrary: hostileString },
  );

/** Email-like strings: valid addresses, upper case, addresses that grow when lowercased, hostile. */
export const anyEmail: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.emailAddress().map((email) => ` ${email.toUpperCase()} `) },
  {
    weight: 2,
    arbitrary: fc.integer({ min: 1, max: 250 }).map((count) => `${'İ'.repeat(count)}@example.com`),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(anyText(20), anyText(20)).map(([local, domain]) => `${local}@${domain}.de`),
  },
  { weight: 1, arbitrary: hostileString },
);

const HOUR = 60 * 60 * 1000;

/** ISO 8601 with an offset between -23:59 and +23:59 (valid syntax for any instant). */
const withOffset = (instant: number, offsetMinutes: number) => {
  const local = new Date(instant + offsetMinutes * 60_000).toISOString();
  if (offsetMinutes === 0) return local;
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  const offset = `${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
  return `${local.slice(0, -1)}${sign}${offset}`;
};

/** Timestamps the analytics window accepts (up to 47 h back, 5 min ahead), with any offset. */
export const recentTimestamp: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: -47 * HOUR, max: 5 * 60_000 }), fc.integer({ min: -23 * 60, max: 23 * 60 }))
  .map(([delta, offset]) => withOffset(Date.now() + delta, offset));

/** Usually the plausible value, now and then the hostile one. */
export const mostly = <T>(plausible: fc.Arbitrary<T>, hostile: fc.Arbitrary<T>): fc.Arbitrary<T> =>
  fc.oneof({ weight: 15, arbitrary: plausible }, { weight: 1, arbitrary: hostile });

/**
 * Timestamps: recent ones (around the server clock, most of them accepted by analytics), any
 * instant JS can hold, the edges of PostgreSQL's and ISO's ranges, impossible dates, non-ISO text.
 */
export const anyTimestamp: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.integer({ min: -72 * HOUR, max: 2 * HOUR }), fc.integer({ min: -23 * 60, max: 23 * 60 }))
      .map(([delta, offset]) => withOffset(Date.now() + delta, offset)),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.date({
          min: new Date('0000-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -23 * 60 - 59, max: 23 * 60 + 59 }),
      )
      .map(([instant, offset]) => withOffset(instant.getTime(), offset))
      .filter((value) => /^\d{4}-/.test(value)),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '0000-01-01T00:00:00Z',
      '0000-12-31T23:59:59+00:00',
      '0001-01-01T00:00:00+00:01',
      '0001-01-01T00:00:00Z',
      '9999-12-31T23:59:59Z',
      '9999-12-31T23:59:59-12:00',
      '9999-12-31T23:59:59.999-00:01',
      '2026-02-29T00:00:00Z',
      '2026-04-31T00:00:00Z',
      '2026-01-01T24:00:00Z',
      '2026-01-01T23:59:60Z',
      '2026-01-01T10:00:00',
      '+275760-09-13T00:00:00Z',
      '2026-01-01T10:00:00.123456789012345678901234567890Z',
      'now',
      '',
    ),
  },
  { weight: 1, arbitrary: hostileString },
);

/** A field's value: usually the plausible arbitrary, sometimes any JSON or nothing at all. */
export const field = <T>(plausible: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 8, arbitrary: plausible }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) });

/** Any JSON document at all (objects, arrays, scalars, nesting, odd keys such as `__proto__`). */
export const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 4 });

type Answer = Awaited<ReturnType<TestContext['post']>>;

/**
 * POSTs `runs` generated bodies (as JSON) to `url` (or generated URLs) and asserts every answer: below 500, a 4xx with a
 * `message`, a 400 with field errors. Returns how often each status came back, so a test can also
 * assert that the plausible values got through to the database.
 */
export async function expectNever5xx(
  context: TestContext,
  options: {
    /** The endpoint, or generated ones (a token in the path). */
    url: string | fc.Arbitrary<string>;
    arbitrary: fc.Arbitrary<unknown>;
    runs?: number;
    seed?: number;
    /** Requests sent first on every run, whatever the seed: the ones an assertion on the counts needs. */
    examples?: [url: string, body: unknown][];
  },
): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  const urls = typeof options.url === 'string' ? fc.constant(options.url) : options.url;
  await fc.assert(
    fc.asyncProperty(urls, options.arbitrary, async (url, body) => {
      const answer = await context.post(url, JSON.stringify(body));
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      expectWellFormed(answer, body);
    }),
    {
      numRuns: options.runs ?? 300,
      examples: options.examples ?? [],
      ...(options.seed === undefined ? {} : { seed: options.seed }),
    },
  );
  return statuses;
}

function expectWellFormed(answer: Answer, body: unknown) {
  const sent = JSON.stringify(body).slice(0, 500);
  expect(answer.status, `answered ${answer.status} to ${sent}`).toBeLessThan(500);
  if (answer.status < 400) return;
  expect(typeof answer.body?.message, `no message for ${sent}`).toBe('string');
  if (answer.status !== 400) return;
  const errors = answer.body.errors as Record<string, unknown> | undefined;
  expect(errors && Object.keys(errors).length > 0, `no field errors for ${sent}`).toBe(true);
  for (const messages of Object.values(errors ?? {})) {
    expect(Array.isArray(messages) && messages.every((text) => typeof text === 'string' && text)).toBe(true);
  }
}

/** The number of answers with a status in [from, to). */
export const countStatuses = (statuses: Map<number, number>, from: number, to: number) =>
  [...statuses].reduce((sum, [status, count]) => (status >= from && status < to ? sum + count : sum), 0);
