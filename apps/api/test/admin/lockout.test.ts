/**
 * Rate limit and progressive lockout (issue 13 points 2 and 3; decision 042), counted in the
 * database: per account (known or unknown email alike), per client, for second-factor codes too,
 * and seen by every process that shares the database.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { setupApp, testConfig } from '../helpers/build-app';
import { addUser, browser, fakeClock, OWNER, OWNER_ENV, signedIn } from './console-client';

const t = setupApp(OWNER_ENV);
const MINUTE = 60_000;
const WRONG = 'Falsches-Passwort-123';

type Person = Awaited<ReturnType<typeof addUser>>;
/** Accounts made on the real clock before any test moves it: one per test that locks one. */
const people: Person[] = [];
beforeAll(async () => {
  const owner = await signedIn(t, OWNER, { ip: '203.0.113.20' });
  for (let index = 0; index < 3; index += 1) people.push(await addUser(t, owner, 'editor'));
});
const person = (index: number) => {
  const found = people[index];
  if (!found) throw new Error(`no person ${index}`);
  return found;
};

afterEach(() => {
  vi.useRealTimers();
});

const login = (ip: string, email: string, password: string) =>
  browser(t.app, { ip }).post('/api/admin/auth/login/?language=en', { email, password });

async function fail(times: number, ip: string, email: string) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    const answer = await login(ip, email, WRONG);
    expect(answer.status, `attempt ${attempt + 1}`).toBe(401);
  }
}

describe('per account', () => {
  it('after 10 failures within 15 minutes: 429 with Retry-After, even with the right password', async () => {
    fakeClock(Date.parse('2026-11-25T08:00:00Z'));
    const { email, password } = person(0);
    await fail(10, '203.0.113.21', email);
    const locked = await login('203.0.113.22', email, password);
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(15 * 60));
    expect(locked.body).toEqual({
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    });
  });

  it('an unknown email is locked exactly as a known one: same statuses, bodies and Retry-After', async () => {
    const editor = person(1);
    fakeClock(Date.parse('2026-11-25T09:00:00Z'));
    const unknown = 'nobody-at-all@example.com';
    const known = [];
    const other = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const a = await login('203.0.113.23', editor.email, WRONG);
      const b = await login('203.0.113.24', unknown, WRONG);
      known.push([a.status, a.body, a.headers['retry-after']]);
      other.push([b.status, b.body, b.headers['retry-after']]);
    }
    expect(other).toEqual(known);
    expect(other.at(-1)?.[0]).toBe(429);
  });

  it('failures spread over more than 15 minutes do not lock', async () => {
    const time = fakeClock(Date.parse('2026-11-25T10:00:00Z'));
    const email = 'spread@example.com';
    await fail(9, '203.0.113.25', email);
    time.advance(16 * MINUTE);
    await fail(9, '203.0.113.25', email);
    expect((await login('203.0.113.25', email, WRONG)).status).toBe(401);
  });

  it('progressive: the lockout ends, and the next one lasts twice as long', async () => {
    const time = fakeClock(Date.parse('2026-11-25T11:00:00Z'));
    const email = 'repeat-offender@example.com';
    await fail(10, '203.0.113.26', email);
    expect((await login('203.0.113.26', email, WRONG)).headers['retry-after']).toBe('900');
    time.advance(15 * MINUTE);
    // Over: ten more tries, then a 30-minute lockout.
    await fail(10, '203.0.113.26', email);
    const second = await login('203.0.113.26', email, WRONG);
    expect(second.status).toBe(429);
    expect(second.headers['retry-after']).toBe('1800');
    time.advance(30 * MINUTE);
    await fail(10, '203.0.113.26', email);
    expect((await login('203.0.113.26', email, WRONG)).headers['retry-after']).toBe('3600');
    // A day without lockouts: back to the first level.
    time.advance(25 * 60 * MINUTE);
    await fail(10, '203.0.113.26', email);
    expect((await login('203.0.113.26', email, WRONG)).headers['retry-after']).toBe('900');
  });

  it('when the lockout is over the right password signs in again', async () => {
    const editor = person(2);
    const time = fakeClock(Date.parse('2026-11-25T14:00:00Z'));
    await fail(10, '203.0.113.27', editor.email);
    expect((await login('203.0.113.27', editor.email, editor.password)).status).toBe(429);
    time.advance(15 * MINUTE - 1_000);
    expect((await login('203.0.113.27', editor.email, editor.password)).status).toBe(429);
    time.advance(1_000);
    expect((await login('203.0.113.27', editor.email, editor.password)).status).toBe(200);
  });
});

describe('per client', () => {
  it('50 failures from one address within 15 minutes lock that address for every email', async () => {
    fakeClock(Date.parse('2026-11-26T08:00:00Z'));
    for (let attempt = 0; attempt < 50; attempt += 1) {
      // A different email each time: no account reaches its own limit.
      expect((await login('198.18.0.1', `spray-${attempt}@example.com`, WRONG)).status).toBe(401);
    }
    const locked = await login('198.18.0.1', OWNER.email, OWNER.password);
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    // Another address is not affected.
    expect((await login('198.18.0.2', OWNER.email, OWNER.password)).status).toBe(200);
  });

  it('an IPv6 client is one /64: rotating addresses inside it does not help', async () => {
    fakeClock(Date.parse('2026-11-26T09:00:00Z'));
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const ip = `2001:db8:77:1::${(attempt + 1).toString(16)}`;
      expect((await login(ip, `v6-${attempt}@example.com`, WRONG)).status).toBe(401);
    }
    expect((await login('2001:db8:77:1:ffff::9', OWNER.email, OWNER.password)).status).toBe(429);
    expect((await login('2001:db8:77:2::1', OWNER.email, OWNER.password)).status).toBe(200);
  });
});

describe('across processes', () => {
  it('a second app on the same database sees the failures and the lockout of the first', async () => {
    fakeClock(Date.parse('2026-11-26T10:00:00Z'));
    const second = await buildApp(testConfig(OWNER_ENV), { database: t.database });
    try {
      const email = 'shared@example.com';
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const app = attempt % 2 === 0 ? t.app : second.app;
        const answer = await browser(app, { ip: '203.0.113.30' }).post('/api/admin/auth/login/', {
          email,
          password: WRONG,
        });
        expect(answer.status).toBe(401);
      }
      for (const app of [t.app, second.app]) {
        const answer = await browser(app, { ip: '203.0.113.31' }).post('/api/admin/auth/login/', {
          email,
          password: WRONG,
        });
        expect(answer.status).toBe(429);
      }
    } finally {
      await second.app.close();
    }
  });
});
