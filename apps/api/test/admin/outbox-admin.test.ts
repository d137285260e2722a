/**
 * The owner's outbox (issue 14 point 1, decision 060): the list newest first with a status filter,
 * pages, the counts per status and whether a mail server is configured; one email's content and
 * delivery record; "send again" for a failed or held email only; owner only.
 *
 *   TEST_DATABASE=pglite npx vitest run --project api apps/api/test/admin/outbox-admin.test.ts
 */
import { OUTBOX_STATUSES as CONTRACT_STATUSES } from '@wegweiser/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, OUTBOX_STATUSES, outboxEmails } from '../../src/db/schema';
import { setupContentApp } from '../helpers/admin-content';
import { setupApp } from '../helpers/build-app';
import { type ConsoleClient, OWNER_ENV, signedIn } from './console-client';

const t = setupContentApp();
const db = () => t.database.db;
const FAR = new Date('2099-01-01T00:00:00.000Z');
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

type Row = typeof outboxEmails.$inferInsert;
const mail = (overrides: Partial<Row> & Pick<Row, 'status' | 'createdAt'>): Row => ({
  template: 'contact_notification',
  recipient: 'inhaberin@example.com',
  languageCode: 'de',
  subject: 'Neue Kontaktnachricht',
  bodyText: 'Hallo,\n\nes gibt eine neue Nachricht.',
  // Never due while the test runs: the worker (no SMTP_URL here) leaves it alone.
  nextAttemptAt: FAR,
  ...overrides,
});

const ids: Record<'sent' | 'failed' | 'held' | 'queued', string> = {
  sent: '',
  failed: '',
  held: '',
  queued: '',
};

beforeAll(async () => {
  await db().delete(outboxEmails);
  const insert = async (row: Row) =>
    (await db().insert(outboxEmails).values(row).returning({ id: outboxEmails.id }))[0]?.id ?? '';
  ids.sent = await insert(
    mail({
      status: 'sent',
      createdAt: new Date('2026-11-20T10:00:00Z'),
      sentAt: new Date('2026-11-20T10:00:05Z'),
      attempts: 1,
    }),
  );
  ids.failed = await insert(
    mail({
      status: 'failed',
      createdAt: new Date('2026-11-21T10:00:00Z'),
      template: 'newsletter_campaign',
      recipient: 'anna@example.com',
      subject: 'Neuigkeiten im November',
      bodyText: 'Liebe Leserin,\n\ndas ist neu.',
      bodyHtml: '<p>Liebe Leserin,</p><script>alert(1)</script>',
      headers: { 'List-Unsubscribe': '<https://example.com/unsubscribe/abc>' },
      attempts: 8,
      lastError: '550 5.1.1 mailbox unavailable',
    }),
  );
  ids.held = await insert(
    mail({
      status: 'no_server',
      createdAt: new Date('2026-11-22T10:00:00Z'),
      template: 'newsletter_confirmation',
      recipient: 'bert@example.org',
      subject: 'Bitte bestätigen Sie Ihre Anmeldung',
    }),
  );
  ids.queued = await insert(mail({ status: 'queued', createdAt: new Date('2026-11-23T10:00:00Z') }));
});

const get = (url: string) => t.send('GET', url, { role: 'owner' });

