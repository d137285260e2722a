/**
 * The visitor session (spec section 4): a stored id is reused unless the last activity is older
 * than 30 minutes; otherwise a new session starts. The id lives in sessionStorage, written only
 * after consent, so it is tab-scoped and disappears with the tab.
 */
import { ANALYTICS } from '@wegweiser/contracts/constants';
import { SessionStartRefused } from '../api/start-session';
import { SESSION_STORAGE_KEY } from '../consent/consent';

type StoredSession = { id: string; lastActivity: number };
export type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export class AnalyticsSession {
  private session: StoredSession | null;
  private starting: Promise<string | null> | null = null;
  /** Until then no start is tried: the API refused one (too many sessions from this client). */
  private pausedUntil = 0;

  constructor(
    private readonly store: SessionStore | null,
    private readonly start: () => Promise<string | null>,
    private readonly now: () => number = Date.now,
  ) {
    this.session = this.read();
  }

  /** The running session's id, if any, without counting as activity. */
  get id(): string | null {
    return this.session?.id ?? null;
  }

  /** The id of a session that is still fresh, marking it active now; null if none is. */
  touch(): string | null {
    const now = this.now();
    if (!this.session || now - this.session.lastActivity > ANALYTICS.sessionTimeoutMs) return null;
    this.write({ id: this.session.id, lastActivity: now });
    return this.session.id;
  }

  /**
   * A fresh session's id: the running one, or a newly started one (one start at a time); null
   * without a request while a refused start's Retry-After lasts.
   */
  ensure(): Promise<string | null> {
    const id = this.touch();
    if (id) return Promise.resolve(id);
    if (this.now() < this.pausedUntil) return Promise.resolve(null);
    this.starting ??= this.start()
      .catch((error: unknown) => {
        if (error instanceof SessionStartRefused) this.pausedUntil = this.now() + error.retryAfterMs;
        return null;
      })
      .then((started) => {
        this.starting = null;
        if (started) this.write({ id: started, lastActivity: this.now() });
        return started;
      });
    return this.starting;
  }

  /** Drops the session, in memory and on the device. */
  forget() {
    this.session = null;
    try {
      this.store?.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // Storage unavailable: nothing was stored.
    }
  }

  private read(): StoredSession | null {
    try {
      const value = JSON.parse(
        this.store?.getItem(SESSION_STORAGE_KEY) ?? 'null',
      ) as Partial<StoredSession> | null;
      return typeof value?.id === 'string' && typeof value.lastActivity === 'number'
        ? { id: value.id, lastActivity: value.lastActivity }
        : null;
    } catch {
      return null;
    }
  }

  private write(session: StoredSession) {
    this.session = session;
    try {
      this.store?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    } catch {
      // Storage full or blocked: the session still lasts for this page view.
    }
  }
}
