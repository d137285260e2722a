/**
 * The owner's newsletter campaigns (issue 14 point 2, decision 059) without a mail server: drafts
 * with field errors, versions and 409s, owner only, the test mail to the owner alone, the send
 * queueing one mail per confirmed subscriber of the language (nobody pending, unsubscribed or of
 * another language), its progress ("waiting": no mail server), and the audit log.
 * Delivery through SMTP: campaigns-delivery.test.ts; two processes: campaigns.postgres.test.ts.
 *
 *   TEST_DATABASE=pglite npx vitest run --project api apps/api/test/admin/campaigns.test.ts
 */
import { asc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  newsletterCampaignRecipients,
  newsletterCampaigns,
  newsletterSubscriptions,
  outboxEmails,
} from '../../src/db/schema';
import { setupContentApp } from '../helpers/admin-content';
import { activeGerman, GERMAN_CAMPAIGN, seedSubscribers } from '../helpers/campaigns';
import { until } from '../helpers/wait';
import { OWNER } from './console-client';

const t = setupContentApp();
const db = () => t.database.db;
const BASE = '/api/admin/campaigns/';
const owner = { role: 'owner' } as const;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const create = async (body: Record<string, unknown> = GERMAN_CAMPAIGN) =>
  t.send('POST', BASE, { body, ...owner });
const campaignMails = () =>
  db()
    .select()
    .from(outboxEmails)
    .where(like(outboxEmails.template, '%campaign%'))
    .orderBy(asc(outboxEmails.recipient));

beforeAll(async () => {
  await seedSubscribers(t.database);
});

describe('/api/admin/campaigns/ drafts', () => {
  it('is the owner’s: an editor gets 403, nobody signed in 401', async () => {
    for (const [method, url] of [
      ['GET', BASE],
      ['POST', BASE],
      ['GET', `${BASE}${UNKNOWN}/`],
      ['POST', `${BASE}${UNKNOWN}/send/`],
    ] as const) {
      expect((await t.send(method, url, { body: method === 'POST' ? {} : undefined })).status, url).toBe(403);
      expect((await t.send(method, url, { role: null })).status, url).toBe(401);
    }
  });

  it('refuses bad fields, each named', async () => {
    const answer = await create({
      language: 'it',
      subject: 'Zwei\nZeilen',
      body_markdown: 'x'.repeat(50_001),
      colour: 'red',
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors).sort()).toEqual([
      'body_markdown',
      'colour',
      'language',
      'subject',
    ]);
    const empty = await create({ language: 'de', subject: '  ', body_markdown: ' \n ' });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['body_markdown', 'subject']);
    expect(
      (await create({ ...GERMAN_CAMPAIGN, subject: 's'.repeat(201) })).body.errors.subject,
    ).toBeDefined();
  });

  it('creates, lists, reads, changes from its version (stale: 409 with the current one) and deletes a draft', async () => {
    const created = await create();
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...GERMAN_CAMPAIGN,
      status: 'draft',
      version: 0,
      started_at: null,
      audience: 3,
      progress: { recipients: 0, queued: 0, sent: 0, failed: 0, waiting: 0 },
    });
    const id = created.body.id as string;
    const list = await t.send('GET', BASE, owner);
    expect(list.body.results.map((item: { id: string }) => item.id)).toContain(id);

    const changed = await t.send('PATCH', `${BASE}${id}/`, {
      body: { subject: 'Neuigkeiten im Winter', language: 'en', version: 0 },
      ...owner,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      subject: 'Neuigkeiten im Winter',
      language: 'en',
      version: 1,
      audience: 1,
    });

    const stale = await t.send('PATCH', `${BASE}${id}/`, { body: { subject: 'Alt', version: 0 }, ...owner });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/in the meantime|inzwischen/);
    expect(stale.body.current).toMatchObject({ subject: 'Neuigkeiten im Winter', version: 1 });
    expect((await t.send('GET', `${BASE}${id}/`, owner)).body.subject).toBe('Neuigkeiten im Winter');

    expect((await t.send('DELETE', `${BASE}${id}/`, owner)).status).toBe(204);
    expect((await t.send('GET', `${BASE}${id}/`, owner)).status).toBe(404);
    expect((await t.send('PATCH', `${BASE}${id}/`, { body: { version: 1 }, ...owner })).status).toBe(404);
    const actions = (await db().select().from(auditLog).where(eq(auditLog.entityId, id))).map(
      (row) => row.action,
    );
    expect(actions.sort()).toEqual(['campaign.create', 'campaign.delete', 'campaign.update']);
  });
});

