/** The owner's contact inbox (issue 14, decision 057): spam judged, owner only, reply, CSV, retention. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUsers, auditLog, contactMessages, outboxEmails } from '../../src/db/schema';
import { retentionCutoffs } from '../../src/plugins/retention';
import { setupContentApp } from '../helpers/admin-content';

const t = setupContentApp();

let address = 0;
async function send(body: Record<string, unknown>) {
  address += 1;
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/contact/?language=en',
    payload: body,
    remoteAddress: `198.51.100.${address}`,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return (answer.json() as { id: string }).id;
}
const base = { name: 'Maria Schmidt', email: 'maria@example.com', message: 'Ich interessiere mich.' };
const row = async (id: string) =>
  (await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0];
const mailsTo = (recipient: string, template: string) =>
  t.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.recipient, recipient), eq(outboxEmails.template, template)));

describe('spam judged on arrival', () => {
  it('a filled honeypot or a form sent too fast is kept as spam, with no notification', async () => {
    const before = (await t.database.db.select().from(outboxEmails)).length;
    const honeypot = await send({ ...base, email: 'bot1@example.com', website: 'http://spam.example' });
    const fast = await send({ ...base, email: 'bot2@example.com', elapsed_ms: 800 });
    expect(await row(honeypot)).toMatchObject({ state: 'spam', spamReason: 'honeypot' });
    expect(await row(fast)).toMatchObject({ state: 'spam', spamReason: 'too_fast' });
    expect((await t.database.db.select().from(outboxEmails)).length).toBe(before);
  });

  it('a person (slow, empty honeypot, page named) lands as new; the owner is notified at her sign-in address, in her console language, the source in words', async () => {
    await t.database.db.update(adminUsers).set({ uiLanguage: 'en' }).where(eq(adminUsers.role, 'owner'));
    const id = await send({
      ...base,
      email: 'person@example.com',
      website: '',
      elapsed_ms: 12_000,
      page_path: '/services/coaching',
      context: 'service_detail',
      service_name: 'Coaching',
    });
    expect(await row(id)).toMatchObject({ state: 'new', spamReason: null, pagePath: '/services/coaching' });
    const notes = (await t.database.db.select().from(outboxEmails)).filter(
      (mail) => mail.template === 'contact_notification' && mail.bodyText.includes('person@example.com'),
    );
    expect(notes).toHaveLength(1);
    // Her own address, not the imprint's (the seed's kontakt@…), answered straight to the visitor.
    expect(notes[0]?.recipient).toBe('owner@example.com');
    expect(notes[0]?.replyTo).toBe('person@example.com');
    expect(notes[0]?.fromName).toBe('Maria Schmidt via Wegweiser Coaching');
    expect(notes[0]?.subject).toBe('New message from Maria Schmidt – Service page: Coaching');
    expect(notes[0]?.bodyText).toContain('Sent from: Service page: Coaching');
    expect(notes[0]?.bodyText).toContain('Page: /services/coaching');
    expect(notes[0]?.bodyText).not.toMatch(/service_detail|context/i);
    await t.database.db.update(adminUsers).set({ uiLanguage: 'de' }).where(eq(adminUsers.role, 'owner'));
  });

  it('an owner chooses where the website’s mail for her goes: notifications there, and the Reply-To of her replies', async () => {
    const chosen = await t.send('PATCH', '/api/admin/auth/me/', {
      body: { notification_email: 'praxis-post@example.com' },
      role: 'owner',
    });
    expect(chosen.status).toBe(200);
    expect(JSON.stringify(chosen.body)).toContain('"notification_email":"praxis-post@example.com"');
    const id = await send({ ...base, email: 'chosen@example.com', elapsed_ms: 9_000 });
    const [note] = (await t.database.db.select().from(outboxEmails)).filter(
      (mail) => mail.template === 'contact_notification' && mail.bodyText.includes('chosen@example.com'),
    );
    expect(note?.recipient).toBe('praxis-post@example.com');
    await t.send('POST', `/api/admin/messages/${id}/reply/`, { body: { body: 'Gern.' }, role: 'owner' });
    expect((await mailsTo('chosen@example.com', 'contact_reply'))[0]?.replyTo).toBe(
      'praxis-post@example.com',
    );
    // A broken address is refused by name; null is her sign-in address again.
    const broken = await t.send('PATCH', '/api/admin/auth/me/', {
      body: { notification_email: 'not an address' },
      role: 'owner',
    });
    expect(broken.status).toBe(400);
    expect(broken.body.errors.notification_email).toBeDefined();
    const reset = await t.send('PATCH', '/api/admin/auth/me/', {
      body: { notification_email: null },
      role: 'owner',
    });
    expect(JSON.stringify(reset.body)).toContain('"notification_email":null');
  });

  it('refuses a page path that is not a site path', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: { ...base, page_path: 'https://elsewhere.example/' },
      remoteAddress: '198.51.100.250',
    });
    expect(answer.statusCode).toBe(400);
  });
});

describe('/api/admin/messages/', () => {
  it("is the owner's only: an editor gets 403, nobody 401", async () => {
    const id = await send({ ...base, email: 'owneronly@example.com', elapsed_ms: 10_000 });
    for (const [method, url, body] of [
      ['GET', '/api/admin/messages/', undefined],
      ['GET', '/api/admin/messages/csv/', undefined],
      ['GET', `/api/admin/messages/${id}/`, undefined],
      ['PATCH', `/api/admin/messages/${id}/`, { state: 'read' }],
      ['POST', `/api/admin/messages/${id}/reply/`, { body: 'Hallo' }],
      ['DELETE', `/api/admin/messages/${id}/`, undefined],
    ] as const) {
      expect((await t.send(method, url, { body, role: 'editor' })).status, `${method} ${url}`).toBe(403);
      expect((await t.send(method, url, { body, role: null })).status, `${method} ${url}`).toBe(401);
    }
    expect((await row(id))?.state).toBe('new');
  });

  it('lists with filters and search, shows the detail with its source', async () => {
    const id = await send({
      ...base,
      name: 'Filter Frieda',
      email: 'frieda@example.com',
      context: 'career_post',
      post_title: 'Coach (m/w/d)',
      elapsed_ms: 9_000,
    });
    const list = await t.send('GET', '/api/admin/messages/?search=frieda&page_size=5', { role: 'owner' });
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(1);
    expect(list.body.results[0]).toMatchObject({ id, state: 'new', language: 'en' });
    const byContext = await t.send('GET', '/api/admin/messages/?context=career_post', { role: 'owner' });
    expect(byContext.body.results.map((m: { id: string }) => m.id)).toContain(id);
    const spam = await t.send('GET', '/api/admin/messages/?state=spam', { role: 'owner' });
    expect(spam.body.count).toBeGreaterThanOrEqual(2);
    expect(spam.body.results.every((m: { state: string }) => m.state === 'spam')).toBe(true);
    // The console's "all" folder: everything but spam (the CSV follows the same filter).
    const everything = await t.send('GET', '/api/admin/messages/', { role: 'owner' });
    const inbox = await t.send('GET', '/api/admin/messages/?exclude_spam=true', { role: 'owner' });
    expect(inbox.body.count).toBe(everything.body.count - spam.body.count);
    expect(inbox.body.results.some((m: { state: string }) => m.state === 'spam')).toBe(false);
    expect((await t.send('GET', '/api/admin/messages/?exclude_spam=maybe', { role: 'owner' })).status).toBe(
      400,
    );
    // A search with LIKE wildcards matches them literally.
    expect((await t.send('GET', '/api/admin/messages/?search=%25', { role: 'owner' })).body.count).toBe(0);
    const detail = await t.send('GET', `/api/admin/messages/${id}/`, { role: 'owner' });
    expect(detail.body.source).toEqual({
      context: 'career_post',
      service_name: null,
      package_name: null,
      post_title: 'Coach (m/w/d)',
    });
    expect((await t.send('GET', '/api/admin/messages/?state=unknown', { role: 'owner' })).status).toBe(400);
  });

  it('sets states by hand (answered only by a reply), audited', async () => {
    const id = await send({ ...base, email: 'state@example.com', elapsed_ms: 9_000 });
    const read = await t.send('PATCH', `/api/admin/messages/${id}/`, {
      body: { state: 'read' },
      role: 'owner',
    });
    expect(read.status).toBe(200);
    expect(read.body.state).toBe('read');
    const answered = await t.send('PATCH', `/api/admin/messages/${id}/`, {
      body: { state: 'answered' },
      role: 'owner',
    });
    expect(answered.status).toBe(400);
    const withoutToken = await t.send('PATCH', `/api/admin/messages/${id}/`, {
      body: { state: 'archived' },
      role: 'owner',
      csrf: false,
    });
    expect(withoutToken.status).toBe(403);
    expect((await row(id))?.state).toBe('read');
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entries.map((entry) => entry.action)).toEqual(['message.state']);
    // The log names the sender while the message exists, and keeps no copy (decision 096).
    expect(entries[0]?.detail).toBeNull();
    const logged = async () =>
      (
        (await t.send('GET', '/api/admin/audit/?page_size=100', { role: 'owner' })).body.results as any[]
      ).find((entry) => entry.entity_id === id);
    expect((await logged())?.detail).toEqual({
      person: { name: 'Maria Schmidt', email: 'state@example.com' },
    });
    expect((await t.send('DELETE', `/api/admin/messages/${id}/`, { role: 'owner' })).status).toBe(204);
    expect((await logged())?.detail).toBeNull();
  });

  it('replies by mail under the site’s name, answered to the owner, the message quoted; the message becomes answered and shows the reply in its thread', async () => {
    const id = await send({
      ...base,
      email: 'reply@example.com',
      message: 'Zeile eins\nZeile zwei',
      elapsed_ms: 9_000,
    });
    const answer = await t.send('POST', `/api/admin/messages/${id}/reply/`, {
      body: { body: 'Danke, ich melde mich.' },
      role: 'owner',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.state).toBe('answered');
    expect(answer.body.answered_at).not.toBeNull();
    const [mail] = await mailsTo('reply@example.com', 'contact_reply');
    expect(mail?.languageCode).toBe('en');
    expect(mail?.subject).toBe('Re: Zeile eins');
    expect(mail?.fromName).toBe('Wegweiser Coaching');
    expect(mail?.replyTo).toBe('owner@example.com');
    // The thread: the reply as sent, by whom, and where its mail stands.
    expect(answer.body.replies).toEqual([
      {
        id: expect.any(String),
        body: 'Danke, ich melde mich.',
        created_at: expect.any(String),
        sent_by: { id: expect.any(String), name: 'Olga Owner' },
        // Without a mail server it is kept, not sent: the thread says so from the start.
        delivery: 'no_server',
      },
    ]);
    const detail = await t.send('GET', `/api/admin/messages/${id}/`, { role: 'owner' });
    expect(detail.body.replies).toEqual(answer.body.replies);
    expect(mail?.bodyText).toMatch(
      /^Danke, ich melde mich\.\n\nMaria Schmidt wrote on .+ UTC:\n> Zeile eins\n> Zeile zwei$/,
    );
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entries.map((entry) => entry.action)).toEqual(['message.reply']);
    expect(JSON.stringify(entries)).not.toMatch(/Maria|reply@example/);
    const empty = await t.send('POST', `/api/admin/messages/${id}/reply/`, {
      body: { body: '  ' },
      role: 'owner',
    });
    expect(empty.status).toBe(400);
    expect(await mailsTo('reply@example.com', 'contact_reply')).toHaveLength(1);
  });

  it('exports CSV with formula-like cells neutralised', async () => {
    await send({
      ...base,
      name: '=HYPERLINK("http://evil.example")',
      email: 'csv@example.com',
      elapsed_ms: 9_000,
    });
    const answer = await t.owner.request('GET', '/api/admin/messages/csv/?search=csv%40example.com');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    const lines = (answer.body as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,state,name,email,phone,language,context,service_name,package_name,post_title,page_path,message',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it('deletes a message; a second delete and an unknown id are 404', async () => {
    const id = await send({ ...base, email: 'delete@example.com', elapsed_ms: 9_000 });
    expect((await t.send('DELETE', `/api/admin/messages/${id}/`, { role: 'owner' })).status).toBe(204);
    expect(await row(id)).toBeUndefined();
    expect((await t.send('DELETE', `/api/admin/messages/${id}/`, { role: 'owner' })).status).toBe(404);
    expect((await t.send('GET', `/api/admin/messages/${id}/`, { role: 'owner' })).status).toBe(404);
  });
});

describe('retention', () => {
  it('purges messages, spam included, older than CONTACT_RETENTION_DAYS and keeps younger ones', async () => {
    const old = await send({ ...base, email: 'old@example.com', website: 'x' });
    const young = await send({ ...base, email: 'young@example.com', elapsed_ms: 9_000 });
    const now = new Date();
    await t.database.db
      .update(contactMessages)
      .set({ createdAt: new Date(now.getTime() - 31 * 86_400_000) })
      .where(eq(contactMessages.id, old));
    await t.database.db
      .update(contactMessages)
      .set({ createdAt: new Date(now.getTime() - 29 * 86_400_000) })
      .where(eq(contactMessages.id, young));
    expect(t.api.config.contactRetentionDays).toBe(183);
    await t.api.repositories.retention.purge(retentionCutoffs(now, { contactDays: 30 }));
    expect(await row(old)).toBeUndefined();
    expect(await row(young)).toBeDefined();
    // Never longer than the privacy policy's 183 days.
    expect(retentionCutoffs(now, { contactDays: 400 }).contactMessages).toEqual(
      retentionCutoffs(now).contactMessages,
    );
  });
});
