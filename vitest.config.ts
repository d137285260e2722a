import { defineConfig } from 'vitest/config';

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

export default defineConfig({
  test: {
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
        test: {
          name: 'client',
          include: ['packages/client/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'markdown',
          include: ['packages/markdown/src/**/*.test.tsx'],
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
          include: ['apps/admin/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/admin/src/testing/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/{src,build}/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...postgresOnly],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/{src,test}/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...postgresOnly, ...redisOnly],
          setupFiles: ['apps/api/test/helpers/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
