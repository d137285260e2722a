import type { AnalyticsEvent } from '@wegweiser/contracts';
import { ANALYTICS } from '@wegweiser/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventQueue, type SendBatch, type SendOutcome } from './event-queue';

const event = (n: number): AnalyticsEvent => ({
  type: 'custom_event',
  timestamp: '2026-01-01T00:00:00.000Z',
  data: { session_id: 's', event_type: `e${n}`, page_path: '/', timestamp: '2026-01-01T00:00:00.000Z' },
});
const names = (events: AnalyticsEvent[]) => events.map((e) => (e.data as { event_type: string }).event_type);
/** The names of events `from` up to (not including) `to`: e0, e1, … */
const namesOf = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `e${from + i}`);
const flushPromises = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

/** A send whose results the test decides, one per call. */
function controlledSend() {
  const calls: Array<{ events: AnalyticsEvent[]; keepalive: boolean; resolve: (o: SendOutcome) => void }> =
    [];
  const send = vi.fn<SendBatch>(
    (events, keepalive) =>
      new Promise<SendOutcome>((resolve) => {
        calls.push({ events, keepalive, resolve });
      }),
  );
  return { send, calls };
}

describe('EventQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the spec numbers', () => {
    expect(ANALYTICS).toMatchObject({
      batchSize: 10,
      flushIntervalMs: 5_000,
      requeueLimit: 100,
      maxEventsPerRequest: 100,
    });
  });

  it('sends as soon as 10 events are queued', () => {
    const { send, calls } = controlledSend();
    const queue = new EventQueue(send);
    queue.start();
    for (let i = 0; i < 9; i += 1) queue.push(event(i));
    expect(send).not.toHaveBeenCalled();
    queue.push(event(9));
    expect(send).toHaveBeenCalledTimes(1);
    expect(names(calls[0]?.events ?? [])).toEqual(namesOf(0, 10));
    expect(calls[0]?.keepalive).toBe(false);
    expect(queue.size).toBe(0);
  });

  it('sends what is queued every 5 s, and nothing when the queue is empty', () => {
    const { send, calls } = controlledSend();
    const queue = new EventQueue(send);
    queue.start();
    vi.advanceTimersByTime(5_000);
    expect(send).not.toHaveBeenCalled();
    queue.push(event(1));
    queue.push(event(2));
    vi.advanceTimersByTime(4_999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(names(calls[0]?.events ?? [])).toEqual(['e1', 'e2']);
    queue.push(event(3));
    vi.advanceTimersByTime(5_000);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('flushes on demand with keepalive (page hidden / unloading)', () => {
    const { send, calls } = controlledSend();
    const queue = new EventQueue(send);
    queue.push(event(1));
    queue.flush(true);
    expect(calls[0]?.keepalive).toBe(true);
  });

  it('never puts more than 100 events in one request', () => {
    const { send, calls } = controlledSend();
    const queue = new EventQueue(send);
    // The first batch of 10 stays in flight, so later events pile up.
    for (let i = 0; i < 250; i += 1) queue.push(event(i));
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.size).toBe(240);
    queue.flush();
    expect(calls.map((call) => call.events.length)).toEqual([10, 100, 100, 40]);
    expect(names(calls[1]?.events ?? [])[0]).toBe('e10');
    expect(queue.size).toBe(0);
  });

  it('puts a failed batch back at the front of the queue while fewer than 100 are queued', async () => {
    const { send, calls } = controlledSend();
    const queue = new EventQueue(send);
    for (let i = 0; i < 10; i += 1) queue.push(event(i));
    queue.push(event(10));
    calls[0]?.resolve('retry');
    await flushPromises();
    expect(queue.size).toBe(11);
    vi.advanceTimersByTime(0);
    queue.flush();
    expect(names(calls[1]?.events ?? [])).toEqual(namesOf(0, 11));
  });

  it('treats a rejected send (network error) like a failure', async () => {
    const send = vi.fn<SendBatch>().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const queue = new EventQueue(send);
    queue.push(event(1));
    queue.flush();
    await flushPromises();
    expect(queue.size).toBe(1);
  });

  // The first 10 events go out as one batch; the rest wait while its answer settles.
  it.each([
    {
      name: 'drops a failed batch when 100 or more events are already queued',
      pushed: 110,
      outcome: 'retry',
      after: 100,
    },
    {
      name: 'requeues when 99 are queued (the limit is "fewer than 100")',
      pushed: 109,
      outcome: 'retry',
      after: 109,
    },
    { name: 'does not requeue a batch the API will never accept', pushed: 10, outcome: 'drop', after: 0 },
  ] as const)('$name', async ({ pushed, outcome, after }) => {
    const { send, calls } = controlledSend();
    const queue = new EventQueue(send);
    for (let i = 0; i < pushed; i += 1) queue.push(event(i));
    expect(queue.size).toBe(pushed - 10);
    calls[0]?.resolve(outcome);
    await flushPromises();
    expect(queue.size).toBe(after);
  });

  it('after a failure waits for the interval instead of sending on every new event', async () => {
    const { send, calls } = controlledSend();
    const queue = new EventQueue(send);
    queue.start();
    for (let i = 0; i < 10; i += 1) queue.push(event(i));
    calls[0]?.resolve('retry');
    await flushPromises();
    for (let i = 10; i < 15; i += 1) queue.push(event(i));
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(calls[1]?.events).toHaveLength(15);
    calls[1]?.resolve('sent');
    await flushPromises();
    for (let i = 15; i < 25; i += 1) queue.push(event(i));
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('sends the next full batch once the one in flight succeeds', async () => {
    const { send, calls } = controlledSend();
    const queue = new EventQueue(send);
    for (let i = 0; i < 22; i += 1) queue.push(event(i));
    expect(send).toHaveBeenCalledTimes(1);
    calls[0]?.resolve('sent');
    await flushPromises();
    expect(send).toHaveBeenCalledTimes(2);
    expect(calls[1]?.events).toHaveLength(12);
  });

  it('stop() discards the queue, stops the interval and ignores late failures', async () => {
    const { send, calls } = controlledSend();
    const queue = new EventQueue(send);
    queue.start();
    for (let i = 0; i < 12; i += 1) queue.push(event(i));
    queue.stop();
    expect(queue.size).toBe(0);
    calls[0]?.resolve('retry');
    await flushPromises();
    queue.push(event(99));
    vi.advanceTimersByTime(20_000);
    expect(queue.size).toBe(0);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
