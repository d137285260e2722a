import { describe, expect, it } from 'vitest';
import { anonymizeIp } from './anonymize-ip';

describe('anonymizeIp', () => {
  it.each([
    ['203.0.113.42', '203.0.113.0'],
    ['::ffff:203.0.113.42', '203.0.113.0'],
    ['127.0.0.1', '127.0.0.0'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
    ['2001:db8::1', '2001:db8::'],
    ['::1', '::'],
    ['not an ip', ''],
    [undefined, ''],
  ])('%s → %s', (ip, expected) => {
    expect(anonymizeIp(ip)).toBe(expected);
  });
});