describe('/api/admin/outbox/', () => {
  it('knows the same statuses as the database', () => {
    expect([...CONTRACT_STATUSES]).toEqual([...OUTBOX_STATUSES]);
  });

  it('is the owner’s: an editor gets 403, nobody signed in 401', async () => {
    for (const url of ['/api/admin/outbox/', `/api/admin/outbox/${ids.failed}/`]) {
      expect((await t.send('GET', url)).status, url).toBe(403);
      expect((await t.send('GET', url, { role: null })).status, url).toBe(401);
    }
    const retry = `/api/admin/outbox/${ids.failed}/retry/`;
    expect((await t.send('POST', retry)).status).toBe(403);
    expect((await t.send('POST', retry, { role: null })).status).toBe(401);
    const [row] = await db().select().from(outboxEmails).where(eq(outboxEmails.id, ids.failed));
    expect(row).toMatchObject({ status: 'failed', attempts: 8 });
  });

  it('lists newest first with the counts per status and says no mail server is configured', async () => {
    const answer = await get('/api/admin/outbox/');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      count: 4,
      next: null,
      counts: { queued: 1, sending: 0, sent: 1, failed: 1, no_server: 1 },
      mail_server_configured: false,
    });
    expect(answer.body.results.map((row: { id: string }) => row.id)).toEqual([
      ids.queued,
      ids.held,
      ids.failed,
      ids.sent,
    ]);
    expect(answer.body.results[2]).toEqual({
      id: ids.failed,
      template: 'newsletter_campaign',
      recipient: 'anna@example.com',
      language: 'de',
      subject: 'Neuigkeiten im November',
      status: 'failed',
      attempts: 8,
      created_at: '2026-11-21T10:00:00.000Z',
      last_attempt_at: null,
      next_attempt_at: FAR.toISOString(),
      sent_at: null,
      last_error: '550 5.1.1 mailbox unavailable',
    });
    // The list does not carry the content.
    expect(answer.body.results[2]).not.toHaveProperty('body_text');
  });

  it('filters by status and pages, the counts staying those of the whole outbox', async () => {
    const failed = await get('/api/admin/outbox/?status=failed');
    expect(failed.body.count).toBe(1);
    expect(failed.body.results.map((row: { id: string }) => row.id)).toEqual([ids.failed]);
    expect(failed.body.counts.sent).toBe(1);
    const page2 = await get('/api/admin/outbox/?page_size=3&page=2');
    expect(page2.body).toMatchObject({ count: 4, next: null });
    expect(page2.body.previous).toContain('page=1');
    expect(page2.body.results.map((row: { id: string }) => row.id)).toEqual([ids.sent]);
    expect((await get('/api/admin/outbox/?status=lost')).status).toBe(400);
    expect((await get('/api/admin/outbox/?page=0')).status).toBe(400);
  });

  it('shows one email with its text, HTML, header fields and delivery record', async () => {
    const answer = await get(`/api/admin/outbox/${ids.failed}/`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: ids.failed,
      subject: 'Neuigkeiten im November',
      body_text: 'Liebe Leserin,\n\ndas ist neu.',
      body_html: '<p>Liebe Leserin,</p><script>alert(1)</script>',
      headers: { 'List-Unsubscribe': '<https://example.com/unsubscribe/abc>' },
      attempts: 8,
      last_error: '550 5.1.1 mailbox unavailable',
      mail_server_configured: false,
    });
    expect((await get(`/api/admin/outbox/${ids.held}/`)).body).toMatchObject({
      status: 'no_server',
      body_html: null,
      headers: {},
    });
    expect((await get(`/api/admin/outbox/${UNKNOWN}/`)).status).toBe(404);
    expect((await get('/api/admin/outbox/not-an-id/')).status).toBe(404);
  });

  it('sends again only a failed or held email, with fresh attempts, and audits it', async () => {
    const retry = (id: string) => t.send('POST', `/api/admin/outbox/${id}/retry/`, { role: 'owner' });
    for (const id of [ids.sent, ids.queued]) {
      const refused = await retry(id);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        'Nur eine fehlgeschlagene oder mangels Mailserver nicht gesendete E-Mail kann erneut gesendet werden.',
      );
    }
    expect((await retry(UNKNOWN)).status).toBe(404);

    const again = await retry(ids.failed);
    expect(again.status).toBe(200);
    // Queued again; without a mail server the worker may already have kept it as no_server.
    expect(['queued', 'no_server']).toContain(again.body.status);
    expect(again.body).toMatchObject({
      id: ids.failed,
      attempts: 0,
      body_text: 'Liebe Leserin,\n\ndas ist neu.',
    });
    const [row] = await db().select().from(outboxEmails).where(eq(outboxEmails.id, ids.failed));
    expect(row?.attempts).toBe(0);
    expect(row?.status).not.toBe('failed');

    expect((await retry(ids.held)).status).toBe(200);
    const entries = await db().select().from(auditLog).where(eq(auditLog.action, 'outbox.retry'));
    expect(entries.map((entry) => entry.entityId).sort()).toEqual([ids.failed, ids.held].sort());
    expect(JSON.stringify(entries)).not.toContain('anna@example.com');
    // Writes need the double-submit token.
    expect(
      (await t.send('POST', `/api/admin/outbox/${ids.held}/retry/`, { role: 'owner', csrf: false })).status,
    ).toBe(403);
  });
});

describe('with a mail server configured', () => {
  const smtp = setupApp({ ...OWNER_ENV, SMTP_URL: 'smtp://127.0.0.1:9' });
  let owner: ConsoleClient;
  beforeAll(async () => {
    owner = await signedIn(smtp);
  });

  it('says so on the list', async () => {
    const list = await owner.get('/api/admin/outbox/');
    expect(list.status).toBe(200);
    expect(list.body.mail_server_configured).toBe(true);
  });
});
