/**
 * Prepares the data folder every journey's server copies (decision 077), then starts the product
 * server once for all journeys on a copy of it: a free port, relaxed rate limits. Returns the teardown.
 */
import { rmSync } from 'node:fs';
import {
  PREPARED_DATA_DIR_VARIABLE,
  PRODUCT_SERVER,
  prepareDataFolder,
  startServerProcess,
} from './support/server-process';

export default async function globalSetup() {
  const prepared = await prepareDataFolder();
  process.env[PREPARED_DATA_DIR_VARIABLE] = prepared;
  const server = await startServerProcess(PRODUCT_SERVER, {
    RATE_LIMIT_NEWSLETTER_PER_MINUTE: '1000',
    RATE_LIMIT_CONTACT_PER_MINUTE: '1000',
    RATE_LIMIT_ANALYTICS_PER_MINUTE: '10000',
    RATE_LIMIT_ANALYTICS_SESSIONS_PER_HOUR: '10000',
    RATE_LIMIT_BOOKING_PER_ADDRESS_PER_HOUR: '1000',
  });
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
    rmSync(prepared, { recursive: true, force: true });
  };
}
