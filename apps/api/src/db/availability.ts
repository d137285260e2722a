/**
 * Whether the database can be used right now, and the one place that decides which driver errors
 * mean "the database cannot be reached" (decision 009).
 *
 * A circuit breaker: the first connection failure marks the database down, and from then on every
 * query is refused at once (no request waits for a timeout again) while a probe retries in the
 * background with backoff. The first successful probe brings it back up, without a restart.
 */

export type DatabaseState = 'connecting' | 'up' | 'down';

/** Seconds a client is asked to wait before retrying while the database is unavailable. */
export const RETRY_AFTER_SECONDS = 5;

/** Delays between probes while the database is unavailable; the last one repeats. */
export const PROBE_BACKOFF_MS = [250, 500, 1_000, 2_000] as const;

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;
  constructor(options?: { cause?: unknown }) {
    super('The database is unavailable', options);
  }
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// SQLSTATE: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now,
// 53300 too_many_connections; class 08 is "connection exception".
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const DRIVER_MESSAGES = [
  /^Connection terminated/, // 'Connection terminated', '… unexpectedly', '… due to connection timeout'
  /^timeout exceeded when trying to connect$/, // pg-pool: no client within connectionTimeoutMillis
  /^Query read timeout$/, // pg: query_timeout
  /is not queryable$/, // pg: a client whose connection failed or was closed
  /^Connection ended/,
];

/** True when this error (or one it wraps) means the database could not be reached. */
export function isConnectionFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth += 1) {
    if (current instanceof DatabaseUnavailableError) return true;
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
    // AggregateError (a host name resolving to several addresses, all refused).
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some(isConnectionFailure)) return true;
    current = cause;
  }
  return false;
}

/**
 * A short, public description of why the database is unavailable: an error code or a driver
 * message — never a host name, address or query.
 */
export function describeFailure(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 8; depth += 1) {
    if (typeof current !== 'object') break;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && code) return code;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message)) && !cause) {
      return message;
    }
    current = cause;
  }
  return error ? 'unavailable' : null;
}

/** The error as DatabaseUnavailableError when it means the database could not be reached. */
export function asDatabaseUnavailable(error: unknown): DatabaseUnavailableError | null {
  for (let current = error, depth = 0; current && depth < 8; depth += 1) {
    if (current instanceof DatabaseUnavailableError) return current;
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return isConnectionFailure(error) ? new DatabaseUnavailableError({ cause: error }) : null;
}

export type AvailabilityEvents = {
  /** The state changed; `error` is the failure that caused a change to down. */
  onChange?: (state: DatabaseState, error?: unknown) => void;
  /** A bring-up attempt failed for another reason than an unreachable database (needs a human). */
  onAttemptError?: (error: unknown) => void;
};

/**
 * The breaker. `bringUp` is what makes the database usable: the first time it migrates and seeds,
 * later a plain round trip. The database is up only after it succeeded.
 */
export class DatabaseAvailability {
  #state: DatabaseState;
  #since = Date.now();
  #lastError: unknown = null;
  #attempt = 0;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #closed = false;
  #resolveReady: () => void = () => {};
  /** Settles when the database is up for the first time. */
  readonly ready: Promise<void>;

  constructor(
    private readonly bringUp: (() => Promise<void>) | null,
    private readonly events: AvailabilityEvents = {},
    private readonly backoffMs: readonly number[] = PROBE_BACKOFF_MS,
  ) {
    this.ready = new Promise((resolve) => {
      this.#resolveReady = resolve;
    });
    // Without a bring-up step (the embedded database) there is nothing that can become unreachable.
    this.#state = bringUp ? 'connecting' : 'up';
    if (!bringUp) this.#resolveReady();
  }

  get state(): DatabaseState {
    return this.#state;
  }
  get isUp() {
    return this.#state === 'up';
  }
  /** When the current state began. */
  get since() {
    return this.#since;
  }
  /** The failure that made the database unavailable (null while up). */
  get lastError() {
    return this.#lastError;
  }

  /** Runs the first attempt; resolves when it has settled, whatever its outcome. */
  start(): Promise<void> {
    return this.#attemptNow();
  }

  /** Refuses at once while the database is not up. */
  assertUp() {
    if (this.#state !== 'up') throw new DatabaseUnavailableError({ cause: this.#lastError ?? undefined });
  }

  /**
   * Reports an error seen while using the database. Connection failures mark it down and start
   * probing; they come back as DatabaseUnavailableError, every other error unchanged.
   */
  fail(error: unknown): unknown {
    if (!isConnectionFailure(error)) return error;
    if (this.#state === 'up') {
      this.#set('down', error);
      this.#schedule();
    }
    return error instanceof DatabaseUnavailableError ? error : new DatabaseUnavailableError({ cause: error });
  }

  /** Stops probing. An attempt in progress is not waited for: it may hang until its timeouts. */
  close() {
    this.#closed = true;
    clearTimeout(this.#timer);
  }

  #attemptNow(): Promise<void> {
    if (!this.bringUp || this.#closed) return Promise.resolve();
    this.#running ??= this.bringUp()
      .then(
        () => {
          this.#attempt = 0;
          if (this.#state !== 'up') this.#set('up');
          this.#resolveReady();
        },
        (error: unknown) => {
          this.#lastError = error;
          if (!isConnectionFailure(error)) this.events.onAttemptError?.(error);
          if (this.#state === 'up') this.#set('down', error);
          this.#schedule();
        },
      )
      .finally(() => {
        this.#running = undefined;
      });
    return this.#running;
  }

  #schedule() {
    if (this.#closed || this.#timer) return;
    const delay = this.backoffMs[Math.min(this.#attempt, this.backoffMs.length - 1)] ?? 1_000;
    this.#attempt += 1;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.#attemptNow();
    }, delay);
    this.#timer.unref();
  }

  #set(state: DatabaseState, error?: unknown) {
    this.#state = state;
    this.#since = Date.now();
    this.#lastError = state === 'up' ? null : (error ?? this.#lastError);
    this.events.onChange?.(state, error);
  }
}
