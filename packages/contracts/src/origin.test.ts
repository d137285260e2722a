import { describe, expect, it } from 'vitest';
import { publicOrigin } from './origin';

describe('publicOrigin', () => {
  it('PUBLIC_URL wins over the request', () => {
    expect(publicOrigin({ publicUrl: 'https://coaching.example/' }, { protocol: 'http', host: 'x:1' })).toBe(
      'https://coaching.example',
    );
    expect(
      publicOrigin({ publicUrl: 'https://coaching.example/' }, { protocol: 'https', host: 'evil.example' }),
    ).toBe('https://coaching.example');
  });

  it.each([
    ['localhost:5173', 'http://localhost:5173'],
    ['Example.TEST', 'http://example.test'],
    ['[::1]:3000', 'http://[::1]:3000'],
    ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['site.test:80', 'http://site.test'],
  ])('unset: the request origin (%s)', (host, origin) => {
    expect(publicOrigin({}, { protocol: 'http', host })).toBe(origin);
  });

  it.each([
    'bad host',
    'a"b<c',
    '',
    'x/y',
    'user@evil.example',
    'a:b:c',
    'evil.example:0',
    'evil.example:70000',
    'evil.example:',
    'evil_host.example',
    '-evil.example',
    'evil..example',
    '0x7f.1',
    'üñí.example',
    `${'a'.repeat(64)}.example`,
    `${'a.'.repeat(140)}example`,
    '[::1',
    'evil.example%2f',
  ])('an invalid Host (%j) falls back to the configured default', (host) => {
    expect(publicOrigin({ fallbackUrl: 'http://127.0.0.1:3000' }, { protocol: 'https', host })).toBe(
      'http://127.0.0.1:3000',
    );
  });

  it.each(['javascript', 'ftp', 'HTTP', ''])('a protocol other than http(s) (%j) falls back', (protocol) => {
    expect(publicOrigin({ fallbackUrl: 'http://127.0.0.1:3000' }, { protocol, host: 'site.test' })).toBe(
      'http://127.0.0.1:3000',
    );
  });
});
