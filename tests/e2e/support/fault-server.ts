/**
 * Journeys whose API failure must already happen while the server renders the page (the layout's
 * languages, settings, theme, footer items and social links are fetched there and never again in
 * the browser): a server of their own (apps/server/src/testing/fault-server.ts) that answers chosen
 * API paths with a fault, for the server render and the browser alike. Started once per worker,
 * on first use; faults are cleared after every test.
 */
import type { Fault } from '../../../apps/server/src/testing/faults';
import { test as base } from '../fixtures';
import { startServerProcess } from './server-process';

export type FaultServer = {
  /** Absolute URL of a path on the fault server. */
  url: (path: string) => string;
  /** Replaces the active faults. */
  fail: (...faults: Fault[]) => Promise<void>;
  clear: () => Promise<void>;
};

export const test = base.extend<{ faults: FaultServer }, { faultServer: FaultServer }>({
  faultServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      const server = await startServerProcess('apps/server/src/testing/fault-server.ts');
      const control = async (method: 'PUT' | 'DELETE', faults?: Fault[]) => {
        const response = await fetch(`${server.url}/__faults`, {
          method,
          headers: faults ? { 'content-type': 'application/json' } : {},
          body: faults ? JSON.stringify(faults) : undefined,
        });
        if (response.status !== 204) throw new Error(`fault control answered ${response.status}`);
      };
      await use({
        url: (path) => `${server.url}${path}`,
        fail: (...faults) => control('PUT', faults),
        clear: () => control('DELETE'),
      });
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  faults: async ({ faultServer }, use) => {
    await use(faultServer);
    await faultServer.clear();
  },
});

export { expect } from '../fixtures';
