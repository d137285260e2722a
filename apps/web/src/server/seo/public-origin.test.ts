import { describe, expect, it } from 'vitest';
import { publicOrigin } from './public-origin';

describe('publicOrigin', () => {
  it('PUBLIC_URL wins over the request', () => {
    expect(publicOrigin({ publicUrl: 'https://coaching.example/' }, { protocol: 'http', host: 'x:1' })).toBe(
      'https://coaching.example',
    );
  });

  it.each([
    ['localhost:5173', 'http://localhost:5173'],
    ['Example.TEST', 'http://example.test'],
    ['[::1]:3000', 'http://[::1]:3000'],
  ])('unset: the request origin (%s)', (host, origin) => {
    expect(publicOrigin({}, { protocol: 'http', host })).toBe(origin);
  });

  it.each(['bad host', 'a"b<c', '', 'x/y', 'user@evil.example', 'a:b:c'])(
    'an invalid Host (%j) falls back to the configured default',
    (host) => {
      expect(publicOrigin({ fallbackUrl: 'http://127.0.0.1:3000' }, { protocol: 'https', host })).toBe(
        'http://127.0.0.1:3000',
      );
    },
  );
});
