/**
 * What the logs of a real app hold (issue 11, point 2; decision 018): a query the database rejects
 * is logged by its name and SQLSTATE, never with its parameters (email, name, phone, message,
 * token hash), message or absolute paths; tokens in URLs are redacted; a request's line carries
 * exactly what the privacy policy lists.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { clientFor, type TestContext, testConfig } from './helpers/build-app';
import { createTestDatabase } from './helpers/test-database';

type LogLine = Record<string, any>;
const written: string[] = [];
const lines = () => written.map((line) => JSON.parse(line) as LogLine);
const text = () => written.join('');

let database: DatabaseHandle;
let app: FastifyInstance;
let t: Omit<TestContext, 'database'>;

beforeAll(async () => {
  database = await createTestDatabase();
  const built = await buildApp(testConfig({ LOG_LEVEL: 'info' }), {
    database,
    logger: true,
    logStream: { write: (line) => written.push(line) },
  });
  app = built.app;
  t = await clientFor(built.app, built.api);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});
beforeEach(() => {
  written.length = 0;
});

/** Makes the database reject every new row of the table (a CHECK the app knows nothing of). */
async function rejectInserts(table: string) {
  await database.db.execute(
    sql.raw(`alter table ${table} add constraint logging_test_reject check (false) not valid`),
  );
  return () => database.db.execute(sql.raw(`alter table ${table} drop constraint logging_test_reject`));
}

function expectNoAbsolutePaths(logged: string) {
  expect(logged).not.toContain('/work/');
  expect(logged).not.toContain(process.cwd());
  expect(logged).not.toContain('file://');
}

describe('a query the database rejects', () => {
  it('is logged by query name and SQLSTATE, without the contact form’s values', async () => {
    const allow = await rejectInserts('contact_messages');
    try {
      const response = await t.post('/api/contact/?language=en', {
        name: 'Zelda Quartermain',
        email: 'zelda.quartermain@example.com',
        phone: '+49 170 9876543',
        message: 'Mein Geheimnis: Projekt Morgenrot',
      });
      expect(response.status).toBe(500);
    } finally {
      await allow();
    }
    const failure = lines().find((line) => line.msg === 'request failed');
    expect(failure?.level).toBe(50);
    expect(failure?.err).toMatchObject({
      type: 'DrizzleQueryError',
      code: '23514',
      query: 'insert contact_messages',
      cause: { type: 'DatabaseError', code: '23514', constraint: 'logging_test_reject' },
    });
    expect(failure?.err.stack).toMatch(/^ {2}at /);
    const logged = text();
    for (const value of ['Zelda', 'Quartermain', '9876543', 'Morgenrot', 'Failed query', 'params']) {
      expect(logged).not.toContain(value);
    }
    expect(logged).not.toMatch(/insert into/i);
    expectNoAbsolutePaths(logged);
  });

  it('is logged without the newsletter address or its token hash', async () => {
    const allow = await rejectInserts('newsletter_subscriptions');
    try {
      const response = await t.post('/api/newsletter/subscribe/?language=en', {
        email: 'yorick.vandermeer@example.com',
      });
      expect(response.status).toBe(500);
    } finally {
      await allow();
    }
    const failure = lines().find((line) => line.msg === 'request failed');
    expect(failure?.err).toMatchObject({ code: '23514', query: 'insert newsletter_subscriptions' });
    const logged = text();
    expect(logged).not.toContain('vandermeer');
    expect(logged).not.toMatch(/[0-9a-f]{64}/);
    expectNoAbsolutePaths(logged);
  });

  it('logs an error handed to log.error directly as `err`, not as the line’s text', async () => {
    const error = Object.assign(new Error('lookup failed for hanna@example.com'), { code: 'E_TEST' });
    app.log.error(error);
    const [line] = lines();
    expect(line).toMatchObject({ msg: 'error', err: { type: 'Error', code: 'E_TEST' } });
    expect(text()).not.toContain('hanna@example.com');
  });
});

describe('tokens in URLs', () => {
  it('are redacted in confirmation and unsubscribe links and in `token` query values', async () => {
    const token = 'SeCrEtToKeN0123456789abcdefghijklmnopqrstu';
    await t.get(`/api/newsletter/confirm/${token}/`);
    await t.get(`/api/newsletter/unsubscribe/${token}/?token=${token}x&language=en`);
    const urls = lines().map((line) => line.req?.url);
    expect(urls).toContain('/api/newsletter/confirm/[redacted]/');
    expect(urls).toContain('/api/newsletter/unsubscribe/[redacted]/?token=[redacted]&language=en');
    expect(text()).not.toContain(token);
  });
});

describe('a request’s log line', () => {
  it('carries exactly what the privacy policy lists: shortened IP, time, URL and method, status and bytes, referrer, user agent', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/health/?language=en',
      remoteAddress: '203.0.113.77',
      headers: {
        cookie: 'csrftoken=cookie-secret-value; selectedLanguage=de',
        referer: 'https://www.example.org/blog/post/?email=ref%40example.com#top',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0',
        authorization: 'Bearer header-secret-value',
        'accept-language': 'de-DE,de;q=0.9',
      },
    });
    expect(response.statusCode).toBe(200);
    const all = lines();
    expect(all).toHaveLength(1);
    const [line] = all as [LogLine];
    expect(Object.keys(line).sort()).toEqual(['level', 'msg', 'req', 'reqId', 'res', 'time']);
    expect(line.msg).toBe('request');
    expect(line.req).toEqual({
      method: 'GET',
      url: '/api/health/?language=en',
      remoteAddress: '203.0.113.0',
      referrer: 'https://www.example.org/blog/post/',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0',
    });
    expect(line.res).toEqual({ statusCode: 200, bytes: Buffer.byteLength(response.body) });
    expect(typeof line.time).toBe('number');
    const logged = text();
    for (const value of [
      '203.0.113.77',
      'cookie-secret-value',
      'header-secret-value',
      'ref%40example',
      'de-DE',
    ]) {
      expect(logged).not.toContain(value);
    }
  });

  it('leaves out a referrer or user agent the browser did not send', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/health/',
      remoteAddress: '2001:db8:85a3:8d3:1319:8a2e:370:7348',
      headers: { 'user-agent': '' },
    });
    const [line] = lines() as [LogLine];
    expect(line.req).toEqual({ method: 'GET', url: '/api/health/', remoteAddress: '2001:db8:85a3::' });
  });
});
