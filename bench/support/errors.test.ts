/** Failures that say what they were (issue 26 point 8, decision 121). */
import { describe, expect, it } from 'vitest';
import { describeError, errorKind, failureMessage } from './errors';

const refused = (address: string) =>
  Object.assign(new Error(`connect ECONNREFUSED ${address}:1`), {
    code: 'ECONNREFUSED',
    syscall: 'connect',
    address,
    port: 1,
  });

describe('errorKind and describeError', () => {
  it("name a connect that tried two addresses by the errors inside, though its own message is ''", () => {
    const error = new AggregateError([refused('::1'), refused('127.0.0.1')]);
    expect(error.message).toBe('');
    expect(errorKind(error)).toBe('AggregateError(ECONNREFUSED)');
    expect(describeError(error)).toBe(
      'AggregateError(ECONNREFUSED) [ECONNREFUSED "connect ECONNREFUSED ::1:1" syscall connect at ::1:1; ' +
        'ECONNREFUSED "connect ECONNREFUSED 127.0.0.1:1" syscall connect at 127.0.0.1:1]',
    );
  });

  it('give the code, else the name, and the cause', () => {
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    expect(errorKind(reset)).toBe('ECONNRESET');
    expect(errorKind(new TypeError('x'))).toBe('TypeError');
    expect(describeError(new Error('fetch failed', { cause: reset }))).toBe(
      'Error "fetch failed" cause: ECONNRESET "socket hang up"',
    );
  });

  it("a benchmark's failure keeps its message's lines and says what a bare 'fetch failed' came of", () => {
    expect(failureMessage(new Error('server exited (1):\nits log'))).toBe('server exited (1):\nits log');
    expect(failureMessage(new TypeError('fetch failed', { cause: refused('127.0.0.1') }))).toBe(
      'fetch failed — TypeError "fetch failed" cause: ECONNREFUSED "connect ECONNREFUSED 127.0.0.1:1" syscall connect at 127.0.0.1:1',
    );
  });
});
