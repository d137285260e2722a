/**
 * Journeys that change or depend on server-wide state (the page cache, rate limits, content, the
 * database) get a server of their own (decision 028): a fresh product server with its own embedded
 * database, started once per worker on first use, and the `baseURL` of their pages and requests
 * pointed at it. Journeys on the shared server then run in parallel without meeting them.
 */
import { test as base } from '../fixtures';
import { PRODUCT_SERVER, type ServerProcess, startServerProcess } from './server-process';

export const test = base.extend<object, { ownServer: ServerProcess }>({
  ownServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      const server = await startServerProcess(PRODUCT_SERVER);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ ownServer }, use) => {
    await use(ownServer.url);
  },
});

export { expect } from '../fixtures';
