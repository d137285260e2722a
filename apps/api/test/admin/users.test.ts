/**
 * The owner manages console accounts (issue 13 point 3; decision 042): invitations (a one-time
 * link valid for 7 days), role, name and disabled, deletion, and the rule that the site always
 * keeps an active owner. Every write leaves an audit entry.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminSessions } from '../../src/db/schema';
import { setupApp } from '../helpers/build-app';
import { addUser, browser, type ConsoleClient, OWNER, OWNER_ENV, signedIn } from './console-client';

const t = setupApp(OWNER_ENV);
let owner: ConsoleClient;

beforeAll(async () => {
  owner = await signedIn(t, OWNER, { ip: '192.0.2.70' });
});
afterEach(() => {
  vi.useRealTimers();
});

const audit = async () => (await owner.get('/api/admin/audit/?page_size=100')).body.results as any[];
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';
const accept = (token: string, password = 'Leuchtturm-Seegang-Nacht') =>
  browser(t.app).post('/api/admin/auth/invitation/?language=en', { token, name: 'Ina Invited', password });

describe('inviting', () => {
  it('answers the account and a link to /admin/invitation valid for 7 days; accepting it signs the person in', async () => {
    const invited = await owner.post('/api/admin/users/', {
      email: 'Ina@Example.com',
      name: 'Ina',
      role: 'editor',
    });
    expect(invited.status).toBe(201);
    expect(invited.body.user).toMatchObject({
      email: 'ina@example.com',
      role: 'editor',
      last_login_at: null,
    });
    expect(invited.body.invitation_url).toMatch(
      /^http:\/\/localhost:3000\/admin\/invitation\?token=[\w-]{43}$/,
    );
    expect(Date.parse(invited.body.expires_at) - Date.now()).toBeGreaterThan(7 * 24 * 60 * 60_000 - 60_000);

    const client = browser(t.app);
    const accepted = await client.post('/api/admin/auth/invitation/', {
      token: tokenOf(invited.body.invitation_url),
      name: 'Ina Invited',
      password: 'Leuchtturm-Seegang-Nacht',
      ui_language: 'en',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      status: 'signed_in',
      user: { email: 'ina@example.com', name: 'Ina Invited', role: 'editor', ui_language: 'en' },
    });
    expect((await client.get('/api/admin/auth/me/')).status).toBe(200);
    // Once only.
    const again = await accept(tokenOf(invited.body.invitation_url));
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This link is invalid, has expired or has already been used.');
    expect((await audit()).slice(0, 3).map((entry) => entry.action)).toEqual([
      'auth.sign_in',
      'user.accept_invitation',
      'user.invite',
    ]);
  });

  it('the link works for 7 days, not longer', async () => {
    const invited = await owner.post('/api/admin/users/', {
      email: 'late@example.com',
      name: 'Late',
      role: 'editor',
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 7 * 24 * 60 * 60_000 + 1_000);
    expect((await accept(tokenOf(invited.body.invitation_url))).status).toBe(400);
  });

  it('inviting the same address again replaces the open invitation', async () => {
    const first = await owner.post('/api/admin/users/', {
      email: 'twice@example.com',
      name: 'T',
      role: 'editor',
    });
    const second = await owner.post('/api/admin/users/', {
      email: 'twice@example.com',
      name: 'Tess',
      role: 'owner',
    });
    expect(second.status).toBe(201);
    expect(second.body.user).toMatchObject({ id: first.body.user.id, name: 'Tess', role: 'owner' });
    expect((await accept(tokenOf(first.body.invitation_url))).status).toBe(400);
    const accepted = await accept(tokenOf(second.body.invitation_url));
    expect(accepted.status).toBe(200);
    expect(accepted.body.user.role).toBe('owner');
  });

  it('refuses an address that already has an account, and a bad password without using the link', async () => {
    const taken = await owner.post('/api/admin/users/?language=en', {
      email: OWNER.email,
      name: 'X',
      role: 'editor',
    });
    expect(taken.status).toBe(400);
    expect(taken.body.email).toEqual(['An account with this email address already exists.']);
    const invited = await owner.post('/api/admin/users/', {
      email: 'weak@example.com',
      name: 'W',
      role: 'editor',
    });
    const weak = await accept(tokenOf(invited.body.invitation_url), 'iloveyou2024');
    expect(weak.status).toBe(400);
    expect(weak.body.password).toHaveLength(1);
    expect((await accept(tokenOf(invited.body.invitation_url))).status).toBe(200);
  });

  it('lists every account, oldest first; an open invitation has no last sign-in', async () => {
    await owner.post('/api/admin/users/', { email: 'listed@example.com', name: 'L', role: 'editor' });
    const list = await owner.get('/api/admin/users/');
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(list.body.results.length);
    expect(list.body.results[0].email).toBe(OWNER.email);
    const listed = list.body.results.find((user: any) => user.email === 'listed@example.com');
    expect(listed).toMatchObject({ last_login_at: null, disabled: false, totp_enabled: false });
    expect(JSON.stringify(list.body)).not.toMatch(/argon2|password|recovery|totp_secret/);
  });
});

describe('changing and removing accounts', () => {
  it('PATCH changes name, role and language; a promoted editor gets owner rights at once', async () => {
    const person = await addUser(t, owner, 'editor');
    expect((await person.client.get('/api/admin/users/')).status).toBe(403);
    const changed = await owner.patch(`/api/admin/users/${person.id}/`, {
      name: 'Paula',
      role: 'owner',
      ui_language: 'en',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Paula', role: 'owner', ui_language: 'en' });
    expect((await person.client.get('/api/admin/users/')).status).toBe(200);
    expect((await audit())[0]).toMatchObject({
      action: 'user.update',
      entity: 'admin_user',
      entity_id: person.id,
      user: { email: OWNER.email },
    });
  });

  it('disabling ends the sessions at once and refuses sign-in; enabling lets the person in again', async () => {
    const person = await addUser(t, owner, 'editor');
    expect((await owner.patch(`/api/admin/users/${person.id}/`, { disabled: true })).body.disabled).toBe(
      true,
    );
    expect((await person.client.get('/api/admin/auth/me/')).status).toBe(401);
    expect(
      await t.database.db.select().from(adminSessions).where(eq(adminSessions.userId, person.id)),
    ).toEqual([]);
    const refused = await browser(t.app).post('/api/admin/auth/login/', {
      email: person.email,
      password: person.password,
    });
    expect(refused.status).toBe(401);
    expect((await owner.patch(`/api/admin/users/${person.id}/`, { disabled: false })).body.disabled).toBe(
      false,
    );
    await signedIn(t, person);
  });

  it('refuses unknown fields and ids that name nothing', async () => {
    expect((await owner.patch(`/api/admin/users/${crypto.randomUUID()}/`, { name: 'N' })).status).toBe(404);
    expect((await owner.patch('/api/admin/users/not-a-uuid/', { name: 'N' })).status).toBe(404);
    expect((await owner.delete(`/api/admin/users/${crypto.randomUUID()}/`)).status).toBe(404);
    const person = await addUser(t, owner, 'editor');
    expect((await owner.patch(`/api/admin/users/${person.id}/`, { email: 'new@example.com' })).status).toBe(
      400,
    );
  });

  it('DELETE removes an account with its sessions, never your own', async () => {
    const person = await addUser(t, owner, 'editor');
    expect((await owner.delete(`/api/admin/users/${person.id}/`)).status).toBe(204);
    expect((await person.client.get('/api/admin/auth/me/')).status).toBe(401);
    expect((await owner.get('/api/admin/users/')).body.results.map((user: any) => user.id)).not.toContain(
      person.id,
    );
    expect((await audit())[0]).toMatchObject({ action: 'user.delete', entity_id: person.id });

    const me = (await owner.get('/api/admin/auth/me/')).body.user.id;
    const own = await owner.delete(`/api/admin/users/${me}/?language=en`);
    expect(own.status).toBe(409);
    expect(own.body.message).toBe('You cannot delete your own account.');
  });
});

describe('an entry about a person', () => {
  it('names them as they were then: invited, changed, disabled, deleted (decision 096)', async () => {
    const person = await addUser(t, owner, 'editor', {
      email: 'jonas.weber@example.org',
      name: 'Jonas Weber',
    });
    const jonas = { name: 'Jonas Weber', email: 'jonas.weber@example.org' };
    const invite = (await audit()).find(
      (entry) => entry.action === 'user.invite' && entry.entity_id === person.id,
    );
    expect(invite?.detail).toEqual({ person: jonas, role: 'editor' });

    await owner.patch(`/api/admin/users/${person.id}/`, { role: 'owner' });
    expect((await audit())[0]).toMatchObject({
      action: 'user.update',
      detail: { person: jonas, role: 'owner' },
    });
    await owner.patch(`/api/admin/users/${person.id}/`, { disabled: true });
    expect((await audit())[0].detail).toEqual({ person: jonas, disabled: true });

    await owner.delete(`/api/admin/users/${person.id}/`);
    // The account is gone; its entry still says whom it was about.
    expect((await audit())[0]).toMatchObject({
      action: 'user.delete',
      user: { email: OWNER.email },
      detail: { person: jonas, role: 'owner' },
    });
  });

  it('is absent on entries about nobody else', async () => {
    const person = await addUser(t, owner, 'editor');
    await person.client.post('/api/admin/auth/logout/');
    expect((await audit())[0]).toMatchObject({ action: 'auth.sign_out', detail: null });
  });
});

describe('the site keeps an active owner', () => {
  const alone = setupApp({ OWNER_EMAIL: 'solo@example.com', OWNER_PASSWORD: OWNER.password });

  it('the only owner cannot step down or disable themselves; with a second owner they can', async () => {
    const solo = await signedIn(alone, { email: 'solo@example.com', password: OWNER.password });
    const id = (await solo.get('/api/admin/auth/me/')).body.user.id;
    for (const change of [{ role: 'editor' }, { disabled: true }]) {
      const refused = await solo.patch(`/api/admin/users/${id}/?language=en`, change);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('The site needs at least one active owner.');
    }
    // A disabled or not yet accepted owner does not count.
    const pending = await solo.post('/api/admin/users/', {
      email: 'pending-owner@example.com',
      name: 'P',
      role: 'owner',
    });
    expect(pending.status).toBe(201);
    expect((await solo.patch(`/api/admin/users/${id}/`, { role: 'editor' })).status).toBe(409);

    const second = await addUser(alone, solo, 'owner');
    const stepDown = await solo.patch(`/api/admin/users/${id}/`, { role: 'editor' });
    expect(stepDown.status).toBe(200);
    expect((await solo.get('/api/admin/users/')).status).toBe(403);
    // Now the second owner is the last one.
    const last = await second.client.patch(`/api/admin/users/${second.id}/`, { disabled: true });
    expect(last.status).toBe(409);
  });
});

describe('the audit log', () => {
  it('is paginated, newest first, with the acting user and a shortened address', async () => {
    const first = await owner.get('/api/admin/audit/?page_size=2');
    expect(first.status).toBe(200);
    expect(first.body.results).toHaveLength(2);
    expect(first.body.count).toBeGreaterThan(2);
    expect(first.body.next).toBe('/api/admin/audit/?page_size=2&page=2');
    expect(first.body.previous).toBeNull();
    const [newer, older] = first.body.results;
    expect(Date.parse(newer.at)).toBeGreaterThanOrEqual(Date.parse(older.at));
    const second = await owner.get(first.body.next);
    expect(second.body.results[0].id).not.toBe(newer.id);
    expect(Number(second.body.results[0].id)).toBeLessThan(Number(older.id));
    const rows = await t.database.db.query.auditLog.findMany();
    expect(rows.every((row) => row.ip === '' || /\.0$/.test(row.ip))).toBe(true);
    expect(rows.some((row) => row.ip === '192.0.2.0')).toBe(true);
  });

  it('records sign-in, sign-out, password and two-factor changes', async () => {
    const person = await addUser(t, owner, 'editor');
    await person.client.post('/api/admin/auth/password/', {
      current_password: person.password,
      new_password: 'Neuer-Leuchtturm-Abend-8',
    });
    await person.client.post('/api/admin/auth/totp/setup/', { password: 'Neuer-Leuchtturm-Abend-8' });
    await person.client.post('/api/admin/auth/logout/');
    const mine = (await audit()).filter((entry) => entry.user?.id === person.id).map((entry) => entry.action);
    expect(mine.slice(0, 5)).toEqual([
      'auth.sign_out',
      'auth.totp_setup',
      'auth.password_change',
      'auth.sign_in',
      'user.accept_invitation',
    ]);
  });
});
