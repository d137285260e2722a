/**
 * Every read route under /api/admin/ (GET, collected from the app like the write fuzz's routes —
 * decision 050), asked by the owner with hostile path parameters and query strings: the keys the
 * route declares and some it does not, values from fast-check's binary strings, numbers past every
 * bound, LIKE wildcards, prototype keys and percent-escapes. Every answer is 200, 400 or 404 —
 * never a 5xx — and a refusal says why in words (issue 14 point 5, issue 15 point 4).
 *
 *   FUZZ_RUNS=300 npx vitest run --project api apps/api/test/admin/read-fuzz.test.ts
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { setupContentApp } from '../helpers/admin-content';
import { FUZZ_RUNS, FUZZ_SEED, FUZZ_TIMEOUT_MS } from '../helpers/write-fuzz';
import { docOf } from '../helpers/write-fuzz-routes';

const t = setupContentApp();

const declaredKeys = (schema: z.ZodType | undefined): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
};

const hostile = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.integer().map(String),
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1e400',
    '99999999999999999999',
    '%',
    '_',
    '\\',
    '%00',
    '__proto__',
    'constructor',
    'de',
    'zh',
    'true',
    '2026-02-30',
    '../../etc/passwd',
    '\u202e',
  ),
);

describe('every console read route', () => {
  it(
    'answers the owner with 200, 400 or 404 for any path parameter and query — never a 5xx',
    async () => {
      const reads = t.routes.filter((route) => route.method === 'GET');
      // The 19 content resources' four reads each, and the rest (media, inbox, analytics, accounts …).
      expect(reads.length).toBeGreaterThanOrEqual(90);
      const request = fc.constantFrom(...reads).chain((route) =>
        fc.record({
          route: fc.constant(route),
          params: fc.array(fc.oneof(fc.uuid(), hostile), { minLength: 4, maxLength: 4 }),
          query: fc.dictionary(
            fc.constantFrom(...declaredKeys(docOf(t, route).querystring), 'language', 'page', 'other'),
            hostile,
            { maxKeys: 4 },
          ),
        }),
      );
      await fc.assert(
        fc.asyncProperty(request, async ({ route, params, query }) => {
          let index = 0;
          const path = route.url.replace(/:\w+/g, () => encodeURIComponent(params[index++] ?? ''));
          const url = `${path}?${new URLSearchParams(query).toString()}`;
          const answer = await t.send('GET', url, { role: 'owner' });
          expect([200, 400, 404], url).toContain(answer.status);
          if (answer.status !== 200 && typeof answer.body === 'object') {
            expect(answer.body?.message, url).toEqual(expect.any(String));
          }
        }),
        { numRuns: FUZZ_RUNS * 20, ...(FUZZ_SEED === undefined ? {} : { seed: FUZZ_SEED }) },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
