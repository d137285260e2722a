/**
 * TRUST_PROXY (decision 019) seen through the rate limit, which counts per `request.ip`: with
 * RATE_LIMIT_CONTACT_PER_MINUTE=1 a second message from the same address is refused, so which
 * requests share a bucket tells which address the app took for the client.
 */
import { describe, expect, it } from 'vitest';
import { setupApp, type TestContext } from './helpers/build-app';

const message = { name: 'A', email: 'a@example.com', message: 'x' };

const contact = (t: TestContext, remoteAddress: string, forwardedFor?: string) =>
  t
    .post('/api/contact/', message, {
      remoteAddress,
      ...(forwardedFor === undefined ? {} : { headers: { 'x-forwarded-for': forwardedFor } }),
    })
    .then((response) => response.status);

describe('TRUST_PROXY=1: one proxy on the same machine', () => {
  const t = setupApp({ TRUST_PROXY: '1', RATE_LIMIT_CONTACT_PER_MINUTE: '1' });

  it('a client rotating the leftmost X-Forwarded-For stays limited', async () => {
    const statuses = [];
    for (const spoofed of ['1.1.1.1', '2.2.2.2', '3.3.3.3, 4.4.4.4']) {
      statuses.push(await contact(t, '127.0.0.1', `${spoofed}, 198.51.100.7`));
    }
    expect(statuses).toEqual([201, 429, 429]);
  });

  it('request.ip is the address the proxy appended (one hop from the socket)', async () => {
    // The same client without the proxy: the bucket filled above is its own.
    expect(await contact(t, '198.51.100.7')).toBe(429);
    // Another client behind the same proxy has its own bucket.
    expect(await contact(t, '127.0.0.1', '1.1.1.1, 198.51.100.8')).toBe(201);
    expect(await contact(t, '127.0.0.1', '198.51.100.8')).toBe(429);
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  const t = setupApp({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8', RATE_LIMIT_CONTACT_PER_MINUTE: '1' });

  it('request.ip is the first address from the right that is not a trusted proxy', async () => {
    const statuses = [];
    for (const spoofed of ['1.1.1.1', '2.2.2.2', '10.0.0.9']) {
      statuses.push(await contact(t, '127.0.0.1', `${spoofed}, 203.0.113.9, 10.1.2.3`));
    }
    expect(statuses).toEqual([201, 429, 429]);
    expect(await contact(t, '203.0.113.9')).toBe(429);
    expect(await contact(t, '10.4.4.4', '203.0.113.10')).toBe(201);
  });

  it('ignores X-Forwarded-For from a peer that is not a listed proxy', async () => {
    expect(await contact(t, '192.0.2.1', '203.0.113.50')).toBe(201);
    expect(await contact(t, '192.0.2.1', '203.0.113.51')).toBe(429);
    expect(await contact(t, '203.0.113.52')).toBe(201);
  });
});
