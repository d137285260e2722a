import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, deflateParts, gzipJoin, preferredEncoding } from './compression';

describe('acceptsGzip', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['gzip, deflate, br, zstd', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['br', false],
    ['deflate, identity', false],
    ['gzip;q=0, br', false],
    ['gzip; q=0.5', true],
    ['gzip;q=oops', false],
    ['*', true],
    ['*;q=0', false],
    ['gzip;q=0, *', false],
    ['br, *;q=0.1', true],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('preferredEncoding', () => {
  const both = { br: true, gzip: true };
  it.each([
    [undefined, both, 'identity'],
    ['', both, 'identity'],
    ['gzip, deflate, br, zstd', both, 'br'],
    ['gzip, deflate, br', { br: false, gzip: true }, 'gzip'],
    ['br', { br: false, gzip: true }, 'identity'],
    ['gzip', both, 'gzip'],
    ['br;q=0.5, gzip', both, 'gzip'],
    ['br;q=0, gzip;q=0', both, 'identity'],
    ['*', both, 'br'],
    ['*;q=0.1, gzip', both, 'gzip'],
    ['identity', both, 'identity'],
    ['x-gzip', both, 'gzip'],
    ['BR, GZIP', both, 'br'],
  ] as const)('%j with %j → %s', (header, available, expected) => {
    expect(preferredEncoding(header, available)).toBe(expected);
  });
});

describe('gzip joined from parts deflated once', () => {
  const text = '<p>Grüße 你好 – </p>'.repeat(400);
  const join = async (parts: string[], separator: string) => {
    const buffers = parts.map((part) => Buffer.from(part));
    return gzipJoin(buffers, await deflateParts(buffers), Buffer.from(separator));
  };

  it('decodes to the parts with the separator between them', async () => {
    const parts = [text, `${text}!`, '', 'end'];
    for (const separator of ['ABCDEFGHIJKLMNOPQRSTUV==', 'x', '']) {
      const gzip = await join(parts, separator);
      expect(gunzipSync(gzip).toString()).toBe(parts.join(separator));
    }
  });

  it('compresses each part', async () => {
    const gzip = await join([text, text], 'n');
    expect(gzip.length).toBeLessThan(text.length / 10);
  });

  it('decodes a single part and an empty document', async () => {
    expect(gunzipSync(await join([text], 'n')).toString()).toBe(text);
    expect(gunzipSync(await join([''], 'n')).toString()).toBe('');
  });

  it('holds separators up to one stored block', async () => {
    const long = 'y'.repeat(0xffff);
    expect(gunzipSync(await join(['a', 'b'], long)).toString()).toBe(`a${long}b`);
    await expect(join(['a', 'b'], `${long}y`)).rejects.toThrow(/65535/);
  });

  it('keeps each part to itself whatever the sizes: one stream, a full flush after each part', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.string({ maxLength: 40 }), fc.string({ minLength: 2_000, maxLength: 70_000 })), {
          maxLength: 9,
        }),
        fc.string({ maxLength: 30 }),
        async (parts, separator) => {
          const gzip = await join(parts, separator);
          expect(gunzipSync(gzip).toString()).toBe(parts.join(separator));
        },
      ),
      { numRuns: 60 },
    );
  });
});
