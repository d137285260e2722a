/**
 * Content changes across processes on PostgreSQL (issue 13 point 8, decision 049). Each process holds
 * one connection of its own, outside the pool, that LISTENs on a channel; a content change made in
 * this process is announced there with NOTIFY, naming this process, so every other process
 * invalidates its caches and this one ignores its own announcement.
 *
 * The connection may drop (a restart, a failover, a network cut): it is opened again with backoff,
 * and every time it listens again the caches are invalidated, since a change may have been announced
 * while nobody here was listening. A change made here while it is down is announced once it is back.
 * A heartbeat finds a connection that silently stopped answering.
 *
 * An announcement names what changed (decision 116: the kinds of public data, or nothing: anything),
 * so each process can purge exactly those pages from the shared cache in front. Anything else
 * announced on the channel counts as a change of anything: `NOTIFY wegweiser_content_changed` from
 * psql after editing the database by hand refreshes every process.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import pg from 'pg';

export const CONTENT_CHANNEL = 'wegweiser_content_changed';

/** Delays before opening the connection again; the last one repeats. */
export const LISTEN_BACKOFF_MS = [250, 500, 1_000, 2_000, 5_000] as const;

export const LISTEN_TIMEOUTS = {
  /** Opening the connection (a black-holed address would otherwise wait minutes). */
  connectMs: 1_500,
  /** LISTEN, NOTIFY and the heartbeat; a longer wait means the connection is gone. */
  queryMs: 2_000,
  /** How often an idle connection is asked whether it still answers. */
  heartbeatMs: 10_000,
} as const;

/** The origin of an announcement that names no process (someone's NOTIFY by hand). */
export const UNNAMED_ORIGIN = 'unnamed';

/**
 * What a change changed (decision 116): the kinds of public data whose answers changed, as the
 * public API's paths name them (`services`, `blog` …); null when every page may show it.
 */
export type ChangedData = readonly string[] | null;

const KIND = /^[a-z][a-z0-9_-]{0,40}$/;
const MAX_KINDS = 50;

/** Two pending changes as one: null (anything) absorbs the rest. */
const merged = (a: ChangedData, b: ChangedData): ChangedData =>
  a === null || b === null ? null : [...new Set([...a, ...b])];

type LogFn = (details: object, message: string) => void;
export type ChannelLog = { info: LogFn; warn: LogFn; error: LogFn };

export type ChannelState = 'idle' | 'connecting' | 'listening' | 'reconnecting' | 'closed';

export type ChangeChannelOptions = {
  url: string;
  log: ChannelLog;
  /** Another process changed content; `origin` names it, `data` what it changed. */
  onRemoteChange: (origin: string, data: ChangedData) => void;
  /** Listening (again): changes announced before now were not heard here. */
  onListening: (again: boolean) => void;
  channel?: string;
  backoffMs?: readonly number[];
  heartbeatMs?: number;
};

export class ContentChangeChannel {
  readonly #instance = `${process.pid}:${randomUUID().slice(0, 8)}`;
  /** Names this process in its announcements: unique per process, readable in the logs. */
  readonly processId = `${hostname()}:${this.#instance}`;
  /** The connection's name in pg_stat_activity (at most 63 bytes). */
  readonly applicationName = `wegweiser listen ${this.#instance}`;
  readonly channel: string;
  readonly #options: ChangeChannelOptions;
  readonly #backoffMs: readonly number[];
  #client: pg.Client | null = null;
  #state: ChannelState = 'idle';
  #failures = 0;
  #listenedBefore = false;
  /** What changed here that the other processes have not been told about yet (undefined: nothing). */
  #unannounced: ChangedData | undefined;
  #retry: NodeJS.Timeout | undefined;
  #heartbeat: NodeJS.Timeout | undefined;
  #waiters: (() => void)[] = [];
  /** The connection's queries, one after the other (a pg client does not take a second at once). */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(options: ChangeChannelOptions) {
    this.#options = options;
    this.channel = options.channel ?? CONTENT_CHANNEL;
    this.#backoffMs = options.backoffMs ?? LISTEN_BACKOFF_MS;
  }

  get state(): ChannelState {
    return this.#state;
  }

