import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  asDatabaseUnavailable,
  DatabaseAvailability,
  DatabaseUnavailableError,
  describeFailure,
  isConnectionFailure,
} from './availability';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** How Drizzle wraps a driver error. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isConnectionFailure (the one mapping of driver errors)', () => {
  it.each([
    ['ECONNREFUSED', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['ECONNRESET', withCode('ECONNRESET')],
    ['ETIMEDOUT', withCode('ETIMEDOUT')],
    ['EHOSTUNREACH', withCode('EHOSTUNREACH')],
    ['SQLSTATE 08006 (connection failure)', withCode('08006')],
    ['SQLSTATE 08001 (cannot connect)', withCode('08001')],
    ['SQLSTATE 57P01 (admin shutdown)', withCode('57P01')],
    ['SQLSTATE 57P03 (cannot connect now)', withCode('57P03')],
    ['Connection terminated unexpectedly', new Error('Connection terminated unexpectedly')],
    [
      'Connection terminated due to connection timeout',
      new Error('Connection terminated due to connection timeout'),
    ],
    ['pool checkout timeout', new Error('timeout exceeded when trying to connect')],
    ['query timeout', new Error('Query read timeout')],
    ['broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['wrapped by Drizzle', wrapped(withCode('ECONNREFUSED'))],
    ['AggregateError of refused addresses', new AggregateError([withCode('ECONNREFUSED')], 'x')],
    ['already mapped', new DatabaseUnavailableError()],
  ])('%s → unavailable', (_name, error) => {
    expect(isConnectionFailure(error)).toBe(true);
    expect(asDatabaseUnavailable(error)).toBeInstanceOf(DatabaseUnavailableError);
  });

  it.each([
    ['unique violation 23505', withCode('23505', 'duplicate key')],
    ['syntax error 42601', withCode('42601')],
    ['statement cancelled by the user 57014', withCode('57014')],
    ['a plain error', new Error('boom')],
    ['wrapped constraint error', wrapped(withCode('23503'))],
    ['not an error', 'Connection terminated'],
    ['nothing', undefined],
  ])('%s → not a connection failure', (_name, error) => {
    expect(isConnectionFailure(error)).toBe(false);
    expect(asDatabaseUnavailable(error)).toBeNull();
  });

  it('keeps the original failure as the cause', () => {
    const failure = wrapped(withCode('ECONNRESET'));
    expect(asDatabaseUnavailable(failure)?.cause).toBe(failure);
    const mapped = new DatabaseUnavailableError({ cause: failure });
    expect(asDatabaseUnavailable(wrapped(mapped))).toBe(mapped);
  });

  it('describes a failure by code or driver message, never by address', () => {
    expect(describeFailure(withCode('ECONNREFUSED', 'connect ECONNREFUSED 10.0.0.7:5432'))).toBe(
      'ECONNREFUSED',
    );
    expect(describeFailure(new DatabaseUnavailableError({ cause: new Error('Query read timeout') }))).toBe(
      'Query read timeout',
    );
    expect(describeFailure(new Error('password authentication failed for user "x"'))).toBe('unavailable');
    expect(describeFailure(null)).toBeNull();
  });
});

describe('DatabaseAvailability (the breaker)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is up at once without a bring-up step (the embedded database)', async () => {
    const availability = new DatabaseAvailability(null);
    expect(availability.state).toBe('up');
    await availability.ready;
  });

  it('stays connecting while the first attempts fail, then comes up and resolves ready', async () => {
    vi.useFakeTimers();
    let reachable = false;
    const bringUp = vi.fn(async () => {
      if (!reachable) throw withCode('ECONNREFUSED');
    });
    const availability = new DatabaseAvailability(bringUp, {}, [100, 200]);
    await availability.start();
    expect(availability.state).toBe('connecting');
    expect(() => availability.assertUp()).toThrow(DatabaseUnavailableError);
    await vi.advanceTimersByTimeAsync(100);
    expect(bringUp).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(bringUp).toHaveBeenCalledTimes(3);
    reachable = true;
    await vi.advanceTimersByTimeAsync(200);
    expect(availability.state).toBe('up');
    await availability.ready;
    expect(() => availability.assertUp()).not.toThrow();
    availability.close();
  });

  it('opens on a connection failure, refuses at once, probes with backoff and closes again', async () => {
    vi.useFakeTimers();
    let reachable = true;
    const changes: string[] = [];
    const bringUp = vi.fn(async () => {
      if (!reachable) throw new Error('Connection terminated unexpectedly');
    });
    const availability = new DatabaseAvailability(
      bringUp,
      { onChange: (state) => changes.push(state) },
      [100, 400],
    );
    await availability.start();
    expect(availability.state).toBe('up');

    reachable = false;
    const failure = availability.fail(withCode('ECONNRESET'));
    expect(failure).toBeInstanceOf(DatabaseUnavailableError);
    expect(availability.state).toBe('down');
    expect(() => availability.assertUp()).toThrow(DatabaseUnavailableError);
    // A second report while down starts no second probe.
    availability.fail(withCode('ECONNRESET'));
    await vi.advanceTimersByTimeAsync(100);
    expect(bringUp).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(399);
    expect(bringUp).toHaveBeenCalledTimes(2);
    reachable = true;
    await vi.advanceTimersByTimeAsync(1);
    expect(availability.state).toBe('up');
    expect(changes).toEqual(['up', 'down', 'up']);
    availability.close();
  });

  it('lets other errors through unchanged and stays up', async () => {
    const availability = new DatabaseAvailability(async () => {});
    await availability.start();
    const error = withCode('23505');
    expect(availability.fail(error)).toBe(error);
    expect(availability.state).toBe('up');
    availability.close();
  });

  it('reports a set-up failure that is not about reachability (a broken migration)', async () => {
    const errors: unknown[] = [];
    const broken = new Error('relation "x" already exists');
    const availability = new DatabaseAvailability(
      async () => {
        throw broken;
      },
      { onAttemptError: (error) => errors.push(error) },
    );
    await availability.start();
    expect(availability.state).toBe('connecting');
    expect(errors).toEqual([broken]);
    expect(availability.lastError).toBe(broken);
    availability.close();
  });

  it('stops probing when closed', async () => {
    vi.useFakeTimers();
    const bringUp = vi.fn(async () => {
      throw withCode('ECONNREFUSED');
    });
    const availability = new DatabaseAvailability(bringUp, {}, [100]);
    await availability.start();
    availability.close();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(bringUp).toHaveBeenCalledTimes(1);
  });
});
