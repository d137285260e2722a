/**
 * Two-factor sign-in (issue 13 point 2; decision 042): set-up, a first code turns it on, the
 * second step at sign-in with an app code (each usable once) or a recovery code (each once), its
 * own lockout, new recovery codes, and turning it off with the password.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { totpCode } from '../../src/admin/second-factor';
import { adminSessions } from '../../src/db/schema';
import { setupApp } from '../helpers/build-app';
import {
  addUser,
  browser,
  type ConsoleClient,
  fakeClock,
  OWNER,
  OWNER_ENV,
  signedIn,
} from './console-client';

const t = setupApp(OWNER_ENV);
const STEP = 30_000;

afterEach(() => {
  vi.useRealTimers();
});

/** A new editor with two-factor on; the clock frozen from here on (codes depend on it). */
async function withTwoFactor() {
  const owner = await signedIn(t, OWNER, { ip: '192.0.2.50' });
  const person = await addUser(t, owner, 'editor');
  const time = fakeClock();
  const setup = await person.client.post('/api/admin/auth/totp/setup/', { password: person.password });
  expect(setup.status).toBe(200);
  const secret: string = setup.body.secret;
  const enabled = await person.client.post('/api/admin/auth/totp/enable/', { code: totpCode(secret) });
  expect(enabled.status).toBe(200);
  return {
    ...person,
    secret,
    recoveryCodes: enabled.body.recovery_codes as string[],
    advance: time.advance,
  };
}

async function passwordStep(email: string, password: string, ip = '192.0.2.51'): Promise<ConsoleClient> {
  const client = browser(t.app, { ip });
  const answer = await client.post('/api/admin/auth/login/', { email, password });
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ status: 'second_factor_required' });
  return client;
}

