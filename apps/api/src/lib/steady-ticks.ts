/**
 * Keeps `process.nextTick`'s tick objects on one shape for the life of the process (decision 123).
 *
 * Node makes each tick object with the literal `{ [async_id_symbol], [trigger_async_id_symbol],
 * callback, args }`. V8 keeps the hidden classes ("maps") that literal walks through only weakly:
 * when a full garbage collection finds no tick object alive, it drops them, and the next tick makes
 * new ones. The literal's inline caches remember every map they saw; after a few collections with
 * ticks between them (a server's start-up: modules, database, bundles) they give up (megamorphic)
 * and every later tick object is built by the runtime, property by property — about a tenth of a
 * cached API answer's CPU time in `bench:api`'s profile, where a bare Fastify process stays fast.
 *
 * One object of the same shape, held for ever, keeps those maps alive, so the caches stay
 * monomorphic. Node does not export the two symbols; an `AsyncResource` carries the same ones.
 * To run before anything else in the process (the server's entry imports it first).
 */
import { AsyncResource } from 'node:async_hooks';

const symbols = Object.getOwnPropertySymbols(new AsyncResource('wegweiser.steady-ticks'));
const asyncId = symbols.find((symbol) => symbol.description === 'async_id_symbol');
const triggerId = symbols.find((symbol) => symbol.description === 'trigger_async_id_symbol');

/** Where the object is held: a global, so no bundler drops it as unused. */
export const TICK_SHAPE = Symbol.for('wegweiser.tick-shape');

// Where this Node.js names its symbols otherwise there is nothing to keep.
if (asyncId && triggerId) {
  // The same properties in the same order as Node's literal; numbers as its ids are (not small integers).
  const shape = { [asyncId]: 0.5, [triggerId]: 0.5, callback: () => undefined, args: undefined };
  (globalThis as Record<symbol, unknown>)[TICK_SHAPE] = shape;
}