describe('the test mail and the send', () => {
  let id: string;
  beforeAll(async () => {
    id = (await create()).body.id;
  });

  it('sends the test to the signed-in owner only, with [Test] before the subject', async () => {
    const answer = await t.send('POST', `${BASE}${id}/test/`, owner);
    expect(answer.status).toBe(202);
    // No mail server in this app: the answer says so, and the console says the test waits (issue 24 point 2).
    expect(answer.body).toEqual({ recipient: OWNER.email, mail_server_configured: false });
    const mails = await campaignMails();
    expect(mails.map((mail) => [mail.recipient, mail.template, mail.subject])).toEqual([
      [OWNER.email, 'campaign_test', '[Test] Neuigkeiten im Herbst'],
    ]);
    expect(mails[0]?.bodyHtml).toContain('<h1>Hallo!</h1>');
    expect((await t.send('GET', `${BASE}${id}/`, owner)).body).toMatchObject({ status: 'draft', version: 0 });
  });

  it('queues one mail per confirmed German subscriber, nobody else, and shows them waiting without a mail server', async () => {
    const answer = await t.send('POST', `${BASE}${id}/send/`, owner);
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ status: 'sending', version: 1, progress: { recipients: 3 } });
    expect(answer.body.started_at).not.toBeNull();
    expect(answer.body.queued_at).not.toBeNull();

    const sent = (await campaignMails()).filter((mail) => mail.template === 'newsletter_campaign');
    expect(sent.map((mail) => mail.recipient)).toEqual(activeGerman());
    // Each with its own unsubscribe link, in the text, the HTML and the header fields.
    const links = sent.map((mail) => mail.headers['List-Unsubscribe']);
    expect(new Set(links).size).toBe(3);
    for (const mail of sent) {
      const link = mail.headers['List-Unsubscribe']?.slice(1, -1) ?? '';
      expect(link).toMatch(/^http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\/[\w-]{43}\/$/);
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.bodyText).toContain(`Vom Newsletter abmelden: ${link}`);
      expect(mail.bodyHtml).toContain(`href="${link}"`);
      expect(mail.subject).toBe('Neuigkeiten im Herbst');
    }

    const waiting = await until('the mails held for want of a mail server', async () => {
      const view = (await t.send('GET', `${BASE}${id}/`, owner)).body;
      return view.progress.waiting === 3 ? view : null;
    });
    expect(waiting).toMatchObject({
      status: 'sending',
      progress: { recipients: 3, queued: 0, sent: 0, failed: 0, waiting: 3 },
    });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'campaign.send'));
    expect(entry).toMatchObject({
      entityId: id,
      summary: expect.stringContaining('3 confirmed subscribers'),
    });
  });

  it('spaces the mails by the campaign rate (60 a minute by default): the n-th is due n seconds after the start', async () => {
    const view = (await t.send('GET', `${BASE}${id}/`, owner)).body;
    const started = Date.parse(view.started_at);
    const rows = await db()
      .select({ queuedAt: newsletterCampaignRecipients.queuedAt, due: outboxEmails.nextAttemptAt })
      .from(newsletterCampaignRecipients)
      .innerJoin(outboxEmails, eq(outboxEmails.id, newsletterCampaignRecipients.outboxEmailId))
      .where(eq(newsletterCampaignRecipients.campaignId, id))
      .orderBy(asc(newsletterCampaignRecipients.subscriptionId));
    expect(rows).toHaveLength(3);
    // None is due before its slot (held mails are marked when they fall due, so later still).
    rows.forEach((row, position) => {
      const slot = Math.max(row.queuedAt.getTime(), started + position * 1_000);
      expect(row.due.getTime(), `mail ${position}`).toBeGreaterThanOrEqual(slot);
    });
    expect((rows[2]?.due.getTime() ?? 0) - started).toBeGreaterThanOrEqual(2_000);
  });

  it('a second send, a change or a delete of a campaign sent is refused with 409; nothing more is queued', async () => {
    const again = await t.send('POST', `${BASE}${id}/send/`, owner);
    expect(again.status).toBe(409);
    expect(again.body.current).toMatchObject({ id, status: 'sending' });
    const patch = await t.send('PATCH', `${BASE}${id}/`, { body: { subject: 'Neu', version: 1 }, ...owner });
    expect(patch.status).toBe(409);
    expect(patch.body.message).toMatch(/no longer be changed|nicht mehr geändert/);
    expect((await t.send('DELETE', `${BASE}${id}/`, owner)).status).toBe(409);
    expect(await db().select().from(newsletterCampaignRecipients)).toHaveLength(3);
    expect((await campaignMails()).filter((mail) => mail.template === 'newsletter_campaign')).toHaveLength(3);
  });

  it('a send in a language without confirmed subscribers is refused', async () => {
    const spanish = await create({ ...GERMAN_CAMPAIGN, language: 'es' });
    const answer = await t.send('POST', `${BASE}${spanish.body.id}/send/`, owner);
    expect(answer.status).toBe(409);
    expect(answer.body.current).toMatchObject({ status: 'draft', audience: 0 });
  });

  it('a send interrupted mid-way (its process stopped) is finished by sending again: only the missing are queued', async () => {
    const second = (await create({ ...GERMAN_CAMPAIGN, subject: 'Zweite Ausgabe' })).body.id as string;
    // As a process would leave it after its first batch: sending, one recipient queued, not done.
    await db()
      .update(newsletterCampaigns)
      .set({ status: 'sending', startedAt: new Date() })
      .where(eq(newsletterCampaigns.id, second));
    const [bernd] = await db()
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'bernd@example.de'));
    const [early] = await db()
      .insert(outboxEmails)
      .values({
        template: 'newsletter_campaign',
        recipient: 'bernd@example.de',
        languageCode: 'de',
        subject: 'Zweite Ausgabe',
        bodyText: '…',
      })
      .returning();
    await db()
      .insert(newsletterCampaignRecipients)
      .values({
        campaignId: second,
        subscriptionId: bernd?.id as string,
        outboxEmailId: early?.id as string,
      });

    const answer = await t.send('POST', `${BASE}${second}/send/`, owner);
    expect(answer.status).toBe(202);
    expect(answer.body.queued_at).not.toBeNull();
    const mails = await db().select().from(outboxEmails).where(eq(outboxEmails.subject, 'Zweite Ausgabe'));
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(activeGerman());
    expect((await t.send('POST', `${BASE}${second}/send/`, owner)).status).toBe(409);
  });

  it('erasing a subscriber erases their campaign mail and recipient row', async () => {
    const [anna] = await db()
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'anna@example.de'));
    expect((await t.send('DELETE', `/api/admin/subscribers/${anna?.id}/`, owner)).status).toBe(204);
    const left = await db()
      .select()
      .from(newsletterCampaignRecipients)
      .where(eq(newsletterCampaignRecipients.subscriptionId, anna?.id as string));
    expect(left).toEqual([]);
    expect(
      await db().select().from(outboxEmails).where(eq(outboxEmails.recipient, 'anna@example.de')),
    ).toEqual([]);
    const view = (await t.send('GET', `${BASE}${id}/`, owner)).body;
    expect(view.progress).toMatchObject({ recipients: 2, waiting: 2 });
  });
});
