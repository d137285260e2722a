/**
 * Starts the product server once for all journeys: fresh embedded database in a temp folder, a
 * free port, relaxed rate limits. Returns the teardown.
 */
import { PRODUCT_SERVER, startServerProcess } from './support/server-process';

export default async function globalSetup() {
  const server = await startServerProcess(PRODUCT_SERVER, {
    RATE_LIMIT_NEWSLETTER_PER_MINUTE: '1000',
    RATE_LIMIT_CONTACT_PER_MINUTE: '1000',
    RATE_LIMIT_ANALYTICS_PER_MINUTE: '10000',
    RATE_LIMIT_ANALYTICS_SESSIONS_PER_HOUR: '10000',
  });
  process.env.E2E_BASE_URL = server.url;
  return server.stop;
}
