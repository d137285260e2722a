import { describe, expect, it } from 'vitest';
import { setupApp } from './helpers/build-app';

const t = setupApp({
  RATE_LIMIT_NEWSLETTER_PER_MINUTE: '3',
  RATE_LIMIT_CONTACT_PER_MINUTE: '2',
  RATE_LIMIT_ANALYTICS_PER_MINUTE: '4',
});

describe('rate limits per IP', () => {
  it('answers 429 with Retry-After and a message once the newsletter limit is used up', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof t.post>> | undefined;
    for (let i = 0; i < 4; i++) {
      last = await t.post('/api/newsletter/subscribe/?language=en', { email: `limit${i}@example.com` });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.body.message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
  });

  it('counts each IP separately', async () => {
    const other = await t.post(
      '/api/newsletter/subscribe/',
      { email: 'other-ip@example.com' },
      { remoteAddress: '10.1.2.3' },
    );
    expect(other.status).toBe(200);
  });

  it('limits contact and analytics too', async () => {
    const contact = [];
    for (let i = 0; i < 3; i++) {
      contact.push(
        (
          await t.post(
            '/api/contact/',
            { name: 'A', email: 'a@example.com', message: 'x' },
            { remoteAddress: '10.9.9.9' },
          )
        ).status,
      );
    }
    expect(contact).toEqual([201, 201, 429]);
    const analytics = [];
    for (let i = 0; i < 5; i++) {
      analytics.push(
        (await t.post('/api/analytics/track/', { events: [] }, { remoteAddress: '10.8.8.8' })).status,
      );
    }
    expect(analytics).toEqual([400, 400, 400, 400, 429]);
  });
});
