/**
 * Outgoing mail (issue 14 point 1, decision 054): the outbox worker sends through a real SMTP
 * server started here, retries with backoff, records failures, sends every email exactly once
 * with two app instances on one database, and without SMTP_URL keeps every email and logs the
 * confirmation link instead.
 */
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { MailConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { outboxEmails } from '../src/db/schema';
import { bookingVisitorEmail } from '../src/emails/booking-emails';
import { bookingInvitation } from '../src/emails/booking-invitation';
import type { Email } from '../src/emails/templates';
import { retryDelayMs } from '../src/plugins/outbox';
import { queueMails } from '../src/services/mail-queue';
import { OWNER_ENV } from './admin/console-client';
import { clientFor, type TestContext, testConfig } from './helpers/build-app';
import { readInvitation } from './helpers/ical';
import { linkToken } from './helpers/newsletter';
import {
  freePort,
  SMTP_OTHER_USER,
  SMTP_PASSWORD,
  SMTP_USER,
  startSmtpServer,
  type TestSmtpServer,
} from './helpers/smtp-server';
import { createPostgresDatabase, createTestDatabase, testEngine } from './helpers/test-database';
import { until } from './helpers/wait';

const FROM = 'Wegweiser Test <news@wegweiser.example>';
/** The owner made at start-up: the contact notification goes to her sign-in address. */
const OWNER = OWNER_ENV.OWNER_EMAIL;

/** Two handles on one database (PostgreSQL), or the one embedded database shared (PGlite). */
let primary: DatabaseHandle;
let second: DatabaseHandle;
let dropDatabase: () => Promise<void> = async () => {};

beforeAll(async () => {
  if (testEngine === 'pglite') {
    primary = await createTestDatabase();
    second = primary;
    return;
  }
  const database = await createPostgresDatabase();
  dropDatabase = database.drop;
  const open = async () => {
    const handle = await openDatabase(
      { kind: 'postgres', url: database.url },
      { onIdleClientError: () => {} },
    );
    await handle.availability.ready;
    return handle;
  };
  primary = await open();
  second = await open();
}, 60_000);

afterAll(async () => {
  if (second !== primary) await second?.close();
  await primary?.close();
  await dropDatabase();
});

type RunningApp = TestContext & { logs: string[] };
const running: { close: () => Promise<unknown> }[] = [];

async function startApp(mail: Partial<MailConfig>, handle = primary): Promise<RunningApp> {
  const base = testConfig({
    ...OWNER_ENV,
    ...(mail.smtpUrl ? { SMTP_URL: mail.smtpUrl, MAIL_FROM: FROM } : {}),
  });
  const config = {
    ...base,
    mail: { ...base.mail, pollIntervalMs: 100, retryBaseMs: 100, maxAttempts: 3, ...mail },
  };
  const logs: string[] = [];
  const built = await buildApp(config, {
    database: handle,
    logger: true,
    logStream: { write: (line) => void logs.push(line) },
  });
  running.push(built.app);
  return { ...(await clientFor(built.app, built.api)), logs };
}

const smtpServers: TestSmtpServer[] = [];
async function smtp(port?: number) {
  const server = await startSmtpServer(port);
  smtpServers.push(server);
  return server;
}

afterEach(async () => {
  // Apps first (their workers stop), then the servers; the next test starts from an empty outbox.
  for (const app of running.splice(0)) await app.close();
  for (const server of smtpServers.splice(0)) await server.close();
  await primary.db.delete(outboxEmails);
});

const rows = () => primary.db.select().from(outboxEmails);
const rowOf = async (id: string) =>
  (await primary.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0];
/** Waits until `count` emails arrived and as many rows are marked sent (the mark follows the SMTP reply). */
const untilSent = async (server: TestSmtpServer, count: number, timeoutMs?: number) => {
  await until(`${count} emails sent`, () => server.received.length >= count, timeoutMs);
  await until(
    `${count} rows marked sent`,
    async () => (await rows()).filter((row) => row.status === 'sent').length >= count,
    timeoutMs,
  );
};
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '');
const logLines = (logs: string[]) => logs.map((line) => JSON.parse(line) as Record<string, unknown>);

