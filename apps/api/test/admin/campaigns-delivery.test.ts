/**
 * A campaign through a real SMTP server (issue 14 point 2, decision 059): the owner's test mail
 * reaches the owner only; the send reaches every confirmed German subscriber exactly once and
 * nobody else, each mail with a text and an HTML part, its own unsubscribe link and the
 * List-Unsubscribe fields, no tracking; the campaign ends as sent with its totals.
 *
 *   TEST_DATABASE=pglite npx vitest run --project api apps/api/test/admin/campaigns-delivery.test.ts
 */
import { inArray } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import { outboxEmails } from '../../src/db/schema';
import { testConfig } from '../helpers/build-app';
import { activeGerman, GERMAN_CAMPAIGN, seedSubscribers } from '../helpers/campaigns';
import { linkToken, newsletterHelpers } from '../helpers/newsletter';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';
import { createTestDatabase } from '../helpers/test-database';
import { until } from '../helpers/wait';
import { type ConsoleClient, OWNER, OWNER_ENV, signedIn } from './console-client';

const BASE = '/api/admin/campaigns/';
let database: DatabaseHandle;
let server: TestSmtpServer;
let app: Awaited<ReturnType<typeof buildApp>>['app'];
let owner: ConsoleClient;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startSmtpServer();
  const base = testConfig({
    ...OWNER_ENV,
    SMTP_URL: server.url,
    MAIL_FROM: 'Wegweiser <news@wegweiser.example>',
  });
  const config = { ...base, mail: { ...base.mail, pollIntervalMs: 100, campaignPerMinute: 60_000 } };
  ({ app } = await buildApp(config, { database }));
  await app.ready();
  owner = await signedIn({ app });
  await seedSubscribers(database);
});
afterAll(async () => {
  await app?.close();
  await server?.close();
  await database?.close();
});

const header = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '');
const to = (mail: ParsedMail) => header(mail, 'To') ?? '';

describe('a campaign through SMTP', () => {
  let id: string;
  beforeAll(async () => {
    const created = await owner.post(BASE, GERMAN_CAMPAIGN);
    expect(created.status).toBe(201);
    id = created.body.id;
  });

  it('the test mail reaches the signed-in owner, and only the owner', async () => {
    expect((await owner.post(`${BASE}${id}/test/`)).status).toBe(202);
    await until('the test mail', () => server.received.length >= 1);
    const [mail] = server.received;
    expect(to(mail as ParsedMail)).toBe(OWNER.email);
    expect(mail?.subject).toBe('[Test] Neuigkeiten im Herbst');
    expect(mail?.html).toContain('<h1>Hallo!</h1>');
    expect(mail?.text).toContain('Unser **neues** Angebot');
  });

  it('the send reaches each confirmed German subscriber exactly once, with both parts, its own unsubscribe link and no tracking', async () => {
    const answer = await owner.post(`${BASE}${id}/send/`);
    expect(answer.status).toBe(202);
    const expected = activeGerman();
    const done = await until('the campaign to be sent', async () => {
      const view = (await owner.get(`${BASE}${id}/`)).body;
      return view.status === 'sent' ? view : null;
    });
    expect(done.progress).toEqual({ recipients: 3, queued: 0, sent: 3, failed: 0, waiting: 0 });
    expect(done.sent_at).not.toBeNull();

    const campaign = server.received.filter((mail) => mail.subject === 'Neuigkeiten im Herbst');
    expect(campaign.map(to).sort()).toEqual(expected);
    // Nobody else got anything: the owner's test and these three are all that arrived.
    expect(server.received).toHaveLength(4);

    const links = new Set<string>();
    for (const mail of campaign) {
      const link = header(mail, 'List-Unsubscribe')?.slice(1, -1) ?? '';
      links.add(link);
      expect(link).toMatch(/^http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\/[\w-]{43}\/$/);
      expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(header(mail, 'Content-Type')).toMatch(/^multipart\/alternative/);
      expect(mail.text).toContain('# Hallo!');
      expect(mail.text).toContain(`Vom Newsletter abmelden: ${link}`);
      const html = String(mail.html);
      expect(html).toContain('<strong>neues</strong>');
      // Links as written (a site path made absolute), never rewritten through a redirector.
      expect(html).toContain('href="http://localhost:3000/de/kontakt"');
      expect(html).toContain('href="https://blog.example.org/herbst?a=1&amp;b=2"');
      expect(html).toContain(`href="${link}"`);
      // Raw HTML does not render: no script, no tracking pixel, no image at all.
      expect(html).not.toMatch(/<script|<img|tracker\.example/);
    }
    expect(links.size).toBe(3);

    // A recipient's link unsubscribes exactly that recipient (RFC 8058 one-click).
    const first = campaign.find((mail) => to(mail) === expected[0]) as ParsedMail;
    const token = linkToken(header(first, 'List-Unsubscribe') ?? '', 'unsubscribe');
    const clicked = await app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${token}/`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(clicked.statusCode).toBe(200);
    const helpers = newsletterHelpers({ database } as never);
    expect((await helpers.subscription(expected[0] as string))?.status).toBe('unsubscribed');
    expect((await helpers.subscription(expected[1] as string))?.status).toBe('active');
  });

  it('a second send queues nothing: 409, and no further mail arrives', async () => {
    const again = await owner.post(`${BASE}${id}/send/`);
    expect(again.status).toBe(409);
    expect(again.body.current.status).toBe('sent');
    // The outbox has nothing left to send for anyone.
    const waiting = await database.db
      .select()
      .from(outboxEmails)
      .where(inArray(outboxEmails.status, ['queued', 'sending', 'no_server']));
    expect(waiting).toEqual([]);
    expect(server.received).toHaveLength(4);
  });
});
