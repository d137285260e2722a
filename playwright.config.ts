import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tooling/chromium';

/**
 * Browser journeys against the real server (built site, embedded database in a temp folder),
 * in Debian's Chromium. The shared server is started by tests/e2e/global-setup.ts.
 *
 * Spec files run in parallel, each in one worker from start to end (decision 028). Journeys that
 * change or depend on server-wide state run on a server of their own (support/own-server.ts,
 * support/fault-server.ts, or one they start), so the shared server only ever serves independent
 * visitors. Two workers on the machine's two cores, chosen by measurement; E2E_WORKERS overrides.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'de-DE',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
