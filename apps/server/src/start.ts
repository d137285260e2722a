/** The process: one server, or a cluster's primary and its workers (decision 075). */
import cluster from 'node:cluster';
import { loadConfig } from '@wegweiser/api/config';
import { runUntilSignalled } from './run';
import { buildServer } from './server';
import { runPrimary } from './workers';

const config = loadConfig();
if (config.workers > 1 && cluster.isPrimary) {
  await runPrimary(config.workers, config.logLevel);
} else {
  const app = await buildServer(config, { logger: true });
  await runUntilSignalled(app, config);
}