const testEmail = (n: number, extra: Partial<Email> = {}): Email => ({
  template: 'test_mail',
  subject: `Test mail ${n}`,
  bodyText: `Text of mail ${n}`,
  ...extra,
});

describe('with SMTP_URL: mail leaves through SMTP', () => {
  it('a French double opt-in email arrives with From, To, Subject, both List-Unsubscribe fields and its link', async () => {
    const server = await smtp();
    const t = await startApp({ smtpUrl: server.url });
    const response = await t.post('/api/newsletter/subscribe/?language=fr', { email: 'claire@example.com' });
    expect(response.status).toBe(200);

    await untilSent(server, 1);
    const [mail] = server.received;
    if (!mail) throw new Error('no mail');
    expect(mail.from?.value).toEqual([{ address: 'news@wegweiser.example', name: 'Wegweiser Test' }]);
    expect(header(mail, 'To')).toBe('claire@example.com');
    expect(mail.subject).toMatch(/^Veuillez confirmer votre inscription à la newsletter de /);
    const unsubscribe = linkToken(mail.text ?? '', 'unsubscribe');
    expect(unsubscribe).toBeTruthy();
    expect(header(mail, 'List-Unsubscribe')).toBe(
      `<http://localhost:3000/api/newsletter/unsubscribe/${unsubscribe}/>`,
    );
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain('Veuillez confirmer votre inscription en cliquant sur ce lien');
    // Beside the text, the same words as HTML: the links clickable, the unsubscribe link at the foot.
    const confirm = linkToken(mail.text ?? '', 'confirm');
    const html = String(mail.html);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Veuillez confirmer votre inscription en cliquant sur ce lien');
    expect(html).toContain(`<a href="http://localhost:3000/api/newsletter/confirm/${confirm}/"`);
    expect(html).toMatch(
      new RegExp(
        `<a href="http://localhost:3000/api/newsletter/unsubscribe/${unsubscribe}/"[^>]*>Se désinscrire de la newsletter</a>`,
      ),
    );
    expect(html).not.toMatch(/<img|<script/);

    // The link in the mail that arrived confirms the sign-up.
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/newsletter/confirm/${confirm}/` })).statusCode,
    ).toBe(200);

    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(mail.messageId).toBe(`<${row?.id}@wegweiser.example>`);
    // The start-up line names the server without its password; no line anywhere has the password.
    expect(logLines(t.logs)).toContainEqual(
      expect.objectContaining({
        msg: 'outgoing mail through SMTP',
        smtp: `smtp://mailer:[redacted]@127.0.0.1:${server.port}`,
      }),
    );
    expect(t.logs.join('\n')).not.toContain(SMTP_PASSWORD);
  });

  it('sends the text and the HTML part, and the owner gets the contact notification', async () => {
    const server = await smtp();
    const t = await startApp({ smtpUrl: server.url });
    await queueMails(t.api.repositories.outbox, [
      {
        email: testEmail(1, { bodyHtml: '<p>HTML of <strong>mail 1</strong></p>' }),
        recipient: 'anna@example.com',
        language: 'de',
      },
    ]);
    expect(
      (await t.post('/api/contact/', { name: 'Jan Kowalski', email: 'jan@example.com', message: 'Hallo!' }))
        .status,
    ).toBe(201);

    await untilSent(server, 2);
    const html = server.received.find((mail) => mail.subject === 'Test mail 1');
    expect(html?.text?.trim()).toBe('Text of mail 1');
    expect(html?.html).toBe('<p>HTML of <strong>mail 1</strong></p>');
    expect(header(html as ParsedMail, 'Content-Type')).toMatch(/^multipart\/alternative/);
    const notification = server.received.find(
      (mail) => mail.subject === 'Neue Nachricht von Jan Kowalski – Kontaktseite',
    );
    expect(header(notification as ParsedMail, 'To')).toBe(OWNER);
    // Answering the notification answers the visitor; it says who wrote, through which site.
    expect(notification?.replyTo?.value).toEqual([{ address: 'jan@example.com', name: '' }]);
    expect(notification?.from?.value).toEqual([
      { address: 'news@wegweiser.example', name: 'Jan Kowalski über Wegweiser Coaching' },
    ]);
    expect(notification?.text).toContain('E-Mail: jan@example.com');
    expect(await t.api.repositories.outbox.counts()).toEqual({
      queued: 0,
      sending: 0,
      sent: 2,
      failed: 0,
      no_server: 0,
    });
  });

  it('without a name in MAIL_FROM, a mail goes out under the site’s name, never a product name', async () => {
    const server = await smtp();
    const t = await startApp({ smtpUrl: server.url, fromName: null, fromAddress: 'post@wegweiser.example' });
    await queueMails(t.api.repositories.outbox, [
      { email: testEmail(5), recipient: 'eva@example.com', language: 'en' },
      {
        email: testEmail(6, { fromName: 'Praxis\r\nBcc: x@example.com', replyTo: 'owner@example.com' }),
        recipient: 'finn@example.com',
        language: 'de',
      },
    ]);
    await untilSent(server, 2);
    const plain = server.received.find((mail) => mail.subject === 'Test mail 5');
    expect(plain?.from?.value).toEqual([{ address: 'post@wegweiser.example', name: 'Wegweiser Coaching' }]);
    expect(plain?.replyTo).toBeUndefined();
    const named = server.received.find((mail) => mail.subject === 'Test mail 6');
    // Its own name, flattened to one line before it was stored; Reply-To as the email asked.
    expect(named?.from?.value).toEqual([
      { address: 'post@wegweiser.example', name: 'Praxis Bcc: x@example.com' },
    ]);
    expect(named?.replyTo?.value).toEqual([{ address: 'owner@example.com', name: '' }]);
    expect(named?.bcc).toBeUndefined();
  });

  it('a booking mail carries its invitation as text/calendar with METHOD:REQUEST, read back to the same instant', async () => {
    const server = await smtp();
    const t = await startApp({ smtpUrl: server.url });
    const times = { start: new Date('2027-10-31T00:30:00Z'), end: new Date('2027-10-31T00:45:00Z') };
    const invitation = bookingInvitation({
      uid: 'b-4711@wegweiser.example',
      sequence: 0,
      state: 'confirmed',
      ...times,
      timeZone: 'America/St_Johns',
      summary: 'Erstgespräch',
      location: { kind: 'phone', phone: '+49 30 1234567' },
      organizer: { name: 'Anna Weber', email: 'anna@praxis.example' },
      attendee: { name: 'Jan Kowalski', email: 'jan@example.com' },
      description: 'Absagen: https://praxis.example/de/termin/absagen?token=abc',
      stamp: new Date(),
    });
    const email = bookingVisitorEmail('confirmed', {
      language: 'de',
      visitor: { name: 'Jan Kowalski', timeZone: 'Europe/Berlin' },
      sessionName: 'Erstgespräch',
      ...times,
      location: { kind: 'phone', phone: '+49 30 1234567' },
      practiceZone: 'America/St_Johns',
      siteName: 'Praxis Weber',
    });
    await queueMails(t.api.repositories.outbox, [
      {
        email: { ...email, calendarEvent: invitation.content },
        recipient: 'jan@example.com',
        language: 'de',
      },
    ]);

    await untilSent(server, 1);
    const [mail] = server.received;
    const calendar = mail?.attachments.find((part) => part.contentType === 'text/calendar');
    if (!mail || !calendar) throw new Error('no text/calendar part');
    expect(calendar.headers.get('content-type')).toMatchObject({
      value: 'text/calendar',
      params: expect.objectContaining({ method: 'REQUEST' }),
    });
    const read = readInvitation(calendar.content.toString('utf8'));
    expect(read).toMatchObject({
      method: 'REQUEST',
      uid: 'b-4711@wegweiser.example',
      tzid: 'America/St_Johns',
      start: times.start.getTime(),
      end: times.end.getTime(),
    });
    // Beside it the mail's own words, in the visitor's zone and the practice's.
    expect(mail.text).toContain('Wann: Sonntag, 31. Oktober 2027, 02:30–02:45 (Mitteleuropäische Sommerzeit');
    expect(mail.text).toContain('Zeit der Praxis: Samstag, 30. Oktober 2027, 22:00–22:15');
    expect(String(mail.html)).toContain('Ihr Termin ist bestätigt.');
    expect((await rows())[0]?.calendarEvent).toBe(invitation.content);
  });

  it('retries after the SMTP server was down, and sends once it is up', async () => {
    const port = await freePort();
    const t = await startApp({
      smtpUrl: `smtp://mailer:${SMTP_PASSWORD}@127.0.0.1:${port}`,
      retryBaseMs: 400,
    });
    const [id = ''] = await queueMails(t.api.repositories.outbox, [
      { email: testEmail(2), recipient: 'ben@example.com', language: 'en' },
    ]);
    const failed = await until('the first failed attempt', async () => {
      const row = await rowOf(id);
      return row?.attempts === 1 && row.status === 'queued' && row;
    });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(failed.nextAttemptAt.getTime() - (failed.lastAttemptAt?.getTime() ?? 0)).toBeGreaterThanOrEqual(
      400,
    );

    const server = await smtp(port);
    await untilSent(server, 1);
    expect(server.received[0]?.subject).toBe('Test mail 2');
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('retries after the SMTP server refused with a temporary error', async () => {
    const server = await smtp();
    server.refuse = 451;
    const t = await startApp({ smtpUrl: server.url, retryBaseMs: 300 });
    const [id = ''] = await queueMails(t.api.repositories.outbox, [
      { email: testEmail(3), recipient: 'cem@example.com', language: 'de' },
    ]);
    const refused = await until('the refused attempt', async () => {
      const row = await rowOf(id);
      return row?.attempts === 1 && row.status === 'queued' && row;
    });
    expect(refused.lastError).toMatch(/451/);
    expect(refused.lastError).not.toContain(SMTP_PASSWORD);
    server.refuse = null;
    await untilSent(server, 1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('marks an email failed with its last error after the maximum attempts, backing off between them', async () => {
    const server = await smtp();
    server.refuse = 550;
    const t = await startApp({ smtpUrl: server.url, maxAttempts: 3, retryBaseMs: 100 });
    const [id = ''] = await queueMails(t.api.repositories.outbox, [
      { email: testEmail(4), recipient: 'dora@example.com', language: 'fr' },
    ]);
    const failed = await until('the failed email', async () => {
      const row = await rowOf(id);
      return row?.status === 'failed' && row;
    });
    expect(failed.attempts).toBe(3);
    expect(failed.lastError).toMatch(/550.*Mailbox unavailable/);
    expect(failed.sentAt).toBeNull();
    expect(server.received).toHaveLength(0);
    expect((await t.api.repositories.outbox.counts()).failed).toBe(1);
    const listed = await t.api.repositories.outbox.list({ status: 'failed', limit: 10, offset: 0 });
    expect(listed).toMatchObject({
      total: 1,
      items: [{ id, status: 'failed', attempts: 3, recipient: 'dora@example.com' }],
    });

    const lines = logLines(t.logs);
    const retries = lines.filter((line) => line.msg === 'email not sent; will retry');
    expect(retries.map((line) => line.attempts)).toEqual([1, 2]);
    expect(lines.filter((line) => line.msg === 'email failed after the maximum attempts')).toEqual([
      expect.objectContaining({ email: id, attempts: 3, level: 50 }),
    ]);

    // Sent again from the console once the cause is fixed: fresh attempts, and it arrives.
    server.refuse = null;
    expect(await t.api.repositories.outbox.requeue(id, new Date())).toBe(true);
    await untilSent(server, 1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('two app instances on one database send each of many emails exactly once', async () => {
    const server = await smtp();
    const a = await startApp({ smtpUrl: server.url, pollIntervalMs: 20 });
    // The second instance signs in as another SMTP user: the server tells who sent what.
    const otherUrl = server.url.replace(`//${SMTP_USER}:`, `//${SMTP_OTHER_USER}:`);
    const b = await startApp({ smtpUrl: otherUrl, pollIntervalMs: 20 }, second);
    const count = 80;
    const batch = (from: number) =>
      Array.from({ length: count / 2 }, (_, index) => ({
        email: testEmail(from + index),
        recipient: `reader${from + index}@example.com`,
        language: 'de' as const,
      }));
    // Half queued through each process: both wake at once and compete for the same rows.
    await Promise.all([
      queueMails(a.api.repositories.outbox, batch(0)),
      queueMails(b.api.repositories.outbox, batch(count / 2)),
    ]);

    await untilSent(server, count, 30_000);
    // Let any duplicate that is still on its way arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const subjects = server.received.map((mail) => mail.subject);
    expect(subjects).toHaveLength(count);
    expect(new Set(subjects).size).toBe(count);
    expect(new Set(server.received.map((mail) => mail.messageId)).size).toBe(count);
    const stored = await rows();
    expect(stored.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    // Both processes sent a share: they really competed for the same rows.
    const byA = server.senders.filter((user) => user === SMTP_USER).length;
    expect(byA).toBeGreaterThan(0);
    expect(count - byA).toBeGreaterThan(0);
    expect(server.senders.filter((user) => user === SMTP_OTHER_USER)).toHaveLength(count - byA);
  }, 60_000);
});

describe('without SMTP_URL: nothing is lost', () => {
  it('keeps emails as "no mail server", logs each confirmation link once, and sends them once a server is set', async () => {
    const t = await startApp({});
    expect(
      (await t.post('/api/newsletter/subscribe/?language=es', { email: 'lucia@example.com' })).status,
    ).toBe(200);
    expect(
      (await t.post('/api/contact/', { name: 'Jan', email: 'jan@example.com', message: 'Hallo!' })).status,
    ).toBe(201);
    await until('both emails held', async () => (await t.api.repositories.outbox.counts()).no_server === 2);

    const [held] = await primary.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, 'lucia@example.com'));
    const token = linkToken(held?.bodyText ?? '', 'confirm');
    const link = `http://localhost:3000/api/newsletter/confirm/${token}/`;
    const linkLines = logLines(t.logs).filter((line) => String(line.msg).includes('/confirm/'));
    expect(linkLines).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        email: held?.id,
        language: 'es',
        msg: `No mail server configured (SMTP_URL): the newsletter sign-up waits for this confirmation link: ${link}`,
      },
    ]);
    // No other secret: the unsubscribe token and the recipient's address stay out of the log.
    const unsubscribe = linkToken(held?.bodyText ?? '', 'unsubscribe') ?? '';
    expect(unsubscribe).not.toBe('');
    expect(t.logs.join('\n')).not.toContain(unsubscribe);
    expect(t.logs.join('\n')).not.toContain('lucia@example.com');
    // The line is what a local tester needs: the link confirms the sign-up.
    const confirmed = await t.app.inject({ method: 'POST', url: `/api/newsletter/confirm/${token}/` });
    expect(confirmed.statusCode).toBe(200);
    // Polled again: still held, not logged twice.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(logLines(t.logs).filter((line) => String(line.msg).includes('/confirm/'))).toHaveLength(1);
    expect((await t.api.repositories.outbox.counts()).no_server).toBe(2);
    // What the console lists and shows of a held email: its state and its full content.
    const listed = await t.api.repositories.outbox.list({ status: 'no_server', limit: 10, offset: 0 });
    expect(listed.total).toBe(2);
    expect(listed.items.map((item) => item.status)).toEqual(['no_server', 'no_server']);
    expect((await t.api.repositories.outbox.get(held?.id ?? ''))?.bodyText).toContain(link);

    // Restarted with a mail server: the held emails leave.
    for (const app of running.splice(0)) await app.close();
    const server = await smtp();
    await startApp({ smtpUrl: server.url });
    await untilSent(server, 2);
    expect(server.received.map((mail) => header(mail, 'To')).sort()).toEqual(
      ['lucia@example.com', OWNER].sort(),
    );
    expect(await primary.db.select({ status: outboxEmails.status }).from(outboxEmails)).toEqual([
      { status: 'sent' },
      { status: 'sent' },
    ]);
  });
});

it('the retry delay doubles from the base up to the cap', () => {
  expect([1, 2, 3, 4, 10].map((attempts) => retryDelayMs(attempts, 60_000, 6 * 60 * 60 * 1000))).toEqual([
    60_000,
    120_000,
    240_000,
    480_000,
    6 * 60 * 60 * 1000,
  ]);
});
