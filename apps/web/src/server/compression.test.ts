import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, negotiateEncoding } from './compression';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5', 'br'],
    ['gzip;q=0', undefined],
    ['deflate', undefined],
    ['identity', undefined],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['br;q=oops, gzip', 'gzip'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('compress', () => {
  const body = Buffer.from('<!doctype html><p>Grüße 你好</p>'.repeat(500));

  it('brotli and gzip decode to the same bytes, smaller', async () => {
    const br = await compress(body, 'br');
    const gz = await compress(body, 'gzip');
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(gz).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length / 10);
    expect(gz.length).toBeLessThan(body.length / 10);
  });
});
