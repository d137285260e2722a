/**
 * "Passwort vergessen" by mail (issue 24 point 10; decision 090): the same answer for every
 * address, given before anything is looked up; a mail (through a real SMTP server) only to an
 * active account; a one-time link valid one hour, a newer one retiring the older; throttled per
 * address and per client without a word about it; the new password ends every session, lifts a
 * sign-in lockout, keeps two-step sign-in on and is audited; the console's outbox never shows the
 * link; without a mail server nothing is made and the setup status says so.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { totpCode } from '../../src/admin/second-factor';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import { adminLinkTokens, auditLog, outboxEmails } from '../../src/db/schema';
import { clientFor, type TestContext, testConfig } from '../helpers/build-app';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';
import { createTestDatabase } from '../helpers/test-database';
import { until } from '../helpers/wait';
import { addUser, browser, fakeClock, OWNER, OWNER_ENV, signedIn } from './console-client';

const REQUEST = '/api/admin/auth/password-reset/?language=en';
const CONFIRM = '/api/admin/auth/password-reset/confirm/?language=en';
const SAME_WORDS = {
  message:
    'If there is an account with this address, an email with a link is on its way. The link works for one hour.',
};
const LINK = /http:\/\/localhost:3000\/admin\/reset-password\?token=([A-Za-z0-9_-]+)/;
const NEW_PASSWORD = 'Ein-neuer-Morgen-am-See-7';

let smtp: TestSmtpServer;
let database: DatabaseHandle;
let api: FastifyInstance;
const t = {} as TestContext;

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await createTestDatabase();
  const built = await buildApp(
    testConfig({ ...OWNER_ENV, SMTP_URL: smtp.url, MAIL_FROM: 'no-reply@wegweiser.example' }),
    { database },
  );
  api = built.api;
  Object.assign(t, await clientFor(built.app, built.api), { database });
}, 60_000);

afterAll(async () => {
  await t.app?.close();
  await database?.close();
  await smtp?.close();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Every request's work, done after its answer, has finished. */
const settled = () => api.consoleAuth.passwordReset.settled();
const ask = async (email: string, ip = '198.51.100.1') => {
  const answer = await browser(t.app, { ip }).post(REQUEST, { email });
  await settled();
  return answer;
};
const mailsTo = (recipient: string) =>
  database.db.select().from(outboxEmails).where(eq(outboxEmails.recipient, recipient));
/** The token of the newest reset mail to the address. */
const lastToken = async (recipient: string) => {
  const mails = await mailsTo(recipient);
  const newest = mails.sort((a, b) => Number(new Date(a.createdAt)) - Number(new Date(b.createdAt))).at(-1);
  const token = LINK.exec(newest?.bodyText ?? '')?.[1];
  if (!token) throw new Error(`no reset link mailed to ${recipient}`);
  return token;
};
const auditOf = (userId: string) =>
  database.db.select().from(auditLog).where(eq(auditLog.entityId, userId)).orderBy(auditLog.id);
const owner = () => signedIn(t, OWNER, { ip: '198.51.100.200' });

