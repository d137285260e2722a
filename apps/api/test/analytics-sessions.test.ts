import { sessionStartFixture } from '@wegweiser/contracts/testing';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { setupApp } from './helpers/build-app';

const SESSIONS_PER_HOUR = 3;
const t = setupApp({ RATE_LIMIT_ANALYTICS_SESSIONS_PER_HOUR: String(SESSIONS_PER_HOUR) });

const sessionStart = sessionStartFixture();
const start = (remoteAddress: string, language = 'en', body: object = sessionStart) =>
  t.post(`/api/analytics/session/start/?language=${language}`, body, { remoteAddress });

describe('analytics sessions per client and hour (decision 021)', () => {
  it('defaults to 30 and is configured by RATE_LIMIT_ANALYTICS_SESSIONS_PER_HOUR', () => {
    expect(loadConfig({}).rateLimits.analyticsSessionsPerHour).toBe(30);
    expect(
      loadConfig({ RATE_LIMIT_ANALYTICS_SESSIONS_PER_HOUR: '7' }).rateLimits.analyticsSessionsPerHour,
    ).toBe(7);
    expect(() => loadConfig({ RATE_LIMIT_ANALYTICS_SESSIONS_PER_HOUR: '0' })).toThrow(
      /RATE_LIMIT_ANALYTICS_SESSIONS_PER_HOUR/,
    );
  });

  it('answers 429 with Retry-After in the request language once one IP started the allowed sessions', async () => {
    const statuses = [];
    for (let i = 0; i < SESSIONS_PER_HOUR; i++) statuses.push((await start('10.20.0.1')).status);
    expect(statuses).toEqual(Array(SESSIONS_PER_HOUR).fill(201));
    const refused = await start('10.20.0.1', 'de');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.body).toEqual({
      message: `Zu viele Anfragen. Bitte versuchen Sie es in ${retryAfter} Sekunden erneut.`,
    });
    // Another client is not affected.
    expect((await start('10.20.0.2')).status).toBe(201);
  });

  it('counts only sessions that were started, not refused input', async () => {
    for (let i = 0; i < SESSIONS_PER_HOUR + 2; i++) {
      expect((await start('10.20.0.3', 'en', { ...sessionStart, landing_page: '' })).status).toBe(400);
    }
    for (let i = 0; i < SESSIONS_PER_HOUR; i++) expect((await start('10.20.0.3')).status).toBe(201);
    expect((await start('10.20.0.3')).status).toBe(429);
  });

  it('leaves tracking and ending of the started sessions to the per-minute limit', async () => {
    const ids = [];
    for (let i = 0; i < SESSIONS_PER_HOUR; i++) ids.push((await start('10.20.0.4')).body.session_id);
    expect((await start('10.20.0.4')).status).toBe(429);
    const ended = await t.post(
      '/api/analytics/session/end/',
      { session_id: ids[0], timestamp: new Date().toISOString() },
      { remoteAddress: '10.20.0.4' },
    );
    expect(ended.status).toBe(200);
  });

  it('counts starts whatever their timestamp says', async () => {
    const statuses = [];
    for (let i = 0; i <= SESSIONS_PER_HOUR; i++) {
      const timestamp = new Date(Date.now() - (i + 1) * 70 * 60_000).toISOString();
      statuses.push((await start('10.20.0.5', 'en', { ...sessionStart, timestamp })).status);
    }
    expect(statuses).toEqual([...Array(SESSIONS_PER_HOUR).fill(201), 429]);
  });
});
