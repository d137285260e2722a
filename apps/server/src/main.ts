import { loadConfig } from '@wegweiser/api/config';
import { runUntilSignalled } from './run';
import { buildServer } from './server';

const config = loadConfig();
const app = await buildServer(config, { logger: true });
await runUntilSignalled(app, config);
