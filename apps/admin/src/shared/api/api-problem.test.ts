import { ApiRequestError } from '@wegweiser/client/api-client';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { parseRetryAfter, toApiProblem } from './api-problem';

const NOW = Date.parse('2026-11-24T10:00:00.000Z');

describe('parseRetryAfter (RFC 9110 §10.2.3)', () => {
  it.each([
    ['900', '2026-11-24T10:15:00.000Z'],
    [' 60 ', '2026-11-24T10:01:00.000Z'],
    ['Tue, 24 Nov 2026 10:30:00 GMT', '2026-11-24T10:30:00.000Z'],
    // A date already past means now, never a time behind the clock.
    ['Tue, 24 Nov 2026 09:00:00 GMT', '2026-11-24T10:00:00.000Z'],
  ])('%s → %s', (header, expected) => {
    expect(parseRetryAfter(header, NOW)?.toISOString()).toBe(expected);
  });

  it.each([undefined, '', 'soon', '-5'])('%s → none', (header) => {
    expect(parseRetryAfter(header, NOW)).toBeNull();
  });
});

describe('toApiProblem', () => {
  it('takes the API’s message and field errors', () => {
    const error = new ApiRequestError('http', 'Validation failed.', 400, {
      message: 'Validation failed.',
      email: ['Taken.'],
      errors: { email: ['Taken.'] },
    });
    expect(toApiProblem(error, en, NOW)).toEqual({
      status: 400,
      message: 'Validation failed.',
      fields: { email: ['Taken.'] },
      retryAt: null,
    });
  });

  it('reads Retry-After only for 429', () => {
    const limited = new ApiRequestError('http', 'x', 429, { message: 'Too many.' }, { 'retry-after': '120' });
    expect(toApiProblem(limited, en, NOW).retryAt?.toISOString()).toBe('2026-11-24T10:02:00.000Z');
    const other = new ApiRequestError('http', 'x', 503, { message: 'Later.' }, { 'retry-after': '120' });
    expect(toApiProblem(other, en, NOW).retryAt).toBeNull();
  });

  it('speaks for the API where it could not: timeouts, no connection, bodies without a message', () => {
    expect(toApiProblem(new ApiRequestError('timeout', 'Request timeout'), en).message).toBe(
      en.errors.timeout,
    );
    expect(toApiProblem(new ApiRequestError('network', 'fetch failed'), en).message).toBe(en.errors.network);
    expect(toApiProblem(new ApiRequestError('http', 'x', 502, '<html>'), en).message).toBe(en.errors.server);
    expect(toApiProblem(new ApiRequestError('http', 'x', 403, null), en).message).toBe(en.errors.notAllowed);
    expect(toApiProblem(new Error('boom'), en).message).toBe(en.errors.server);
  });
});
