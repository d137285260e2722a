import { ANALYTICS } from '@wegweiser/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionStartRefused } from '../api/start-session';
import { SESSION_STORAGE_KEY } from '../consent/consent';
import { AnalyticsSession } from './analytics-session';

const MINUTE = 60_000;

function memoryStore(initial?: unknown) {
  const map = new Map<string, string>();
  if (initial !== undefined) map.set(SESSION_STORAGE_KEY, JSON.stringify(initial));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}
const stored = (store: ReturnType<typeof memoryStore>) =>
  JSON.parse(store.map.get(SESSION_STORAGE_KEY) ?? 'null');

describe('AnalyticsSession', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('times out after 30 minutes', () => {
    expect(ANALYTICS.sessionTimeoutMs).toBe(30 * MINUTE);
  });

  it('starts a session when none is stored and stores its id with the activity time', async () => {
    const store = memoryStore();
    const start = vi.fn().mockResolvedValue('s1');
    const session = new AnalyticsSession(store, start);
    expect(session.touch()).toBeNull();
    await expect(session.ensure()).resolves.toBe('s1');
    expect(start).toHaveBeenCalledTimes(1);
    expect(stored(store)).toEqual({ id: 's1', lastActivity: Date.now() });
  });

  it('starts only one session for concurrent callers', async () => {
    const start = vi.fn().mockResolvedValue('s1');
    const session = new AnalyticsSession(memoryStore(), start);
    const [a, b] = await Promise.all([session.ensure(), session.ensure()]);
    expect([a, b]).toEqual(['s1', 's1']);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('reuses the session while activity continues, each activity extending it', async () => {
    const store = memoryStore();
    const start = vi.fn().mockResolvedValueOnce('s1').mockResolvedValueOnce('s2');
    const session = new AnalyticsSession(store, start);
    await session.ensure();
    for (let i = 0; i < 4; i += 1) {
      vi.advanceTimersByTime(29 * MINUTE);
      expect(session.touch()).toBe('s1');
    }
    await expect(session.ensure()).resolves.toBe('s1');
    expect(start).toHaveBeenCalledTimes(1);
    expect(stored(store).lastActivity).toBe(Date.now());
  });

  it('reuses a session whose last activity is exactly 30 minutes ago', async () => {
    const start = vi.fn().mockResolvedValue('new');
    const session = new AnalyticsSession(
      memoryStore({ id: 'old', lastActivity: Date.now() - 30 * MINUTE }),
      start,
    );
    await expect(session.ensure()).resolves.toBe('old');
    expect(start).not.toHaveBeenCalled();
  });

  it('starts a new session after more than 30 minutes without activity', async () => {
    const store = memoryStore();
    const start = vi.fn().mockResolvedValueOnce('s1').mockResolvedValueOnce('s2');
    const session = new AnalyticsSession(store, start);
    await session.ensure();
    vi.advanceTimersByTime(30 * MINUTE + 1);
    expect(session.touch()).toBeNull();
    await expect(session.ensure()).resolves.toBe('s2');
    expect(start).toHaveBeenCalledTimes(2);
    expect(stored(store).id).toBe('s2');
  });

  it('picks up the stored session of an earlier page load in this tab (within 30 min)', async () => {
    const start = vi.fn().mockResolvedValue('new');
    const session = new AnalyticsSession(
      memoryStore({ id: 'old', lastActivity: Date.now() - 10 * MINUTE }),
      start,
    );
    expect(session.id).toBe('old');
    await expect(session.ensure()).resolves.toBe('old');
    expect(start).not.toHaveBeenCalled();
  });

  it('replaces a stored session older than 30 minutes', async () => {
    const store = memoryStore({ id: 'old', lastActivity: Date.now() - 31 * MINUTE });
    const start = vi.fn().mockResolvedValue('new');
    const session = new AnalyticsSession(store, start);
    await expect(session.ensure()).resolves.toBe('new');
    expect(stored(store).id).toBe('new');
  });

  it('ignores malformed stored values', async () => {
    const store = memoryStore();
    store.map.set(SESSION_STORAGE_KEY, '{not json');
    const start = vi.fn().mockResolvedValue('new');
    await expect(new AnalyticsSession(store, start).ensure()).resolves.toBe('new');
    const wrongShape = new AnalyticsSession(memoryStore({ id: 7 }), start);
    expect(wrongShape.id).toBeNull();
  });

  it('tries again after a failed start', async () => {
    const start = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(null)
      .mockResolvedValue('s1');
    const session = new AnalyticsSession(memoryStore(), start);
    await expect(session.ensure()).resolves.toBeNull();
    await expect(session.ensure()).resolves.toBeNull();
    await expect(session.ensure()).resolves.toBe('s1');
  });

  it('forget() removes the session from memory and the device', async () => {
    const store = memoryStore();
    const session = new AnalyticsSession(store, vi.fn().mockResolvedValue('s1'));
    await session.ensure();
    session.forget();
    expect(session.id).toBeNull();
    expect(store.map.has(SESSION_STORAGE_KEY)).toBe(false);
  });

  it('works without storage (blocked) for the current page view', async () => {
    const session = new AnalyticsSession(null, vi.fn().mockResolvedValue('s1'));
    await session.ensure();
    expect(session.touch()).toBe('s1');
  });

  it('tries no start while a refused start (too many sessions) asks to wait, then starts again', async () => {
    const start = vi
      .fn()
      .mockRejectedValueOnce(new SessionStartRefused(20 * MINUTE))
      .mockResolvedValueOnce('s2');
    const session = new AnalyticsSession(memoryStore(), start);
    await expect(session.ensure()).resolves.toBeNull();
    vi.advanceTimersByTime(19 * MINUTE);
    await expect(session.ensure()).resolves.toBeNull();
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(MINUTE);
    await expect(session.ensure()).resolves.toBe('s2');
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('tries again at the next event after any other failed start', async () => {
    const start = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('s1');
    const session = new AnalyticsSession(memoryStore(), start);
    await expect(session.ensure()).resolves.toBeNull();
    await expect(session.ensure()).resolves.toBe('s1');
  });
});
