/**
 * Issue 14 point 2: "campaign to the German list reaches only confirmed German subscribers, once
 * each, even with two processes" (decision 059). Two API instances on one PostgreSQL database, both
 * running outbox workers against one SMTP server (each as its own SMTP user), are both asked to send
 * the same campaign at the same moment; the list is longer than one batch, so their batches
 * interleave. Then a send left half-done by a stopped process is finished by a third instance's
 * start-up, again without a second mail to anyone.
 *
 * Needs PostgreSQL: runs in the PostgreSQL leg of `npm test` (TEST_DATABASE=postgres).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_BATCH_SIZE } from '../src/admin/campaigns/campaign-sender';
import { buildApp } from '../src/app';
import { newsletterCampaigns } from '../src/db/schema';
import { type ConsoleClient, OWNER_ENV, signedIn } from './admin/console-client';
import { testConfig } from './helpers/build-app';
import { activeGerman, type SeededSubscriber, seedSubscribers } from './helpers/campaigns';
import {
  SMTP_OTHER_USER,
  SMTP_PASSWORD,
  SMTP_USER,
  startSmtpServer,
  type TestSmtpServer,
} from './helpers/smtp-server';
import { createPostgresDatabase, type PostgresDatabase } from './helpers/test-database';
import { until } from './helpers/wait';

const BASE = '/api/admin/campaigns/';
/** More confirmed Germans than one batch holds, so two processes' batches interleave. */
const GERMANS = CAMPAIGN_BATCH_SIZE * 2 + 50;
const SUBSCRIBERS: SeededSubscriber[] = [
  ...Array.from({ length: GERMANS }, (_, n) => ({
    email: `leser-${n}@example.de`,
    language: 'de',
    status: 'active' as const,
  })),
  ...Array.from({ length: 5 }, (_, n) => ({
    email: `offen-${n}@example.de`,
    language: 'de',
    status: 'pending' as const,
  })),
  ...Array.from({ length: 5 }, (_, n) => ({
    email: `abgemeldet-${n}@example.de`,
    language: 'de',
    status: 'unsubscribed' as const,
  })),
  ...Array.from({ length: 20 }, (_, n) => ({
    email: `reader-${n}@example.com`,
    language: 'en',
    status: 'active' as const,
  })),
];

type Instance = { app: FastifyInstance; api: FastifyInstance };
let database: PostgresDatabase;
let server: TestSmtpServer;
const dataDir = mkdtempSync(join(tmpdir(), 'wegweiser-campaigns-'));
const instances: Instance[] = [];

async function start(name: string, smtpUser: string, env: Record<string, string> = {}): Promise<Instance> {
  const base = testConfig({
    DATABASE_URL: database.url,
    DATA_DIR: join(dataDir, name),
    SMTP_URL: `smtp://${smtpUser}:${SMTP_PASSWORD}@127.0.0.1:${server.port}`,
    ...env,
  });
  const config = { ...base, mail: { ...base.mail, pollIntervalMs: 100, campaignPerMinute: 60_000 } };
  const built = await buildApp(config);
  await built.app.ready();
  instances.push(built);
  return built;
}

const to = (mail: ParsedMail) =>
  mail.headerLines.find((line) => line.key === 'to')?.line.replace(/^[^:]+:\s*/, '') ?? '';
const mailsWithSubject = (subject: string) => server.received.filter((mail) => mail.subject === subject);

let a: Instance;
let b: Instance;
let ownerA: ConsoleClient;
let ownerB: ConsoleClient;

beforeAll(async () => {
  database = await createPostgresDatabase();
  server = await startSmtpServer();
  // A migrates, seeds and creates the owner; B starts on the database A prepared.
  a = await start('a', SMTP_USER, OWNER_ENV);
  b = await start('b', SMTP_OTHER_USER);
  ownerA = await signedIn({ app: a.app });
  ownerB = await signedIn({ app: b.app });
  await seedSubscribers(a.api.database, SUBSCRIBERS);
}, 60_000);
afterAll(async () => {
  for (const instance of instances) await instance.app.close().catch(() => {});
  await server?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a campaign sent by two processes at once', () => {
  it('reaches every confirmed German subscriber exactly once, and nobody else', async () => {
    const created = await ownerA.post(BASE, {
      language: 'de',
      subject: 'Gleichzeitig',
      body_markdown: 'Hallo **alle**!',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    const answers = await Promise.all([ownerA.post(`${BASE}${id}/send/`), ownerB.post(`${BASE}${id}/send/`)]);
    for (const answer of answers) expect([202, 409], JSON.stringify(answer.body)).toContain(answer.status);
    expect(answers.map((answer) => answer.status)).toContain(202);

    const done = await until(
      'the campaign to be sent',
      async () => {
        const view = (await ownerB.get(`${BASE}${id}/`)).body;
        return view.status === 'sent' ? view : null;
      },
      60_000,
    );
    expect(done.progress).toEqual({ recipients: GERMANS, queued: 0, sent: GERMANS, failed: 0, waiting: 0 });

    const mails = mailsWithSubject('Gleichzeitig');
    const recipients = mails.map(to);
    expect(recipients).toHaveLength(GERMANS);
    expect(new Set(recipients).size).toBe(GERMANS);
    expect([...recipients].sort()).toEqual(activeGerman(SUBSCRIBERS));
  });

  it('a send left half-done by a stopped process is finished by the next start-up, once each', async () => {
    const created = await ownerA.post(BASE, {
      language: 'de',
      subject: 'Fortgesetzt',
      body_markdown: 'Weiter geht’s.',
    });
    const id = created.body.id as string;
    // As a process leaves it when it stops right after the start: sending, nothing queued yet.
    await a.api.database.db
      .update(newsletterCampaigns)
      .set({ status: 'sending', startedAt: new Date() })
      .where(eq(newsletterCampaigns.id, id));

    await start('c', SMTP_USER);
    const done = await until(
      'the resumed campaign to be sent',
      async () => {
        const view = (await ownerA.get(`${BASE}${id}/`)).body;
        return view.status === 'sent' ? view : null;
      },
      60_000,
    );
    expect(done.progress.sent).toBe(GERMANS);
    const recipients = mailsWithSubject('Fortgesetzt').map(to);
    expect(recipients).toHaveLength(GERMANS);
    expect([...recipients].sort()).toEqual(activeGerman(SUBSCRIBERS));
  });
});