describe('asking for a link', () => {
  it('answers a known and an unknown address alike; only the account gets a mail, from the site, in its language', async () => {
    const editor = await addUser(t, await owner(), 'editor', { name: 'Erika Editor' });
    const known = await browser(t.app, { ip: '198.51.100.2' }).post(REQUEST, { email: editor.email });
    const unknown = await browser(t.app, { ip: '198.51.100.3' }).post(REQUEST, {
      email: 'nobody-here@example.com',
    });
    await settled();
    const visible = (answer: typeof known) => ({
      status: answer.status,
      body: answer.body,
      type: answer.headers['content-type'],
      cache: answer.headers['cache-control'],
      cookies: answer.cookies.map((cookie) => cookie.name),
    });
    expect(visible(known)).toEqual(visible(unknown));
    expect(known.status).toBe(202);
    expect(known.body).toEqual(SAME_WORDS);
    expect(known.headers['cache-control']).toBe('no-store');

    expect(await mailsTo('nobody-here@example.com')).toEqual([]);
    const [row] = await mailsTo(editor.email);
    expect(row).toMatchObject({ template: 'admin_password_reset', languageCode: 'de', fromName: null });
    expect(row?.subject).toBe('Neues Passwort für Wegweiser Coaching');

    // It leaves through SMTP under the site's name (decision 082), text and HTML with the link.
    const mail = await until('the reset mail', () =>
      smtp.received.find((received) => received.to && JSON.stringify(received.to).includes(editor.email)),
    );
    expect(mail.from?.value).toEqual([{ address: 'no-reply@wegweiser.example', name: 'Wegweiser Coaching' }]);
    const text = mail.text ?? '';
    expect(text).toContain('Guten Tag Erika Editor,');
    expect(text).toContain('Der Link gilt eine Stunde und nur einmal.');
    const token = LINK.exec(text)?.[1] ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(String(mail.html)).toContain(
      `<a href="http://localhost:3000/admin/reset-password?token=${token}"`,
    );
    // Stored as its SHA-256 only, valid for one hour.
    const [link] = await database.db
      .select()
      .from(adminLinkTokens)
      .where(and(eq(adminLinkTokens.userId, editor.id), eq(adminLinkTokens.purpose, 'password_reset')));
    expect(link?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(link?.tokenHash).not.toContain(token);
    const lifetime = Number(new Date(link?.expiresAt ?? 0)) - Number(new Date(link?.createdAt ?? 0));
    expect(Math.abs(lifetime - 60 * 60_000)).toBeLessThan(5_000);
    // Asked for by nobody signed in: the entry names whose password it is (decision 096).
    expect(
      (await auditOf(editor.id)).find((entry) => entry.action === 'auth.password_reset_requested')?.detail,
    ).toEqual({ person: { name: 'Erika Editor', email: editor.email } });
  });

  it('answers before it looks anything up: the lookup, the token and the mail come after the answer', async () => {
    const editor = await addUser(t, await owner(), 'editor');
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const failures = api.consoleAuth.repositories.signInFailures;
    const lockedUntil = failures.lockedUntil.bind(failures);
    const held = vi.spyOn(failures, 'lockedUntil').mockImplementation(async (...args) => {
      await gate;
      return lockedUntil(...args);
    });
    // The first query of the work waits at the gate, and the answer comes all the same.
    const answer = await browser(t.app, { ip: '198.51.100.4' }).post(REQUEST, { email: editor.email });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual(SAME_WORDS);
    await until('the work to start', () => held.mock.calls.length === 1);
    expect(await mailsTo(editor.email)).toEqual([]);
    open();
    await settled();
    expect(await mailsTo(editor.email)).toHaveLength(1);
  });

  it('mails nothing to an open invitation or a disabled account', async () => {
    const boss = await owner();
    const disabled = await addUser(t, boss, 'editor');
    expect((await boss.patch(`/api/admin/users/${disabled.id}/`, { disabled: true })).status).toBe(200);
    const invited = 'invited-not-yet@example.com';
    expect((await boss.post('/api/admin/users/', { email: invited, name: 'I', role: 'editor' })).status).toBe(
      201,
    );
    for (const email of [disabled.email, invited]) {
      const answer = await ask(email, '198.51.100.5');
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual(SAME_WORDS);
      expect(await mailsTo(email)).toEqual([]);
    }
  });

  it('is throttled per address and per client: the same answer, no mail, and sign-in unaffected', async () => {
    const editor = await addUser(t, await owner(), 'editor');
    // Three mails per address in 15 minutes, from different clients.
    for (const ip of ['198.51.100.10', '198.51.100.11', '198.51.100.12', '198.51.100.13']) {
      const answer = await ask(editor.email, ip);
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual(SAME_WORDS);
    }
    expect(await mailsTo(editor.email)).toHaveLength(3);
    // Asking for resets locks no sign-in: the password still works.
    await signedIn(t, { email: editor.email, password: editor.password }, { ip: '198.51.100.14' });

    // Ten per client, whatever the addresses: the eleventh asked from it sends nothing.
    const other = await addUser(t, await owner(), 'editor');
    for (let index = 0; index < 10; index += 1) await ask(`guess-${index}@example.com`, '198.51.100.20');
    const eleventh = await ask(other.email, '198.51.100.20');
    expect(eleventh.status).toBe(202);
    expect(eleventh.body).toEqual(SAME_WORDS);
    expect(await mailsTo(other.email)).toEqual([]);
    // From another client the address still gets its mail.
    await ask(other.email, '198.51.100.21');
    expect(await mailsTo(other.email)).toHaveLength(1);
  });

  it('checks the address with the contracts’ schema', async () => {
    const answer = await browser(t.app).post(REQUEST, { email: 'not an address' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toHaveProperty('email');
  });
});

describe('setting the new password with the link', () => {
  it('works once: every session ends, the old password stops, the new one signs in — with the second step still asked', async () => {
    const boss = await owner();
    const editor = await addUser(t, boss, 'editor');
    // Two-step sign-in on (the clock frozen while the code is made), and a second session.
    fakeClock();
    const setup = await editor.client.post('/api/admin/auth/totp/setup/', { password: editor.password });
    const enabled = await editor.client.post('/api/admin/auth/totp/enable/', {
      code: totpCode(setup.body.secret),
    });
    expect(enabled.status).toBe(200);
    vi.useRealTimers();
    const secondSession = browser(t.app, { ip: '198.51.100.30' });
    await secondSession.post('/api/admin/auth/login/', { email: editor.email, password: editor.password });

    await ask(editor.email, '198.51.100.31');
    const token = await lastToken(editor.email);
    const confirmed = await browser(t.app, { ip: '198.51.100.32' }).post(CONFIRM, {
      token,
      password: NEW_PASSWORD,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(204);

    expect((await editor.client.get('/api/admin/auth/me/')).status).toBe(401);
    const login = (password: string) =>
      browser(t.app, { ip: '198.51.100.33' }).post('/api/admin/auth/login/?language=en', {
        email: editor.email,
        password,
      });
    expect((await login(editor.password)).status).toBe(401);
    expect((await login(NEW_PASSWORD)).body).toEqual({ status: 'second_factor_required' });

    const again = await browser(t.app, { ip: '198.51.100.32' }).post(CONFIRM, {
      token,
      password: 'Noch-ein-Passwort-99',
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: 'This link is invalid, has expired or has already been used.' });

    const actions = (await auditOf(editor.id)).map((entry) => [entry.action, entry.userId, entry.summary]);
    expect(actions).toContainEqual([
      'auth.password_reset',
      editor.id,
      'New password set with the mailed link; 2 session(s) ended',
    ]);
  });

  it('a newer link retires the older one; a link expires after one hour', async () => {
    const editor = await addUser(t, await owner(), 'editor');
    await ask(editor.email, '198.51.100.40');
    const first = await lastToken(editor.email);
    const clock = fakeClock(Date.now() + 1_000);
    await ask(editor.email, '198.51.100.41');
    const second = await lastToken(editor.email);
    expect(second).not.toBe(first);
    const confirm = (token: string) =>
      browser(t.app, { ip: '198.51.100.42' }).post(CONFIRM, { token, password: NEW_PASSWORD });
    expect((await confirm(first)).status).toBe(400);

    clock.advance(60 * 60_000 + 1_000);
    const expired = await confirm(second);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('This link is invalid, has expired or has already been used.');
    // Nothing changed: the old password still signs in.
    vi.useRealTimers();
    await signedIn(t, { email: editor.email, password: editor.password }, { ip: '198.51.100.43' });
  });

  it('an unknown link is the same error; a password against the rules keeps the link usable', async () => {
    const editor = await addUser(t, await owner(), 'editor');
    const unknown = await browser(t.app).post(CONFIRM, { token: 'x'.repeat(43), password: NEW_PASSWORD });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: 'This link is invalid, has expired or has already been used.' });
    const malformed = await browser(t.app).post(CONFIRM, { token: 'short', password: NEW_PASSWORD });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toHaveProperty('token');

    await ask(editor.email, '198.51.100.50');
    const token = await lastToken(editor.email);
    const common = await browser(t.app).post(CONFIRM, { token, password: 'passwordpassword' });
    expect(common.status).toBe(400);
    expect(common.body.errors.password).toEqual([
      'This password is too common and easy to guess. Please choose another one.',
    ]);
    const short = await browser(t.app).post(CONFIRM, { token, password: 'kurz' });
    expect(short.status).toBe(400);
    expect((await browser(t.app).post(CONFIRM, { token, password: NEW_PASSWORD })).status).toBe(204);
    await signedIn(t, { email: editor.email, password: NEW_PASSWORD }, { ip: '198.51.100.51' });
  });

  it('lifts a sign-in lockout of the account: the new password signs in at once', async () => {
    const editor = await addUser(t, await owner(), 'editor');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await browser(t.app, { ip: '198.51.100.60' }).post('/api/admin/auth/login/', {
        email: editor.email,
        password: 'Falsches-Passwort-123',
      });
    }
    const locked = await browser(t.app, { ip: '198.51.100.61' }).post('/api/admin/auth/login/', {
      email: editor.email,
      password: editor.password,
    });
    expect(locked.status).toBe(429);
    await ask(editor.email, '198.51.100.62');
    expect(
      (await browser(t.app).post(CONFIRM, { token: await lastToken(editor.email), password: NEW_PASSWORD }))
        .status,
    ).toBe(204);
    await signedIn(t, { email: editor.email, password: NEW_PASSWORD }, { ip: '198.51.100.63' });
  });
});

describe('what the site tells', () => {
  it('the setup status says that mail can be sent, and nothing about accounts', async () => {
    const status = await t.get('/api/admin/auth/setup-status/');
    expect(status.body).toEqual({ owner_exists: true, mail_configured: true });
  });

  it('the owner’s outbox shows the reset mail without its link', async () => {
    const editor = await addUser(t, await owner(), 'editor');
    await ask(editor.email, '198.51.100.70');
    const token = await lastToken(editor.email);
    const [row] = await mailsTo(editor.email);
    const shown = await (await owner()).get(`/api/admin/outbox/${row?.id}/`);
    expect(shown.status).toBe(200);
    expect(shown.body.body_text).toContain('/admin/reset-password?token=…');
    expect(JSON.stringify(shown.body)).not.toContain(token);
  });
});

describe('without a mail server', () => {
  let bare: TestContext;
  let bareDatabase: DatabaseHandle;
  beforeAll(async () => {
    bareDatabase = await createTestDatabase();
    const built = await buildApp(testConfig(OWNER_ENV), { database: bareDatabase });
    bare = { ...(await clientFor(built.app, built.api)), database: bareDatabase };
  }, 60_000);
  afterAll(async () => {
    await bare?.app.close();
    await bareDatabase?.close();
  });

  it('answers the same words but makes no link and queues no mail; the setup status says so', async () => {
    const answer = await browser(bare.app).post(REQUEST, { email: OWNER.email });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual(SAME_WORDS);
    await bare.api.consoleAuth.passwordReset.settled();
    expect(
      await bareDatabase.db.select().from(outboxEmails).where(eq(outboxEmails.recipient, OWNER.email)),
    ).toEqual([]);
    expect(
      await bareDatabase.db
        .select()
        .from(adminLinkTokens)
        .where(eq(adminLinkTokens.purpose, 'password_reset')),
    ).toEqual([]);
    expect((await bare.get('/api/admin/auth/setup-status/')).body).toEqual({
      owner_exists: true,
      mail_configured: false,
    });
  });
});
