/**
 * Issue 25 point 10's first journey on the API side (decision 103): a visitor books → her mail with
 * its invitation arrives at the test SMTP server (text/calendar, METHOD:REQUEST) and the owner's
 * notice beside it → the cancel link in her mail cancels → the cancel invitation (METHOD:CANCEL,
 * SEQUENCE 1, same UID) arrives → the slot is free again.
 */
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { OWNER, OWNER_ENV } from './admin/console-client';
import { clientFor, type TestContext, testConfig } from './helpers/build-app';
import { readInvitation } from './helpers/ical';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp-server';
import { createTestDatabase } from './helpers/test-database';
import { until } from './helpers/wait';

const DAY = 86_400_000;
let server: TestSmtpServer;
let database: DatabaseHandle;
let app: FastifyInstance;
let t: Omit<TestContext, 'database'>;

beforeAll(async () => {
  server = await startSmtpServer();
  database = await createTestDatabase();
  const built = await buildApp(
    testConfig({ ...OWNER_ENV, SMTP_URL: server.url, MAIL_FROM: 'Praxis <termine@praxis.example>' }),
    { database },
  );
  app = built.app;
  t = await clientFor(built.app, built.api);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await server?.close();
  await database?.close();
});

const to = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : [mail.to]).map((a) => a?.text ?? '').join();
/** The mail to `address` whose subject starts with `subject`, once it arrived. */
const arrived = (address: string, subject: string) =>
  until(`a mail "${subject}…" to ${address}`, () =>
    server.received.find((mail) => to(mail).includes(address) && mail.subject?.startsWith(subject)),
  );
const invitationOf = (mail: ParsedMail) => {
  const part = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  if (!part) throw new Error(`no invitation in "${mail.subject}"`);
  return { contentType: part.headers.get('content-type'), ...readInvitation(part.content.toString('utf8')) };
};

const freeStarts = async () => {
  const from = new Date(Date.now() + 2 * DAY).toISOString();
  const until = new Date(Date.now() + 16 * DAY).toISOString();
  const answer = await t.get(`/api/booking/slots/?session_type=1&from=${from}&to=${until}`);
  expect(answer.status).toBe(200);
  return (answer.body.slots as { start: string }[]).map((slot) => slot.start);
};

describe('book → mail with the invitation → the cancel link frees the slot', () => {
  it('works end to end through SMTP', async () => {
    const [start] = await freeStarts();
    if (!start) throw new Error('no free slot');
    const booked = await t.post('/api/booking/', {
      session_type_id: 1,
      start,
      name: 'Jonas Beck',
      email: 'jonas@example.com',
      language: 'de',
      time_zone: 'Europe/Berlin',
      idempotency_key: 'journey-key-00000001',
    });
    expect(booked.status).toBe(201);

    const confirmation = await arrived('jonas@example.com', 'Termin bestätigt');
    const invitation = invitationOf(confirmation);
    expect(invitation).toMatchObject({
      contentType: expect.objectContaining({ params: expect.objectContaining({ method: 'REQUEST' }) }),
      method: 'REQUEST',
      uid: `${booked.body.id}@localhost:3000`,
      sequence: 0,
      status: 'CONFIRMED',
      start: Date.parse(start),
    });
    const owner = await arrived(OWNER.email, 'Neue Buchung');
    expect(owner.replyTo?.text).toContain('jonas@example.com');

    // The visitor follows the cancel link of her mail: the page reads the booking, then cancels.
    const link = /http:\/\/localhost:3000\/booking\/manage\/([A-Za-z0-9_-]+)\?lang=de&cancel=1/.exec(
      confirmation.text ?? '',
    );
    if (!link?.[1]) throw new Error('no cancel link in the mail');
    const token = link[1];
    const view = await t.get(`/api/booking/manage/${token}/?language=de`);
    expect(view.body).toMatchObject({ id: booked.body.id, state: 'confirmed', can_change: true });
    expect((await freeStarts()).includes(start)).toBe(false);
    const cancelled = await t.post(`/api/booking/manage/${token}/cancel/?language=de`, {});
    expect(cancelled.status).toBe(200);

    const cancellation = await arrived('jonas@example.com', 'Termin abgesagt');
    expect(invitationOf(cancellation)).toMatchObject({
      contentType: expect.objectContaining({ params: expect.objectContaining({ method: 'CANCEL' }) }),
      method: 'CANCEL',
      uid: `${booked.body.id}@localhost:3000`,
      sequence: 1,
      status: 'CANCELLED',
    });
    await arrived(OWNER.email, 'Termin abgesagt');
    expect((await freeStarts()).includes(start)).toBe(true);
  }, 60_000);
});
