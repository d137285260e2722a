/**
 * The media library against bad input (issue 13 point 10, decision 017): damaged images (bytes
 * changed, cut short) under any name and declared type, and any JSON as an alt-text PATCH, never
 * answer a 5xx; a refusal names its field and leaves nothing half-written.
 */
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupContentApp } from '../helpers/admin-content';
import { form } from '../helpers/multipart-form';
import { anyJson, anyText, hostileString } from '../helpers/property';
import { count, fuzzRuns, newTally, reportTally } from '../helpers/write-fuzz';

const t = setupContentApp();
/** 20 in the suite; FUZZ_RUNS (300) in `npm run bench:fuzz` (bench/README.md, decision 077). */
const RUNS = fuzzRuns(20);
const TIMEOUT_MS = Math.max(180_000, RUNS * 6_000);
const tally = newTally();
afterAll(() => reportTally('media fuzz', tally));

let sources: Buffer[] = [];
beforeAll(async () => {
  const base = sharp({ create: { width: 24, height: 16, channels: 4, background: '#3a7bd580' } });
  sources = await Promise.all(
    (['png', 'jpeg', 'webp', 'avif'] as const).map((format) => base.clone().toFormat(format).toBuffer()),
  );
});

/** A valid image with some bytes replaced and perhaps cut short: headers, lengths and data broken. */
const damaged = fc
  .record({
    source: fc.nat(3),
    changes: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 6 }),
    cut: fc.option(fc.double({ min: 0.1, max: 1, noNaN: true }), { nil: undefined, freq: 3 }),
  })
  .map(({ source, changes, cut }) => {
    const bytes = Buffer.from(sources[source] as Buffer);
    for (const [at, value] of changes) bytes[at % bytes.length] = value;
    return cut === undefined ? bytes : bytes.subarray(0, Math.max(1, Math.floor(bytes.length * cut)));
  });
/** Sometimes an intact image, so that uploads that must succeed are in the mix too. */
const anyImage = fc.oneof(
  { weight: 2, arbitrary: fc.nat(3).map((source) => sources[source] as Buffer) },
  { weight: 3, arbitrary: damaged },
);

/** A filename a browser can put in the form's header (no quotes or line breaks). */
const filename = anyText(40).map((name) => `${name.replace(/["\r\n\\]/g, '_')}.png`);
const declared = fc.constantFrom('image/png', 'image/jpeg', 'application/octet-stream', 'text/plain', '');

describe('bad input to the media library', () => {
  it(
    'a damaged image is stored cleanly or refused with a field error, never a 5xx',
    async () => {
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(anyImage, filename, declared), { minLength: 1, maxLength: 2 }),
          async (files) => {
            const before = (await t.send('GET', '/api/admin/media/')).body.count;
            const answer = await t.editor.upload(
              '/api/admin/media/?language=en',
              form(
                files.map(([data, name, type]) => ({
                  name: 'file',
                  filename: name,
                  type: type || 'image/png',
                  data,
                })),
              ),
            );
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            count(tally, { method: 'POST', url: '/api/admin/media/' }, answer.status);
            expect([201, 400], JSON.stringify(answer.body)).toContain(answer.status);
            if (answer.status === 400) {
              for (const key of Object.keys(answer.body.errors)) expect(key).toMatch(/^file\.[01]$/);
              expect((await t.send('GET', '/api/admin/media/')).body.count).toBe(before);
            } else {
              expect(answer.body.results).toHaveLength(files.length);
            }
          },
        ),
        { numRuns: RUNS },
      );
      // Both outcomes were reached: the damage was neither always fatal nor always harmless.
      expect(statuses.get(400)).toBeGreaterThan(0);
      expect(statuses.get(201)).toBeGreaterThan(0);
    },
    TIMEOUT_MS,
  );

  it(
    'any JSON as an alt-text PATCH is saved or refused, never a 5xx, and a refusal changes nothing',
    async () => {
      const sample = sources[0] as Buffer;
      const uploaded = await t.editor.upload(
        '/api/admin/media/',
        form([{ name: 'file', filename: 'a.png', type: 'image/png', data: sample }]),
      );
      const id = uploaded.body.results[0].id as string;
      const language = fc.constantFrom('de', 'en', 'es', 'fr', 'zh');
      // Alt-text shapes are sent with the item's current version, so that a good one is saved.
      const body = fc.oneof(
        anyJson.map((patch) => ({ patch, current: false })),
        fc.record({ alt: anyJson }).map((patch) => ({ patch, current: true })),
        fc
          .record({ alt: fc.dictionary(language, fc.oneof(anyText(80), hostileString, fc.constant(null))) })
          .map((patch) => ({ patch, current: true })),
      );
      await fc.assert(
        fc.asyncProperty(body, async ({ patch, current }) => {
          const item = (await t.send('GET', `/api/admin/media/${id}/`)).body;
          const before = item.alt;
          const sent = current ? { ...(patch as Record<string, unknown>), version: item.version } : patch;
          const answer = await t.send('PATCH', `/api/admin/media/${id}/`, { body: sent });
          count(tally, { method: 'PATCH', url: '/api/admin/media/:id/' }, answer.status);
          expect([200, 400], JSON.stringify(answer.body)).toContain(answer.status);
          if (answer.status === 400) {
            expect((await t.send('GET', `/api/admin/media/${id}/`)).body.alt).toEqual(before);
          }
        }),
        { numRuns: RUNS * 2 },
      );
    },
    TIMEOUT_MS,
  );
});
