/**
 * Sign-in, sessions and sign-out of the console (issue 13 point 2; decision 042), through the real
 * app: the same answer for every wrong sign-in, the session cookie's attributes, idle and absolute
 * expiry on a fake clock, sign-out and password change ending sessions on the server.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminSessions, adminUsers } from '../../src/db/schema';
import { hashToken } from '../../src/lib/tokens';
import { setupApp } from '../helpers/build-app';
import { addUser, browser, fakeClock, OWNER, OWNER_ENV, signedIn } from './console-client';

const t = setupApp(OWNER_ENV);
const MINUTE = 60_000;

afterEach(() => {
  vi.useRealTimers();
});

describe('signing in', () => {
  it('the right email and password sign in: the user, a session cookie, last_login_at', async () => {
    const client = browser(t.app, { ip: '198.51.100.1' });
    const answer = await client.post('/api/admin/auth/login/', {
      email: 'OWNER@example.com ',
      password: OWNER.password,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'signed_in',
      user: { email: OWNER.email, role: 'owner', name: OWNER.name },
    });
    expect(answer.body.user.last_login_at).not.toBeNull();
    expect(answer.body.user).not.toHaveProperty('password_hash');
    const me = await client.get('/api/admin/auth/me/');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(OWNER.email);
    expect(me.body.csrftoken).toMatch(/\./);
  });

  it('the session cookie is HttpOnly, SameSite=Strict, Path=/, not Secure over plain HTTP, and holds no stored value', async () => {
    const client = browser(t.app, { ip: '198.51.100.2' });
    const answer = await client.post('/api/admin/auth/login/', {
      email: OWNER.email,
      password: OWNER.password,
    });
    const cookie = answer.cookies.find((candidate) => candidate.name === 'wegweiser_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.domain).toBeUndefined();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The database keeps the SHA-256 of the token, never the token.
    const rows = await t.database.db.select().from(adminSessions);
    expect(rows.map((row) => row.id)).toContain(hashToken(cookie?.value ?? ''));
    expect(rows.map((row) => row.id)).not.toContain(cookie?.value);
    const row = rows.find((candidate) => candidate.id === hashToken(cookie?.value ?? ''));
    expect(row).toMatchObject({ ip: '198.51.100.0', userAgent: 'console-test', pendingSecondFactor: false });
  });

  it('every refusal is the same answer: wrong password, unknown email, disabled account, open invitation', async () => {
    const owner = await signedIn(t, OWNER, { ip: '198.51.100.3' });
    const disabled = await addUser(t, owner, 'editor');
    expect((await owner.patch(`/api/admin/users/${disabled.id}/`, { disabled: true })).status).toBe(200);
    const invitation = await owner.post('/api/admin/users/', {
      email: 'pending@example.com',
      name: 'P',
      role: 'editor',
    });
    expect(invitation.status).toBe(201);

    const attempts = [
      { email: OWNER.email, password: 'Falsches-Passwort-123' },
      { email: 'nobody@example.com', password: OWNER.password },
      { email: disabled.email, password: disabled.password },
      { email: 'pending@example.com', password: 'Irgendein-Passwort-1' },
    ];
    const answers = [];
    for (const attempt of attempts) {
      const client = browser(t.app, { ip: '198.51.100.4' });
      const answer = await client.post('/api/admin/auth/login/?language=en', attempt);
      answers.push({ status: answer.status, body: answer.body, session: client.session });
    }
    expect(answers[0]).toEqual({
      status: 401,
      body: { message: 'The email address or password is wrong.' },
      session: undefined,
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it('signing in replaces the session the browser had (a planted token never becomes a signed-in one)', async () => {
    const client = await signedIn(t, OWNER, { ip: '198.51.100.6' });
    const first = client.session;
    await client.post('/api/admin/auth/login/', { email: OWNER.email, password: OWNER.password });
    expect(client.session).not.toBe(first);
    const [old] = await t.database.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.id, hashToken(first ?? '')));
    expect(old).toBeUndefined();
  });

  it('refuses bodies that are not a sign-in, with field errors', async () => {
    const client = browser(t.app, { ip: '198.51.100.7' });
    const answer = await client.post('/api/admin/auth/login/?language=en', {
      email: 'not-an-email',
      password: '',
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors).sort()).toEqual(['email', 'password']);
  });
});

describe('over HTTPS', () => {
  const https = setupApp({ ...OWNER_ENV, PUBLIC_URL: 'https://coaching.example' });
  const proxied = setupApp({ ...OWNER_ENV, TRUST_PROXY: '127.0.0.1' });

  it('PUBLIC_URL on https: the cookie is __Host-wegweiser_session and Secure', async () => {
    const client = browser(https.app, { cookieName: '__Host-wegweiser_session' });
    const answer = await client.post('/api/admin/auth/login/', {
      email: OWNER.email,
      password: OWNER.password,
    });
    expect(answer.status).toBe(200);
    const cookie = answer.cookies.find((candidate) => candidate.name === '__Host-wegweiser_session');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.domain).toBeUndefined();
    expect(answer.cookies.map((candidate) => candidate.name)).not.toContain('wegweiser_session');
    expect((await client.get('/api/admin/auth/me/')).status).toBe(200);
  });

  it('a request that came over HTTPS (through a trusted proxy) gets the __Host- cookie too', async () => {
    const client = browser(proxied.app, { ip: '127.0.0.1', cookieName: '__Host-wegweiser_session' });
    const answer = await client.request(
      'POST',
      '/api/admin/auth/login/',
      { email: OWNER.email, password: OWNER.password },
      { 'x-forwarded-proto': 'https' },
    );
    expect(answer.status).toBe(200);
    expect(answer.cookies.find((candidate) => candidate.name === '__Host-wegweiser_session')?.secure).toBe(
      true,
    );
  });
});

describe('session expiry', () => {
  it('ends after 30 idle minutes; every use slides the idle end, written at most once a minute', async () => {
    const time = fakeClock();
    const client = await signedIn(t, OWNER, { ip: '198.51.100.8' });
    const id = hashToken(client.session ?? '');
    const lastSeen = async () =>
      (await t.database.db.select().from(adminSessions).where(eq(adminSessions.id, id)))[0]?.lastSeenAt;
    const signedInAt = await lastSeen();

    time.advance(30_000);
    expect((await client.get('/api/admin/auth/me/')).status).toBe(200);
    expect(await lastSeen()).toEqual(signedInAt);

    time.advance(29 * MINUTE);
    const me = await client.get('/api/admin/auth/me/');
    expect(me.status).toBe(200);
    expect(new Date((await lastSeen()) ?? 0).getTime()).toBe(Date.now());
    expect(Date.parse(me.body.session.idle_expires_at)).toBe(Date.now() + 30 * MINUTE);

    time.advance(29 * MINUTE);
    expect((await client.get('/api/admin/auth/me/')).status).toBe(200);
    time.advance(30 * MINUTE);
    expect((await client.get('/api/admin/auth/me/')).status).toBe(401);
    // An expired session is gone from the database, not only refused.
    expect(await lastSeen()).toBeUndefined();
  });

  it('ends 12 hours after sign-in however busy it is', async () => {
    const time = fakeClock();
    const client = await signedIn(t, OWNER, { ip: '198.51.100.9' });
    const me = await client.get('/api/admin/auth/me/');
    expect(Date.parse(me.body.session.absolute_expires_at)).toBe(Date.now() + 12 * 60 * MINUTE);
    for (let elapsed = 0; elapsed < 12 * 60 - 20; elapsed += 20) {
      time.advance(20 * MINUTE);
      expect((await client.get('/api/admin/auth/me/')).status).toBe(200);
    }
    time.advance(20 * MINUTE);
    expect((await client.get('/api/admin/auth/me/')).status).toBe(401);
  });

  describe('with ADMIN_SESSION_IDLE_MINUTES=5 and ADMIN_SESSION_ABSOLUTE_HOURS=1', () => {
    const short = setupApp({
      ...OWNER_ENV,
      ADMIN_SESSION_IDLE_MINUTES: '5',
      ADMIN_SESSION_ABSOLUTE_HOURS: '1',
    });

    it('both limits follow the configuration', async () => {
      const time = fakeClock();
      const idle = await signedIn(short, OWNER);
      const busy = await signedIn(short, OWNER);
      const me = await busy.get('/api/admin/auth/me/');
      expect(Date.parse(me.body.session.absolute_expires_at)).toBe(Date.now() + 60 * MINUTE);
      for (let minute = 0; minute < 55; minute += 4) {
        time.advance(4 * MINUTE);
        expect((await busy.get('/api/admin/auth/me/')).status).toBe(200);
      }
      expect((await idle.get('/api/admin/auth/me/')).status).toBe(401);
      time.advance(6 * MINUTE);
      expect((await busy.get('/api/admin/auth/me/')).status).toBe(401);
    });
  });
});

describe('signing out and changing the password', () => {
  it('sign-out ends the session on the server: the old cookie opens nothing afterwards', async () => {
    const client = await signedIn(t, OWNER, { ip: '198.51.100.10' });
    const token = client.session;
    const answer = await client.post('/api/admin/auth/logout/');
    expect(answer.status).toBe(204);
    const cleared = answer.cookies.find((cookie) => cookie.name === 'wegweiser_session');
    expect(cleared?.value).toBe('');
    const replay = browser(t.app);
    replay.session = token;
    expect((await replay.get('/api/admin/auth/me/')).status).toBe(401);
    // Signing out twice (or without a session) is no error.
    expect((await replay.post('/api/admin/auth/logout/')).status).toBe(204);
  });

  it('a password change ends every other session of the user and keeps this one', async () => {
    const owner = await signedIn(t, OWNER, { ip: '198.51.100.11' });
    const person = await addUser(t, owner, 'editor');
    const laptop = person.client;
    const phone = await signedIn(t, person, { ip: '198.51.100.12' });
    const newPassword = 'Neues-Leuchtfeuer-2026';

    const changed = await laptop.post('/api/admin/auth/password/', {
      current_password: person.password,
      new_password: newPassword,
    });
    expect(changed.status).toBe(204);
    expect((await laptop.get('/api/admin/auth/me/')).status).toBe(200);
    expect((await phone.get('/api/admin/auth/me/')).status).toBe(401);
    // Another user's sessions stay.
    expect((await owner.get('/api/admin/auth/me/')).status).toBe(200);

    const [row] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.id, person.id));
    expect(row?.passwordChangedAt).not.toBeNull();
    const old = browser(t.app, { ip: '198.51.100.13' });
    expect(
      (await old.post('/api/admin/auth/login/', { email: person.email, password: person.password })).status,
    ).toBe(401);
    await signedIn(t, { email: person.email, password: newPassword }, { ip: '198.51.100.13' });
  });

  it('a password change needs the current password and a new one that passes the rules', async () => {
    const client = await signedIn(t, OWNER, { ip: '198.51.100.14' });
    const attempt = (current_password: string, new_password: string) =>
      client.post('/api/admin/auth/password/?language=en', { current_password, new_password });

    const wrong = await attempt('Nicht-das-Passwort-1', 'Neues-Leuchtfeuer-2026');
    expect(wrong.status).toBe(400);
    expect(wrong.body.current_password).toEqual(['The password is wrong.']);
    const short = await attempt(OWNER.password, 'kurz-123');
    expect(short.body.new_password).toEqual(['The password must be at least 12 characters long.']);
    const common = await attempt(OWNER.password, 'Password1234!');
    expect(common.body.new_password).toEqual([
      'This password is too common and easy to guess. Please choose another one.',
    ]);
    const long = await attempt(OWNER.password, 'x'.repeat(129));
    expect(long.status).toBe(400);
    expect(long.body.new_password).toHaveLength(1);
    // The same password again is no change (issue 23 point 5).
    const same = await attempt(OWNER.password, OWNER.password);
    expect(same.status).toBe(400);
    expect(same.body.new_password).toEqual(['The new password must differ from the current one.']);
    // Nothing changed: the old password still signs in.
    await signedIn(t, OWNER, { ip: '198.51.100.15' });
  });
});

describe('the profile', () => {
  it('PATCH /auth/me/ changes name and console language, nothing else', async () => {
    const owner = await signedIn(t, OWNER, { ip: '198.51.100.16' });
    const person = await addUser(t, owner, 'editor');
    const answer = await person.client.patch('/api/admin/auth/me/', {
      name: 'Erika Editor',
      ui_language: 'en',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'Erika Editor', ui_language: 'en', role: 'editor' });
    const refused = await person.client.patch('/api/admin/auth/me/', { role: 'owner' });
    expect(refused.status).toBe(400);
    expect((await person.client.get('/api/admin/auth/me/')).body.user).toMatchObject({
      name: 'Erika Editor',
      role: 'editor',
    });
  });
});
