/**
 * Issue 15 point 3, fault "a process killed in the middle of a campaign" (decision 068). A real
 * server process (the compiled apps/server/dist/main.js, as production runs it) on a fresh
 * PostgreSQL database sends a campaign to 200 confirmed subscribers through a local SMTP server;
 * after 80 mails the SMTP server leaves the next MAIL FROM unanswered (the worker has claimed mail
 * 81 and is talking to the server) and the process is killed with SIGKILL — no shutdown hook runs. A new process on the same database finishes the
 * campaign: the claimed mail once its lease (MAIL_CLAIM_LEASE_SECONDS) has lapsed, the queued ones
 * at once. Every subscriber gets exactly one mail, nobody none.
 *
 * The one window this cannot close: a kill after the SMTP server accepted a mail and before the
 * process recorded it as sent. That mail is sent again after the lease, with the same Message-ID
 * (decision 054), which mail systems treat as the same message (decision 068).
 *
 * Needs PostgreSQL and the compiled server (`npm run build`, which npm test runs first): runs in
 * the server's PostgreSQL leg of `npm test`.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleClient } from '../../../bench/support/console-client';
import {
  PRODUCT_SERVER,
  type ServerProcess,
  startServerProcess,
} from '../../../tests/e2e/support/server-process';
import { OWNER, OWNER_ENV } from '../../api/test/admin/console-client';
import {
  SMTP_PASSWORD,
  SMTP_USER,
  startSmtpServer,
  type TestSmtpServer,
} from '../../api/test/helpers/smtp-server';
import { createPostgresDatabase, type PostgresDatabase } from '../../api/test/helpers/test-database';
import { until } from '../../api/test/helpers/wait';

const SUBSCRIBERS = 200;
const KILLED_AFTER = 80;
const LEASE_SECONDS = 3;
const SUBJECT = 'Absturz mittendrin';

let database: PostgresDatabase;
let smtp: TestSmtpServer;
let direct: pg.Client;
const processes: ServerProcess[] = [];

const emails = Array.from({ length: SUBSCRIBERS }, (_, n) => `leserin-${n}@example.de`);

async function startServer() {
  const server = await startServerProcess(PRODUCT_SERVER, {
    DATABASE_URL: database.url,
    SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Wegweiser <news@wegweiser.example>',
    MAIL_CAMPAIGN_PER_MINUTE: '6000',
    MAIL_CLAIM_LEASE_SECONDS: String(LEASE_SECONDS),
    ...OWNER_ENV,
  });
  processes.push(server);
  return server;
}

const outboxCounts = async () => {
  const { rows } = await direct.query<{ status: string; count: number }>(
    `select status, count(*)::int as count from outbox_emails where template = 'newsletter_campaign' group by status`,
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.count])) as Record<string, number>;
};
const received = () => smtp.received.filter((mail) => mail.subject === SUBJECT);
const recipientOf = (mail: TestSmtpServer['received'][number]) =>
  [mail.to ?? []].flat()[0]?.value[0]?.address ?? '';

beforeAll(async () => {
  database = await createPostgresDatabase();
  smtp = await startSmtpServer();
  direct = new pg.Client({ connectionString: database.url });
  await direct.connect();
}, 30_000);
afterAll(async () => {
  for (const server of processes) await server.kill();
  await direct?.end();
  await smtp?.close();
  await database?.drop();
});

describe('a server process killed in the middle of a campaign', () => {
  it('finishes the campaign in the next process: every subscriber one mail, no duplicate, no loss', async () => {
    const first = await startServer();
    await direct.query(
      `insert into newsletter_subscriptions (email, language_code, status, consent_text_version, subscribed_at, confirmed_at)
       select unnest($1::text[]), 'de', 'active', 'test', now(), now()`,
      [emails],
    );
    const owner = consoleClient(first.url);
    await owner.signIn(OWNER);
    const campaign = await owner.json('POST', '/api/admin/campaigns/', {
      language: 'de',
      subject: SUBJECT,
      body_markdown: 'Hallo!',
    });
    smtp.holdAfter = KILLED_AFTER;
    const sent = await owner.send('POST', `/api/admin/campaigns/${campaign.id}/send/`);
    expect(sent.status).toBe(202);

    // Mail 81 claimed and in conversation with the SMTP server: kill the process now.
    await until('the worker to wait on the SMTP server', () => smtp.holding > 0, 30_000);
    await first.kill();
    const killedAt = performance.now();
    expect(received()).toHaveLength(KILLED_AFTER);
    const atKill = await outboxCounts();
    expect(atKill).toEqual({ sent: KILLED_AFTER, sending: 1, queued: SUBSCRIBERS - KILLED_AFTER - 1 });

    smtp.holdAfter = null;
    const second = await startServer();
    const startedMs = performance.now() - killedAt;
    await until(
      'every campaign mail sent',
      async () => (await outboxCounts()).sent === SUBSCRIBERS && received().length >= SUBSCRIBERS,
      60_000,
    );
    const recoveredMs = performance.now() - killedAt;
    // A second copy of any mail would follow within the next polls: wait for several first.
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const mails = received();
    const recipients = mails.map(recipientOf);
    expect(recipients).toHaveLength(SUBSCRIBERS);
    expect(new Set(recipients).size).toBe(SUBSCRIBERS);
    expect([...recipients].sort()).toEqual([...emails].sort());
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(SUBSCRIBERS);
    // The mail claimed at the kill was claimed again (its second attempt) once the lease lapsed.
    const { rows: retried } = await direct.query<{ attempts: number }>(
      `select attempts from outbox_emails where template = 'newsletter_campaign' and attempts > 1`,
    );
    expect(retried).toEqual([{ attempts: 2 }]);
    // The campaign ends as sent in the console of the new process.
    const console2 = consoleClient(second.url);
    await console2.signIn(OWNER);
    const done = await until(
      'the campaign marked sent',
      async () => {
        const view = await console2.json('GET', `/api/admin/campaigns/${campaign.id}/`);
        return view.status === 'sent' && view;
      },
      15_000,
    );
    expect(done.progress).toMatchObject({ recipients: SUBSCRIBERS, sent: SUBSCRIBERS, failed: 0 });
    console.info(
      `fault process killed mid-campaign: SIGKILL after ${KILLED_AFTER} of ${SUBSCRIBERS} sent ` +
        `(1 claimed, ${atKill.queued} queued); new process up after ${(startedMs / 1000).toFixed(1)} s, ` +
        `all sent ${(recoveredMs / 1000).toFixed(1)} s after the kill (lease ${LEASE_SECONDS} s); ` +
        `mails received ${mails.length}, distinct recipients ${new Set(recipients).size}, duplicates 0, lost 0`,
    );
  }, 150_000);
});
