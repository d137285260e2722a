/**
 * Issue 15 point 3, fault "SMTP down" (decision 068): while the mail server is unreachable, and
 * then while it refuses mail, a newsletter sign-up and a contact message are still accepted (200 /
 * 201 — they are stored; the mail is the outbox's job, decision 054); the console's outbox shows
 * both emails queued with the attempts and the last error; once the server takes mail again the
 * worker sends each exactly once, and the confirmation link that arrives works. PGlite and
 * PostgreSQL.
 */
import { translate } from '@wegweiser/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { type ConsoleClient, OWNER_ENV, signedIn } from './admin/console-client';
import { clientFor, type TestContext, testConfig } from './helpers/build-app';
import { linkToken } from './helpers/newsletter';
import { freePort, SMTP_PASSWORD, startSmtpServer, type TestSmtpServer } from './helpers/smtp-server';
import { createTestDatabase } from './helpers/test-database';
import { timed, until } from './helpers/wait';

const SUBSCRIBER = 'ausfall@example.com';
/** The owner's sign-in address: where the contact notification goes (decision 082). */
const OWNER_INBOX = OWNER_ENV.OWNER_EMAIL;

let database: DatabaseHandle;
let t: Omit<TestContext, 'database'>;
let owner: ConsoleClient;
let port: number;
let server: TestSmtpServer | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  port = await freePort();
  const base = testConfig({
    ...OWNER_ENV,
    SMTP_URL: `smtp://mailer:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    MAIL_FROM: 'Wegweiser <news@wegweiser.example>',
  });
  // Quick retries, capped at 1 s, and enough attempts that none is marked failed during the test.
  const mail = {
    ...base.mail,
    pollIntervalMs: 100,
    retryBaseMs: 200,
    maxRetryDelayMs: 1_000,
    maxAttempts: 100,
  };
  const built = await buildApp({ ...base, mail }, { database });
  t = await clientFor(built.app, built.api);
  owner = await signedIn({ app: built.app });
}, 60_000);
afterAll(async () => {
  await t?.app.close();
  await server?.close();
  await database?.close();
});

type Listed = { status: string; attempts: number; last_error: string | null; recipient: string };
const outbox = async () => {
  const answer = await owner.get('/api/admin/outbox/');
  expect(answer.status).toBe(200);
  return answer.body as { counts: Record<string, number>; results: Listed[] };
};
/**
 * The outbox once both emails have had at least `attempts` attempts, each with a last error matching
 * `error`, and neither is being tried again at that moment (the worker keeps retrying: a view taken
 * during a retry shows one "sending"). Times out, failing the test, if they never wait as queued.
 */
const untilTried = (attempts: number, error: RegExp) =>
  until(`both emails tried ${attempts}× (${error}) and waiting`, async () => {
    const view = await outbox();
    return (
      view.results.length === 2 &&
      view.results.every(
        (row) => row.attempts >= attempts && error.test(row.last_error ?? '') && row.status === 'queued',
      ) &&
      view
    );
  });

describe('the mail server away, then back', () => {
  let accepted: number;

  it('accepts a sign-up and a contact message while SMTP is unreachable, and the outbox shows them queued', async () => {
    const { result: signUp, ms: signUpMs } = await timed(() =>
      t.post('/api/newsletter/subscribe/?language=de', { email: SUBSCRIBER }),
    );
    expect(signUp.status).toBe(200);
    expect(signUp.body.message).toBe(translate('newsletter_pending', 'de'));
    const { result: contact, ms: contactMs } = await timed(() =>
      t.post('/api/contact/?language=de', { name: 'Jana', email: 'jana@example.com', message: 'Hallo!' }),
    );
    expect(contact.status).toBe(201);
    accepted = 2;

    const view = await untilTried(2, /ECONNREFUSED/);
    expect(view.counts).toMatchObject({ queued: 2, sending: 0, sent: 0, failed: 0 });
    const tried = view.results;
    expect(tried.map((row) => row.recipient).sort()).toEqual([SUBSCRIBER, OWNER_INBOX].sort());
    console.info(
      `fault SMTP unreachable (${database.kind}): sign-up ${signUp.status} in ${Math.round(signUpMs)} ms, ` +
        `contact ${contact.status} in ${Math.round(contactMs)} ms; outbox: ${view.counts.queued} queued, ` +
        `attempts ${tried.map((row) => row.attempts).join('/')}, last error ECONNREFUSED`,
    );
  });

  it('keeps them queued while the server is up but refuses mail (451)', async () => {
    server = await startSmtpServer(port);
    server.refuse = 451;
    const view = await untilTried(1, /451/);
    expect(server.received).toHaveLength(0);
    expect(view.counts).toMatchObject({ queued: 2, sending: 0, sent: 0, failed: 0 });
  });

  it('sends each email exactly once when the server takes mail again, and the confirmation link works', async () => {
    const smtp = server as TestSmtpServer;
    const { ms } = await timed(async () => {
      smtp.refuse = null;
      await until('both emails sent', async () => (await outbox()).counts.sent === 2, 15_000);
    });
    // A duplicate on its way would arrive within the next polls: wait several before counting.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const recipients = smtp.received.map((mail) => mail.to && [mail.to].flat()[0]?.value[0]?.address);
    expect(recipients.sort()).toEqual([SUBSCRIBER, OWNER_INBOX].sort());
    const view = await outbox();
    expect(view.counts).toMatchObject({ queued: 0, sending: 0, sent: accepted, failed: 0 });
    expect(view.results.every((row) => row.status === 'sent' && row.last_error === null)).toBe(true);

    const confirmation = smtp.received.find((mail) => mail.text?.includes('/confirm/'));
    const token = linkToken(confirmation?.text ?? '', 'confirm');
    const confirmed = await t.app.inject({ method: 'POST', url: `/api/newsletter/confirm/${token}/` });
    expect(confirmed.statusCode).toBe(200);
    console.info(
      `fault SMTP back (${database.kind}): ${smtp.received.length} of ${accepted} accepted emails delivered, ` +
        `0 duplicates, ${Math.round(ms)} ms from the server taking mail to all marked sent; confirmation link ${confirmed.statusCode}`,
    );
  });
});
