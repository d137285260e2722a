/**
 * Sending a campaign (decision 059): every confirmed subscriber of its language gets one mail,
 * queued in batches through the outbox (which sends them at the campaign rate), each with its own
 * unsubscribe link. Queueing is idempotent — the recipients' primary key decides — so a second
 * process, a second request or a restart after a crash can run it again and only fills the gaps.
 * The campaign's view reads its progress from the outbox and marks it sent once nothing waits.
 */
import { randomUUID } from 'node:crypto';
import type { Campaign, CampaignProgress } from '@wegweiser/contracts';
import type { LanguageCode } from '@wegweiser/contracts/constants';
import type { FastifyInstance } from 'fastify';
import { type CampaignContent, campaignEmail } from '../../emails/campaign-email';
import { outboxRow } from '../../emails/headers';
import type { Email } from '../../emails/templates';
import type { CampaignRow } from '../../repositories/campaigns-repository';

/** Subscribers queued per transaction. */
export const CAMPAIGN_BATCH_SIZE = 200;

/**
 * The send rate (decision 059): the mail at `position` of the campaign (0 = the first queued) is
 * due `position / perMinute` minutes after the campaign started (`startedAt`, else now), never
 * before now — the position, not the process, decides, so several processes keep one rate.
 */
export function campaignMailDueAt(
  position: number,
  { now, startedAt, perMinute }: { now: Date; startedAt: Date | null; perMinute: number },
): Date {
  const origin = (startedAt ?? now).getTime();
  return new Date(Math.max(now.getTime(), origin + Math.floor((position * 60_000) / perMinute)));
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export const contentOf = (row: CampaignRow): CampaignContent => ({
  language: row.languageCode as LanguageCode,
  subject: row.subject,
  markdown: row.bodyMarkdown,
});

export function createCampaignSender(app: FastifyInstance) {
  const campaigns = app.repositories.campaigns;
  const unsubscribeLink = (token: string) => `${app.config.publicUrl}/api/newsletter/unsubscribe/${token}/`;

  /**
   * The mail for each recipient: rendered once with a placeholder (a random marker no markdown can
   * guess) that each recipient's own unsubscribe link then replaces.
   */
  const mailer = (row: CampaignRow) => {
    const marker = `unsubscribe-${randomUUID()}`;
    const template = campaignEmail(contentOf(row), unsubscribeLink(marker), app.config.publicUrl);
    const fill = (text: string, token: string) =>
      text.replaceAll(unsubscribeLink(marker), unsubscribeLink(token));
    const mailTo = (token: string): Email => ({
      ...template,
      bodyText: fill(template.bodyText, token),
      bodyHtml: template.bodyHtml ? fill(template.bodyHtml, token) : null,
      headers: Object.fromEntries(
        Object.entries(template.headers ?? {}).map(([name, value]) => [name, fill(value, token)]),
      ),
    });
    return (recipient: { email: string }, token: string) =>
      outboxRow(mailTo(token), recipient.email, row.languageCode as LanguageCode);
  };

  /** Queues the mails every confirmed subscriber of the language still lacks; returns how many. */
  async function queueAll(row: CampaignRow): Promise<number> {
    const perMinute = app.config.mail.campaignPerMinute;
    const options = {
      batchSize: CAMPAIGN_BATCH_SIZE,
      dueAt: (position: number, now: Date) =>
        campaignMailDueAt(position, { now, startedAt: row.startedAt, perMinute }),
      build: mailer(row),
    };
    let queued = 0;
    for (;;) {
      const batch = await campaigns.queueBatch(row, options, new Date());
      if (batch.queued > 0) {
        queued += batch.queued;
        app.repositories.outbox.queued();
      }
      if (batch.done) break;
    }
    await campaigns.markQueued(row.id, new Date());
    return queued;
  }

  /** Sends interrupted by a stopped process are finished (after start-up; other processes may join). */
  async function resumeInterrupted() {
    for (const row of await campaigns.interrupted()) {
      const queued = await queueAll(row);
      app.log.info({ campaign: row.id, queued }, 'newsletter campaign: interrupted send resumed');
    }
  }

  const progressOf = (row: CampaignRow, live: CampaignProgress | undefined): CampaignProgress =>
    row.status === 'sent'
      ? {
          recipients: (row.sentCount ?? 0) + (row.failedCount ?? 0),
          queued: 0,
          sent: row.sentCount ?? 0,
          failed: row.failedCount ?? 0,
          waiting: 0,
        }
      : (live ?? { recipients: 0, queued: 0, sent: 0, failed: 0, waiting: 0 });

  /** The console's view of campaigns: progress, audience; a send with nothing left waiting ends. */
  async function views(rows: CampaignRow[]): Promise<Campaign[]> {
    const [progress, audience] = await Promise.all([
      campaigns.progress(rows.filter((row) => row.status === 'sending').map((row) => row.id)),
      campaigns.audience(),
    ]);
    const result: Campaign[] = [];
    for (let row of rows) {
      const live = progress.get(row.id);
      if (row.status === 'sending' && row.queuedAt && live && live.queued === 0 && live.waiting === 0) {
        row = (await campaigns.finish(row.id, live, new Date())) ?? row;
      }
      result.push({
        id: row.id,
        language: row.languageCode,
        subject: row.subject,
        body_markdown: row.bodyMarkdown,
        status: row.status as Campaign['status'],
        version: row.version,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
        started_at: iso(row.startedAt),
        queued_at: iso(row.queuedAt),
        sent_at: iso(row.sentAt),
        audience: audience.get(row.languageCode) ?? 0,
        progress: progressOf(row, live),
      });
    }
    return result;
  }

  const view = async (row: CampaignRow) => (await views([row]))[0] as Campaign;

  return { queueAll, resumeInterrupted, views, view };
}