  /** Opens the connection in the background; the start-up never waits for the database. */
  start() {
    if (this.#state !== 'idle') return;
    this.#state = 'connecting';
    void this.#connect();
  }

  /** Resolves the next time the connection listens (at once while it does). */
  listening(): Promise<void> {
    if (this.#state === 'listening') return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  /** A content change made in this process: tells the others now, or once the connection is back. */
  announce(data: ChangedData = null) {
    this.#unannounced = this.#unannounced === undefined ? data : merged(this.#unannounced, data);
    void this.#flush();
  }

  async close() {
    this.#state = 'closed';
    clearTimeout(this.#retry);
    clearInterval(this.#heartbeat);
    const client = this.#client;
    this.#client = null;
    if (!client) return;
    const ended = (async () => {
      await this.#query(client, `UNLISTEN ${client.escapeIdentifier(this.channel)}`);
      await client.end();
    })().catch(() => {});
    // A connection that stopped answering does not hold up the shutdown.
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([
      ended,
      new Promise((resolve) => {
        waited = setTimeout(resolve, LISTEN_TIMEOUTS.queryMs);
      }),
    ]);
    clearTimeout(waited);
  }

  async #connect() {
    if (this.#state === 'closed') return;
    const client = new pg.Client({
      connectionString: this.#options.url,
      connectionTimeoutMillis: LISTEN_TIMEOUTS.connectMs,
      query_timeout: LISTEN_TIMEOUTS.queryMs,
      keepAlive: true,
      application_name: this.applicationName,
    });
    this.#client = client;
    this.#queue = Promise.resolve();
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client, new Error('Connection ended')));
    client.on('notification', (message) => {
      if (this.#client === client && message.channel === this.channel) this.#receive(message.payload);
    });
    try {
      await client.connect();
      await this.#query(client, `LISTEN ${client.escapeIdentifier(this.channel)}`);
    } catch (error) {
      this.#lost(client, error);
      return;
    }
    if (this.#client !== client) return;

    const again = this.#listenedBefore;
    this.#listenedBefore = true;
    this.#state = 'listening';
    this.#failures = 0;
    this.#options.log.info(
      { channel: this.channel, processId: this.processId },
      again
        ? 'content-change listener connected again: caches invalidated, changes may have been missed'
        : 'listening for content changes of other processes',
    );
    this.#options.onListening(again);
    this.#heartbeat = setInterval(
      () => void this.#beat(client),
      this.#options.heartbeatMs ?? LISTEN_TIMEOUTS.heartbeatMs,
    );
    this.#heartbeat.unref();
    for (const resolve of this.#waiters.splice(0)) resolve();
    await this.#flush();
  }

  #query(client: pg.Client, text: string, values?: unknown[]) {
    const result = this.#queue.then(() => client.query(text, values));
    this.#queue = result.catch(() => {});
    return result;
  }

  #receive(payload: string | undefined) {
    const { origin, data } = announcementOf(payload);
    if (origin === this.processId) return;
    this.#options.onRemoteChange(origin, data);
  }

  /** Sends the pending announcement while the connection listens. */
  async #flush() {
    const client = this.#client;
    const data = this.#unannounced;
    if (data === undefined || !client || this.#state !== 'listening') return;
    this.#unannounced = undefined;
    try {
      await this.#query(client, 'select pg_notify($1, $2)', [
        this.channel,
        JSON.stringify(data === null ? { origin: this.processId } : { origin: this.processId, data }),
      ]);
    } catch (error) {
      this.#unannounced = this.#unannounced === undefined ? data : merged(this.#unannounced, data);
      this.#options.log.error(
        { err: error, channel: this.channel },
        'could not tell the other processes about a content change: retrying',
      );
      // Sent again once the connection is back (it is dropped here if it failed), or by the heartbeat.
      this.#lost(client, error);
    }
  }

  async #beat(client: pg.Client) {
    try {
      await this.#query(client, 'select 1');
    } catch (error) {
      this.#lost(client, error);
      return;
    }
    await this.#flush();
  }

  /** Gives up on a connection that failed (or on its query): a new one listens in its place. */
  #lost(client: pg.Client, error: unknown) {
    if (this.#client !== client) return;
    this.#client = null;
    clearInterval(this.#heartbeat);
    // Whatever it still emits is ignored: the handlers above check that it is still the current one.
    client.end().catch(() => {});
    if (this.#state === 'closed') return;
    const delay = this.#backoffMs[Math.min(this.#failures, this.#backoffMs.length - 1)] ?? 1_000;
    this.#failures += 1;
    this.#state = 'reconnecting';
    this.#options.log.warn(
      { err: error, channel: this.channel, retryInMs: delay, failures: this.#failures },
      'content-change listener lost its connection: caches are invalidated when it listens again',
    );
    this.#retry = setTimeout(() => void this.#connect(), delay);
    this.#retry.unref();
  }
}

/**
 * The process an announcement names (UNNAMED_ORIGIN for anything else on the channel) and what it
 * says changed: anything (null) unless it names a short list of well-formed kinds.
 */
function announcementOf(payload: string | undefined): { origin: string; data: ChangedData } {
  try {
    const parsed: unknown = JSON.parse(payload ?? '');
    if (parsed && typeof parsed === 'object' && 'origin' in parsed) {
      const { origin, data } = parsed as { origin: unknown; data?: unknown };
      if (typeof origin === 'string' && origin.length > 0 && origin.length <= 200) {
        return { origin, data: kindsOf(data) };
      }
    }
  } catch {
    // not an announcement of ours
  }
  return { origin: UNNAMED_ORIGIN, data: null };
}

const kindsOf = (data: unknown): ChangedData =>
  Array.isArray(data) &&
  data.length > 0 &&
  data.length <= MAX_KINDS &&
  data.every((kind) => typeof kind === 'string' && KIND.test(kind))
    ? (data as string[])
    : null;
