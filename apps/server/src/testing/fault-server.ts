/**
 * The product server with API faults that a test switches on and off over HTTP (`/__faults`), for
 * browser journeys whose failure must already happen during the server render. Configured by the
 * same environment variables as `main.ts`.
 */
import { loadConfig } from '@wegweiser/api/config';
import { runUntilSignalled } from '../run';
import { buildServer } from '../server';
import { FaultTable, installFaultControl, installFaults } from './faults';

const config = loadConfig();
const faults = new FaultTable();
const app = await buildServer(config, {
  logger: true,
  // Journeys switch faults between page loads: every page must be rendered, meeting them.
  pageCache: false,
  beforeMount: (root) => {
    installFaults(root, faults);
    installFaultControl(root, faults);
  },
});
await runUntilSignalled(app, config);
