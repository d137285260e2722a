/**
 * Counts the database round trips of whatever runs between `start()` and `stop()` (issue 26 point 3),
 * deterministically: every query sent on a pg client is held until no new query has come for a
 * moment, then the held ones go out together as one round and the next round waits for all of them
 * to answer. Queries sent together (concurrently on the pool, or as one statement) are one round;
 * a query that needs an earlier answer is a round of its own. `rounds` is what a render waits for
 * when each round trip costs the network's latency; `queries` is how many statements it sent.
 * ROUND_TRIPS_DEBUG=1 prints each round's statements.
 */
import pg from 'pg';

type Held = { run: () => void; text: string };

/** How long no new query must come before the held ones are sent (render work between is CPU only). */
const QUIET_MS = 100;

export function roundTripCounter() {
  const original = pg.Client.prototype.query;
  let held: Held[] = [];
  let inFlight = 0;
  let timer: NodeJS.Timeout | undefined;
  let counting = false;
  const totals = { rounds: 0, queries: 0 };

  const release = () => {
    timer = undefined;
    if (inFlight > 0 || held.length === 0) return;
    const batch = held;
    held = [];
    totals.rounds += 1;
    totals.queries += batch.length;
    if (process.env.ROUND_TRIPS_DEBUG)
      console.info(
        'ROUND',
        totals.rounds,
        batch.map((b) => `${/ from "(\w+)"/.exec(b.text)?.[1] ?? '?'}: ${b.text.slice(0, 100)}`),
      );
    for (const query of batch) query.run();
  };
  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(release, QUIET_MS);
  };

  function counted(this: pg.Client, ...args: unknown[]) {
    const send = () => (original as (...a: unknown[]) => unknown).apply(this, args);
    if (!counting) return send();
    const callback = typeof args[args.length - 1] === 'function' ? args[args.length - 1] : undefined;
    if (callback) {
      // The callback form (the pool's own `query`): the answer goes to the callback.
      args[args.length - 1] = (...answer: unknown[]) => {
        inFlight -= 1;
        schedule();
        (callback as (...a: unknown[]) => void)(...answer);
      };
      held.push({
        text: String(typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text),
        run: () => {
          inFlight += 1;
          send();
        },
      });
      schedule();
      return undefined;
    }
    return new Promise((resolve, reject) => {
      held.push({
        text: String(typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text),
        run: () => {
          inFlight += 1;
          (send() as Promise<unknown>).then(resolve, reject).finally(() => {
            inFlight -= 1;
            schedule();
          });
        },
      });
      schedule();
    });
  }

  return {
    install() {
      pg.Client.prototype.query = counted as typeof original;
    },
    uninstall() {
      pg.Client.prototype.query = original;
    },
    /** Starts counting from zero. */
    start() {
      totals.rounds = 0;
      totals.queries = 0;
      counting = true;
    },
    /** Stops counting (after the measured work has finished) and gives the totals. */
    stop() {
      counting = false;
      return { ...totals };
    },
  };
}
