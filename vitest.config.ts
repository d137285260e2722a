import { defineConfig } from 'vitest/config';
import { mocksModules } from './scripts/test-isolation.mjs';

/**
 * Files named *.postgres.test.ts need a real PostgreSQL (outages through a TCP proxy): they belong to
 * the PostgreSQL leg of `npm test` (TEST_DATABASE=postgres) and are not collected otherwise.
 */
const postgresOnly = process.env.TEST_DATABASE === 'postgres' ? [] : ['**/*.postgres.test.ts'];
/**
 * Files named *.redis.test.ts need the Redis at TEST_REDIS_URL (shared rate limits, decision 064):
 * they belong to the Redis leg of `npm test` and are not collected without TEST_REDIS_URL.
 */
const redisOnly = process.env.TEST_REDIS_URL ? [] : ['**/*.redis.test.ts'];

/**
 * Each test runs where it can differ (decision 077). Every API test runs on PGlite; the ones through
 * the app (apps/api/test) on the PostgreSQL leg again — repositories, transactions and locking, the
 * outbox, migrations, backup and restore, outages — except these, whose outcome does not depend on
 * the engine: CSRF and HTTP handling, the route helper, in-process rate limits, refusals made before
 * any query (the write and read fuzz), and the PGlite halves of engine-specific pairs. The unit tests
 * beside the sources (project api-unit) run once. A new file under apps/api/test runs on both
 * engines unless it is named here.
 */
const onlyOnPglite = [
  'apps/api/test/booking-journey.test.ts',
  'apps/api/test/booking-manage.test.ts',
  'apps/api/test/booking-notices.test.ts',
  'apps/api/test/booking-routes.test.ts',
  'apps/api/test/content-changed.test.ts',
  'apps/api/test/csrf.test.ts',
  'apps/api/test/http.test.ts',
  'apps/api/test/http-timeouts.test.ts',
  'apps/api/test/migration-rollback.test.ts',
  'apps/api/test/openapi-lint.test.ts',
  'apps/api/test/rate-limit.test.ts',
  'apps/api/test/rate-limit-fallback.test.ts',
  'apps/api/test/route-helper-*.test.ts',
  'apps/api/test/trust-proxy.test.ts',
  'apps/api/test/write-fuzz-public.test.ts',
  'apps/api/test/write-fuzz-public-coverage.test.ts',
  'apps/api/test/admin/analytics-click-map.test.ts',
  'apps/api/test/admin/authorization-matrix.test.ts',
  'apps/api/test/admin/booking-setup-public.test.ts',
  'apps/api/test/admin/markdown-limits.test.ts',
  'apps/api/test/admin/media-fuzz.test.ts',
  'apps/api/test/admin/read-fuzz.test.ts',
  'apps/api/test/admin/same-work.test.ts',
  'apps/api/test/admin/write-fuzz-*.test.ts',
];
const onPostgres = process.env.TEST_DATABASE === 'postgres';

// The API, server and console files share their worker's module cache (`isolate: false`, decision
// 083); the files that mock a module (scripts/test-isolation.mjs) run in the project `api-isolated`.

export default defineConfig({
  test: {
    // One file per core at a time (vitest's default leaves one of the two cores idle; decision 077).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
        },
      },
      {
        // The repository's own scripts (npm run audit's verdict).
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.mjs'],
        },
      },
      {
        // The benchmarks' own parts (bench:load's memory probe).
        test: {
          name: 'bench',
          include: ['bench/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'client',
          include: ['packages/client/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'markdown',
          include: ['packages/markdown/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/{src,build}/**/*.test.{ts,tsx}'],
        },
      },
      {
        // The owner's console: components rendered in jsdom, the API answered by MSW at the fetch boundary.
        test: {
          name: 'admin',
          isolate: false,
          include: ['apps/admin/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/admin/src/testing/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'server',
          isolate: false,
          globalSetup: ['apps/api/test/global-setup.ts'],
          // The composed server's PostgreSQL-only tests (outages, two processes) on the PostgreSQL leg.
          include: onPostgres
            ? ['apps/server/src/**/*.postgres.test.ts']
            : ['apps/server/{src,build}/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...postgresOnly],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The API's unit tests beside its sources: no prepared database needed (engine-independent).
        test: {
          name: 'api-unit',
          include: ['apps/api/src/**/*.test.ts'],
          setupFiles: ['apps/api/test/helpers/fail-on-console-error.ts'],
          testTimeout: 30_000,
        },
      },
      {
        // The API through the real app on a real database, copied from the run's prepared one.
        test: {
          name: 'api',
          isolate: false,
          globalSetup: ['apps/api/test/global-setup.ts'],
          include: ['apps/api/test/**/*.test.ts'],
          exclude: [
            '**/node_modules/**',
            ...postgresOnly,
            ...redisOnly,
            ...mocksModules,
            ...(onPostgres ? onlyOnPglite : []),
          ],
          setupFiles: [
            'apps/api/test/helpers/fail-on-console-error.ts',
            'apps/api/test/helpers/real-clock.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The API files that mock a module, each with a module graph of its own.
        test: {
          name: 'api-isolated',
          globalSetup: ['apps/api/test/global-setup.ts'],
          include: mocksModules,
          exclude: ['**/node_modules/**', ...(onPostgres ? onlyOnPglite : [])],
          setupFiles: ['apps/api/test/helpers/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
