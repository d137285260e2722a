/**
 * The API alone (the collector and the console's API, no site rendering) as its own process for
 * bench:analytics, on the PostgreSQL database DATABASE_URL names, at PORT on 127.0.0.1.
 */
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';

const config = loadConfig();
const { app } = await buildApp(config);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close());
