import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../tooling/chromium';

/**
 * The inner run of fixtures.spec.ts: journeys that break the console rule on purpose, without a
 * server (their pages are set with `page.setContent`). Not part of the journeys' own run.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.check.ts',
  outputDir: join(tmpdir(), 'wegweiser-e2e-self-check'),
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['json']],
  use: { launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
});
