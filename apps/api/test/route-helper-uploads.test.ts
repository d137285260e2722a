/**
 * The route helper (decision 023): multipart uploads (limits, file types, the other fields) and an
 * upload route without the multipart plugin, with test-only routes on the real API plugins.
 */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { form } from './helpers/multipart-form';
import { route, setupRouteHelperApp, UPLOAD } from './helpers/route-helper';

const t = setupRouteHelperApp();

describe('multipart uploads', () => {
  it('reads files and parses the other fields with the schema', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/upload/',
      ...form([
        { name: 'title', value: 'Praxisraum' },
        { name: 'file', filename: 'raum.png', type: 'image/png', bytes: 1024 },
        { name: 'file', filename: 'flur.jpg', type: 'image/jpeg', bytes: 10 },
      ]),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      title: 'Praxisraum',
      files: [
        { filename: 'raum.png', mimetype: 'image/png', size: 1024 },
        { filename: 'flur.jpg', mimetype: 'image/jpeg', size: 10 },
      ],
    });
  });

  it('a file over the limit is 413 with the limit in the message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/upload/?language=en',
      ...form([
        { name: 'title', value: 'Praxisraum' },
        { name: 'file', filename: 'raum.png', type: 'image/png', bytes: 1025 },
      ]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The file is too large (at most 1 KB).' });
  });

  it('files over the request limit together are 413: by the declared length, or counted without one', async () => {
    const two = form([
      { name: 'title', value: 'x' },
      { name: 'file', filename: 'a.png', type: 'image/png', bytes: 1000 },
      { name: 'file', filename: 'b.png', type: 'image/png', bytes: 1000 },
    ]);
    const declared = await t.app.inject({ method: 'POST', url: '/api/test/upload/?language=en', ...two });
    expect(declared.statusCode).toBe(413);
    expect(declared.json().message).toMatch(/^The files are too large together/);
    // Sent in chunks without a length: refused once the files counted so far pass the limit.
    const streamed = await t.app.inject({
      method: 'POST',
      url: '/api/test/upload/?language=en',
      headers: two.headers,
      payload: Readable.from([two.payload.subarray(0, 700), two.payload.subarray(700)]),
    });
    expect(streamed.raw.req.headers['content-length']).toBeUndefined();
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().message).toMatch(/^The files are too large together/);
  });

  it('more files than allowed is 413', async () => {
    const file = { name: 'file', filename: 'a.png', type: 'image/png', bytes: 1 };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/upload/?language=en',
      ...form([{ name: 'title', value: 'x' }, file, file, file]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Too many files (at most 2).' });
  });

  it('a file type the route does not take is 415; so is a JSON body', async () => {
    const svg = await t.app.inject({
      method: 'POST',
      url: '/api/test/upload/?language=en',
      ...form([
        { name: 'title', value: 'x' },
        { name: 'file', filename: 'a.svg', type: 'image/svg+xml', bytes: 10 },
      ]),
    });
    expect(svg.statusCode).toBe(415);
    expect(svg.json()).toEqual({
      message: 'This file type is not allowed (allowed: image/png, image/jpeg).',
    });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/test/upload/?language=en',
      payload: { title: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toContain('multipart/form-data');
  });

  it('fields the schema refuses, or a file under another name, are 400', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/test/upload/?language=en',
      ...form([{ name: 'file', filename: 'a.png', type: 'image/png', bytes: 1 }]),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ title: ['This field is required.'] });
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/test/upload/?language=en',
      ...form([
        { name: 'title', value: 'x' },
        { name: 'avatar', filename: 'a.png', type: 'image/png', bytes: 1 },
      ]),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual({ avatar: ['Unknown field.'] });
  });
});

describe('uploads need the multipart plugin', () => {
  it('an upload route declared without it fails at start-up', async () => {
    await expect(
      t.startWith({ ...route, method: 'POST', url: '/test/upload-without-plugin/', multipart: UPLOAD }),
    ).rejects.toThrow(/takes uploads: register @fastify\/multipart/);
  });
});