describe('turning it on', () => {
  it('set-up answers a secret and an otpauth URI; a first code turns it on and shows ten recovery codes once', async () => {
    const owner = await signedIn(t, OWNER, { ip: '192.0.2.52' });
    const person = await addUser(t, owner, 'editor');
    // The password once more first (ASVS 5.0 V6): a wrong one starts nothing.
    const refused = await person.client.post('/api/admin/auth/totp/setup/?language=en', {
      password: 'Nicht-das-Passwort-1',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.password).toEqual(['The password is wrong.']);
    expect((await person.client.post('/api/admin/auth/totp/setup/', {})).status).toBe(400);
    expect((await person.client.post('/api/admin/auth/totp/enable/', { code: '123456' })).status).toBe(409);
    const setup = await person.client.post('/api/admin/auth/totp/setup/', { password: person.password });
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    // The secret and, below, the recovery codes are kept by no cache.
    expect(setup.headers['cache-control']).toBe('no-store');
    expect(setup.body.otpauth_url).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(new URL(setup.body.otpauth_url).searchParams.get('issuer')).toBe('localhost:3000');
    // Not on until confirmed: signing in still needs only the password.
    await signedIn(t, person, { ip: '192.0.2.52' });

    const wrong = await person.client.post('/api/admin/auth/totp/enable/?language=en', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toEqual(['This code is not valid.']);
    const enabled = await person.client.post('/api/admin/auth/totp/enable/', {
      code: totpCode(setup.body.secret),
    });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recovery_codes).toHaveLength(10);
    expect(enabled.headers['cache-control']).toBe('no-store');
    expect((await person.client.get('/api/admin/auth/me/')).body.user.totp_enabled).toBe(true);
    // Set-up again or enabling twice: refused while it is on.
    expect(
      (await person.client.post('/api/admin/auth/totp/setup/', { password: person.password })).status,
    ).toBe(409);
    expect((await person.client.post('/api/admin/auth/totp/enable/', { code: '123456' })).status).toBe(409);
  });

  it('enable without set-up: 409', async () => {
    const owner = await signedIn(t, OWNER, { ip: '192.0.2.53' });
    const person = await addUser(t, owner, 'editor');
    const answer = await person.client.post('/api/admin/auth/totp/enable/?language=en', { code: '123456' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Please set up two-factor sign-in first.');
  });
});

describe('signing in with a second factor', () => {
  it('the password opens nothing yet; an app code completes the sign-in with a new session', async () => {
    const person = await withTwoFactor();
    person.advance(2 * STEP);
    const client = await passwordStep(person.email, person.password);
    const pending = client.session;
    expect((await client.get('/api/admin/auth/me/')).status).toBe(401);
    expect((await client.get('/api/admin/users/')).status).toBe(401);

    const answer = await client.post('/api/admin/auth/second-factor/', { code: totpCode(person.secret) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'signed_in',
      user: { email: person.email, totp_enabled: true },
    });
    expect(client.session).not.toBe(pending);
    expect((await client.get('/api/admin/auth/me/')).status).toBe(200);
  });

  it('a code is accepted once: the same code cannot complete a second sign-in', async () => {
    const person = await withTwoFactor();
    person.advance(2 * STEP);
    const code = totpCode(person.secret);
    const first = await passwordStep(person.email, person.password);
    expect((await first.post('/api/admin/auth/second-factor/', { code })).status).toBe(200);
    const second = await passwordStep(person.email, person.password);
    expect((await second.post('/api/admin/auth/second-factor/', { code })).status).toBe(400);
    // The code of the next step works.
    person.advance(STEP);
    expect(
      (await second.post('/api/admin/auth/second-factor/', { code: totpCode(person.secret) })).status,
    ).toBe(200);
  });

  it('codes from one step before or after are accepted (clock drift), two steps are not', async () => {
    const person = await withTwoFactor();
    person.advance(10 * STEP);
    const early = await passwordStep(person.email, person.password);
    expect(
      (
        await early.post('/api/admin/auth/second-factor/', {
          code: totpCode(person.secret, Date.now() + 2 * STEP),
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await early.post('/api/admin/auth/second-factor/', {
          code: totpCode(person.secret, Date.now() + STEP),
        })
      ).status,
    ).toBe(200);
  });

  it('each recovery code signs in once', async () => {
    const person = await withTwoFactor();
    const [code = ''] = person.recoveryCodes;
    const first = await passwordStep(person.email, person.password);
    expect((await first.post('/api/admin/auth/second-factor/', { code: code.toUpperCase() })).status).toBe(
      200,
    );
    const again = await passwordStep(person.email, person.password);
    expect((await again.post('/api/admin/auth/second-factor/', { code })).status).toBe(400);
    expect(
      (await again.post('/api/admin/auth/second-factor/', { code: person.recoveryCodes[1] })).status,
    ).toBe(200);
  });

  it('without a pending session (never signed in, or after five minutes) the second step asks to start over', async () => {
    const person = await withTwoFactor();
    const stranger = browser(t.app, { ip: '192.0.2.54' });
    const answer = await stranger.post('/api/admin/auth/second-factor/?language=en', { code: '123456' });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(
      'The sign-in took too long. Please sign in again with your email address and password.',
    );
    const slow = await passwordStep(person.email, person.password);
    person.advance(5 * 60_000);
    expect(
      (await slow.post('/api/admin/auth/second-factor/', { code: totpCode(person.secret) })).status,
    ).toBe(401);
  });

  it('10 wrong codes lock the second step for that account (429 with Retry-After)', async () => {
    const person = await withTwoFactor();
    const client = await passwordStep(person.email, person.password, '192.0.2.55');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await client.post('/api/admin/auth/second-factor/', { code: '000000' })).status).toBe(400);
    }
    const locked = await client.post('/api/admin/auth/second-factor/', { code: totpCode(person.secret) });
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    // From another browser and address too: the lock is the account's.
    const other = await passwordStep(person.email, person.password, '192.0.2.56');
    expect(
      (await other.post('/api/admin/auth/second-factor/', { code: totpCode(person.secret) })).status,
    ).toBe(429);
  });

  it('a disabled account cannot finish a second step it had started', async () => {
    const person = await withTwoFactor();
    const client = await passwordStep(person.email, person.password);
    vi.useRealTimers();
    const owner = await signedIn(t, OWNER, { ip: '192.0.2.57' });
    expect((await owner.patch(`/api/admin/users/${person.id}/`, { disabled: true })).status).toBe(200);
    const rows = await t.database.db.select().from(adminSessions).where(eq(adminSessions.userId, person.id));
    expect(rows).toEqual([]);
    expect(
      (await client.post('/api/admin/auth/second-factor/', { code: person.recoveryCodes[0] })).status,
    ).toBe(401);
  });
});

describe('managing it', () => {
  it('new recovery codes need the password once more, and replace the old ones', async () => {
    const person = await withTwoFactor();
    const refused = await person.client.post('/api/admin/auth/recovery-codes/?language=en', {
      password: 'Nicht-das-Passwort-1',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.password).toEqual(['The password is wrong.']);
    const renewed = await person.client.post('/api/admin/auth/recovery-codes/', {
      password: person.password,
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recovery_codes).toHaveLength(10);
    expect(renewed.headers['cache-control']).toBe('no-store');
    expect(renewed.body.recovery_codes).not.toContain(person.recoveryCodes[0]);
    const old = await passwordStep(person.email, person.password);
    expect((await old.post('/api/admin/auth/second-factor/', { code: person.recoveryCodes[0] })).status).toBe(
      400,
    );
    expect(
      (await old.post('/api/admin/auth/second-factor/', { code: renewed.body.recovery_codes[0] })).status,
    ).toBe(200);
  });

  it('turning it off needs the password; afterwards the password alone signs in', async () => {
    const person = await withTwoFactor();
    const wrong = await person.client.post('/api/admin/auth/totp/disable/?language=en', {
      password: 'Nicht-das-Passwort-1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.password).toEqual(['The password is wrong.']);
    expect(
      (await person.client.post('/api/admin/auth/totp/disable/', { password: person.password })).status,
    ).toBe(204);
    expect((await person.client.get('/api/admin/auth/me/')).body.user.totp_enabled).toBe(false);
    await signedIn(t, person, { ip: '192.0.2.58' });
    expect(
      (await person.client.post('/api/admin/auth/totp/disable/', { password: person.password })).status,
    ).toBe(409);
    expect(
      (await person.client.post('/api/admin/auth/recovery-codes/', { password: person.password })).status,
    ).toBe(409);
  });
});
