/**
 * The server's entry (`node apps/server/dist/main.js`). Steady tick objects first, before any
 * module the server imports is loaded (apps/api/src/lib/steady-ticks.ts, decision 123): a static
 * import of the server would load every package ahead of this module's own code.
 */
import '@wegweiser/api/steady-ticks';

await import('./start');
