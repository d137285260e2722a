/**
 * Cache of API resources for pages and layout: filled by the server render and embedded in the
 * page, then kept in the browser; entries older than 5 minutes are fetched again on use.
 */

import {
  type ApiClient,
  type ApiErrorKind,
  ApiRequestError,
  isTransientStatus,
} from '@wegweiser/client/api-client';
import { CONTENT_CACHE_TTL_MS } from '@wegweiser/contracts/constants';

export type Resource<T> = { key: string; fetch: (api: ApiClient) => Promise<T> };

export type ResourceState<T> =
  | { status: 'success'; data: T; at: number }
  | { status: 'error'; error: unknown; at: number };

/**
 * Whether a failed load is worth another attempt later: not when the API answered that the thing
 * does not exist or the request is wrong (4xx other than timeout and rate limit).
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiRequestError) || error.kind !== 'http') return true;
  return isTransientStatus(error.status);
}

/**
 * Whether a component that shows a resource should (re)load it: when absent; in the browser, when
 * it failed and may succeed now, or when it is older than the content cache's 5 minutes (the old
 * value stays on screen until the new one arrives).
 */
export function needsLoad(
  state: ResourceState<unknown> | undefined,
  { hydrated, fresh }: { hydrated: boolean; fresh: boolean },
): boolean {
  if (!state) return true;
  if (!hydrated) return false;
  return state.status === 'error' ? isRetryable(state.error) : !fresh;
}

export class ResourceStore {
  readonly #states = new Map<string, ResourceState<unknown>>();
  readonly #inFlight = new Map<string, Promise<unknown>>();
  readonly #listeners = new Set<() => void>();
  #hydrated = false;
  #frozen = false;

  constructor(
    readonly api: ApiClient,
    private readonly now: () => number = Date.now,
  ) {}

  /** False until the browser has hydrated the server's markup, which must match the server's state. */
  get hydrated() {
    return this.#hydrated;
  }

  markHydrated() {
    this.#hydrated = true;
  }

  /**
   * From now on nothing the store holds is fetched again — neither when it ages nor when it failed:
   * a preview's state is the item's draft as rendered, which the API would answer with the live
   * item (decision 093). What it does not hold is still fetched.
   */
  freeze() {
    this.#frozen = true;
  }

  get<T>(key: string): ResourceState<T> | undefined {
    return this.#states.get(key) as ResourceState<T> | undefined;
  }

  isFresh(key: string) {
    const state = this.#states.get(key);
    return state?.status === 'success' && (this.#frozen || this.now() - state.at <= CONTENT_CACHE_TTL_MS);
  }

  /**
   * Fetches (once at a time per key) and stores the outcome; rejects with the error. Frozen, what
   * the store holds is the answer.
   */
  load<T>(resource: Resource<T>): Promise<T> {
    const held = this.#frozen ? this.get<T>(resource.key) : undefined;
    if (held) return held.status === 'success' ? Promise.resolve(held.data) : Promise.reject(held.error);
    const running = this.#inFlight.get(resource.key);
    if (running) return running as Promise<T>;
    const promise = resource
      .fetch(this.api)
      .then(
        (data) => {
          this.#set(resource.key, { status: 'success', data, at: this.now() });
          return data;
        },
        (error: unknown) => {
          this.#set(resource.key, { status: 'error', error, at: this.now() });
          throw error;
        },
      )
      .finally(() => this.#inFlight.delete(resource.key));
    this.#inFlight.set(resource.key, promise);
    return promise;
  }

  /** Loads unless a fresh value exists; never rejects (the state records the error). */
  async ensure<T>(resource: Resource<T>): Promise<ResourceState<T> | undefined> {
    if (!this.isFresh(resource.key)) await this.load(resource).catch(() => undefined);
    return this.get<T>(resource.key);
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #set(key: string, state: ResourceState<unknown>) {
    this.#states.set(key, state);
    for (const listener of this.#listeners) listener();
  }

  /** Every outcome, for embedding into the server-rendered page so hydration sees the same state. */
  snapshot(): Record<string, SerializedState> {
    const values: Record<string, SerializedState> = {};
    // By key, not by arrival: the same data give the same page bytes and ETag (decision 011).
    for (const key of [...this.#states.keys()].sort()) {
      const state = this.#states.get(key) as ResourceState<unknown>;
      values[key] =
        state.status === 'success'
          ? { ok: true, data: state.data }
          : { ok: false, ...serializeError(state.error) };
    }
    return values;
  }

  restore(values: Record<string, SerializedState>) {
    const at = this.now();
    for (const [key, value] of Object.entries(values)) {
      this.#states.set(
        key,
        value.ok
          ? { status: 'success', data: value.data, at }
          : {
              status: 'error',
              error: new ApiRequestError(value.kind, value.message, value.status, value.body ?? null),
              at,
            },
      );
    }
  }
}

export type SerializedState =
  | { ok: true; data: unknown }
  | { ok: false; kind: ApiErrorKind; message: string; status: number; body?: Record<string, unknown> };

type SerializedError = Omit<Extract<SerializedState, { ok: false }>, 'ok'>;

/** The error as the browser must see it to render the same message; a JSON error body goes along. */
function serializeError(error: unknown): SerializedError {
  if (error instanceof ApiRequestError) {
    const body = error.body;
    const json = body !== null && typeof body === 'object' && !Array.isArray(body);
    return {
      kind: error.kind,
      message: error.message,
      status: error.status,
      ...(json ? { body: body as Record<string, unknown> } : {}),
    };
  }
  return { kind: 'network', message: error instanceof Error ? error.message : String(error), status: 0 };
}
