/**
 * A TCP proxy between the app and PostgreSQL that a test controls (decision 009). `cut(mode)`:
 * - 'reset': ends every live connection and resets new ones at once (a stopped server);
 * - 'blackhole': ends every live connection and accepts new ones without ever answering (a lost
 *   network path: the client waits for its own timeout);
 * - 'stall': keeps live connections open but stops forwarding on them, and black-holes new ones
 *   (a server or network that hangs mid-conversation).
 * `restore()` ends whatever the cut left hanging and forwards new connections again.
 * `slow(ms)` keeps every connection open and holds each answer from the server back by `ms`
 * (a slow or overloaded database: every round trip takes that much longer, order kept); `slow(0)`
 * forwards at once again. The PostgreSQL server itself is never touched.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';

export type CutMode = 'reset' | 'blackhole' | 'stall';
type Pair = { client: Socket; upstream: Socket | null; stalled: boolean };

export class TcpProxy {
  readonly #server: Server;
  readonly #pairs = new Set<Pair>();
  #mode: 'open' | CutMode;
  #delayMs = 0;
  #port = 0;

  private constructor(
    private readonly target: { host: string; port: number },
    mode: 'open' | CutMode,
  ) {
    this.#mode = mode;
    this.#server = createServer((client) => this.#accept(client));
  }

  /** Starts a proxy to `targetUrl`'s host and port on a free loopback port, open or already cut. */
  static async start(targetUrl: string, startCut?: CutMode): Promise<TcpProxy> {
    const url = new URL(targetUrl);
    const proxy = new TcpProxy({ host: url.hostname, port: Number(url.port || 5432) }, startCut ?? 'open');
    await new Promise<void>((resolve, reject) => {
      proxy.#server.once('error', reject);
      proxy.#server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = proxy.#server.address();
    if (!address || typeof address === 'string') throw new Error('proxy has no port');
    proxy.#port = address.port;
    return proxy;
  }

  /** `targetUrl` pointing at the proxy instead of the server. */
  urlFor(targetUrl: string): string {
    const url = new URL(targetUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.#port);
    return url.toString();
  }

  /** Connections currently held (forwarding, stalled or swallowed). */
  get connections() {
    return this.#pairs.size;
  }

  /** Holds every answer of the server back by `ms` from now on (0: at once again). */
  slow(ms: number) {
    this.#delayMs = ms;
  }

  cut(mode: CutMode = 'blackhole') {
    this.#mode = mode;
    for (const pair of this.#pairs) {
      if (mode === 'stall' && pair.upstream) {
        pair.stalled = true;
        pair.client.pause();
        pair.upstream.pause();
      } else {
        this.#end(pair);
      }
    }
  }

  restore() {
    for (const pair of this.#pairs) this.#end(pair);
    this.#mode = 'open';
  }

  async close() {
    this.#mode = 'reset';
    for (const pair of this.#pairs) this.#end(pair);
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #end(pair: Pair) {
    pair.client.destroy();
    pair.upstream?.destroy();
    this.#pairs.delete(pair);
  }

  #accept(client: Socket) {
    client.on('error', () => {});
    if (this.#mode === 'reset') {
      client.resetAndDestroy();
      return;
    }
    const pair: Pair = { client, upstream: null, stalled: false };
    this.#pairs.add(pair);
    client.once('close', () => this.#end(pair));
    // Accepted and never answered: the client waits until its own timeout.
    if (this.#mode !== 'open') return;

    const upstream = connect(this.target.port, this.target.host);
    pair.upstream = upstream;
    // Each chunk goes out when it is forwarded, as the endpoints send theirs (pg sets no delay):
    // with Nagle's algorithm a held-back answer waited for the client's delayed ACK, up to 40 ms.
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    upstream.on('error', () => {});
    upstream.once('close', () => this.#end(pair));
    this.#forward(client, upstream, pair, () => 0);
    this.#forward(upstream, client, pair, () => this.#delayMs);
  }

  /**
   * Copies `from` to `to`, each chunk `delay()` ms after it arrived, in arrival order: one queue
   * per direction drained by one timer. (A timer per chunk reordered them: Node fires timers of
   * different durations that expire in the same millisecond list by list, and a PostgreSQL stream
   * with two chunks swapped crashed the client's parser under bench:load.)
   */
  #forward(from: Socket, to: Socket, pair: Pair, delay: () => number) {
    const queue: { due: number; action: () => void }[] = [];
    let timerSet = false;
    const drain = () => {
      timerSet = false;
      while (queue.length > 0 && (queue[0] as { due: number }).due <= Date.now()) {
        const next = queue.shift() as { action: () => void };
        if (!pair.stalled) next.action();
      }
      if (queue.length > 0) {
        timerSet = true;
        setTimeout(drain, (queue[0] as { due: number }).due - Date.now());
      }
    };
    const later = (action: () => void) => {
      const ms = delay();
      if (ms === 0 && queue.length === 0) {
        action();
        return;
      }
      queue.push({ due: Date.now() + ms, action });
      if (!timerSet) {
        timerSet = true;
        setTimeout(drain, ms);
      }
    };
    from.on('data', (chunk) => {
      if (!pair.stalled) later(() => to.write(chunk));
    });
    from.once('end', () => later(() => to.end()));
  }
}
