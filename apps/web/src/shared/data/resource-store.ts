/**
 * Cache of API resources for pages and layout: filled by the server render and embedded in the
 * page, then kept in the browser; entries older than 5 minutes are fetched again on use.
 */
import { CONTENT_CACHE_TTL_MS } from '@wegweiser/contracts/constants';
import { type ApiClient, type ApiErrorKind, ApiRequestError } from '../api/api-client';

export type Resource<T> = { key: string; fetch: (api: ApiClient) => Promise<T> };

export type ResourceState<T> =
  | { status: 'success'; data: T; at: number }
  | { status: 'error'; error: unknown; at: number };

export class ResourceStore {
  readonly #states = new Map<string, ResourceState<unknown>>();
  readonly #inFlight = new Map<string, Promise<unknown>>();
  readonly #listeners = new Set<() => void>();

  constructor(
    readonly api: ApiClient,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string): ResourceState<T> | undefined {
    return this.#states.get(key) as ResourceState<T> | undefined;
  }

  isFresh(key: string) {
    const state = this.#states.get(key);
    return state?.status === 'success' && this.now() - state.at <= CONTENT_CACHE_TTL_MS;
  }

  /** Fetches (once at a time per key) and stores the outcome; rejects with the error. */
  load<T>(resource: Resource<T>): Promise<T> {
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
    for (const [key, state] of this.#states) {
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
          : { status: 'error', error: new ApiRequestError(value.kind, value.message, value.status), at },
      );
    }
  }
}

export type SerializedState =
  | { ok: true; data: unknown }
  | { ok: false; kind: ApiErrorKind; message: string; status: number };

function serializeError(error: unknown): { kind: ApiErrorKind; message: string; status: number } {
  if (error instanceof ApiRequestError)
    return { kind: error.kind, message: error.message, status: error.status };
  return { kind: 'network', message: error instanceof Error ? error.message : String(error), status: 0 };
}
