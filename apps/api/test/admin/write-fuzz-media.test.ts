/**
 * Bad input to the media library's write routes (issue 13 point 10, decision 050): alt-text PATCH
 * bodies broken in one to three places, bad image ids, and payloads that are not a multipart form
 * for the upload. The upload's file contents (damaged images) are media-fuzz.test.ts's; this file
 * holds the same oracle and the same table digest over the routes as write-fuzz-content.test.ts.
 *
 *   TEST_DATABASE=pglite npx vitest run --project api apps/api/test/admin/write-fuzz-media.test.ts
 */
import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setupContentApp } from '../helpers/admin-content';
import { form } from '../helpers/multipart-form';
import { FUZZ_TIMEOUT_MS, mutate, mutations, newTally, reportTally, routeKey } from '../helpers/write-fuzz';
import { fuzzFileOf, fuzzRoute, type RouteFuzz, uuidPart, writeRoutes } from '../helpers/write-fuzz-routes';

const t = setupContentApp();
const tally = newTally();

describe('bad input to the media routes', () => {
  it(
    'is refused with the named fields, never a 5xx, and writes nothing',
    async () => {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#80a0c0' } })
        .png()
        .toBuffer();
      const uploaded = await t.editor.upload(
        '/api/admin/media/',
        form([{ name: 'file', filename: 'raum.png', type: 'image/png', data: png }]),
      );
      expect(uploaded.status).toBe(201);
      const id = uploaded.body.results[0].id as string;
      const alt = { alt: { de: 'Heller Raum', en: 'Bright room' }, version: 0 };

      const routes = writeRoutes(t).filter((route) => fuzzFileOf(route, []) === 'write-fuzz-media');
      for (const route of routes) {
        const fuzz: RouteFuzz = { route };
        if (route.method === 'PATCH') {
          fuzz.url = uuidPart(id, 3);
          fuzz.body = mutations.map((changes) => ({ body: mutate(alt, changes), semantic: null }));
        } else if (route.method === 'DELETE') {
          fuzz.url = uuidPart(id, 1);
        } else {
          // The upload: any JSON (a form's fields as an object) or no form at all is 415.
          fuzz.body = fc.jsonValue({ maxDepth: 2 }).map((body) => ({ body, semantic: null }));
        }
        await fuzzRoute(t, fuzz, tally);
      }
      expect([...tally.routes].sort()).toEqual(routes.map(routeKey).sort());
      expect((await t.send('GET', `/api/admin/media/${id}/`)).body.alt).toEqual({});
      reportTally('write fuzz (media)', tally);
    },
    FUZZ_TIMEOUT_MS,
  );
});
