/**
 * Newsletter campaigns (issue 14 point 2, decision 059): drafts with optimistic versions, the send
 * that queues one mail per confirmed subscriber of the campaign's language — in batches, each one
 * transaction, the recipients' primary key deciding who queues whom — and the progress read back
 * from the outbox.
 */
import { randomUUID } from 'node:crypto';
import type { CampaignProgress } from '@wegweiser/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  newsletterCampaignRecipients,
  newsletterCampaigns,
  newsletterSubscriptions,
  newsletterTokens,
  outboxEmails,
} from '../db/schema';
import { hashToken, newToken } from '../lib/tokens';
import type { Page } from './id-or-slug';
import type { OutboxEmailInsert } from './outbox-repository';

export type CampaignRow = typeof newsletterCampaigns.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type CampaignChanges = Partial<Pick<CampaignRow, 'languageCode' | 'subject' | 'bodyMarkdown'>>;

/** What a PATCH or DELETE found: done, or refused with the campaign as it is now. */
export type CampaignWrite =
  | { outcome: 'done'; row: CampaignRow }
  | { outcome: 'stale' | 'not_draft'; row: CampaignRow }
  | null;

/** One batch of the send: how many this process queued, and whether anyone was left to queue. */
export type QueueBatch = { queued: number; done: boolean };

export type QueueOptions = {
  /** Subscribers queued per transaction. */
  batchSize: number;
  /** When the mail at this position of the campaign (0 = the first queued) is due (the send rate). */
  dueAt: (position: number, now: Date) => Date;
  /** The outbox row of the mail for one subscriber, with their new unsubscribe token. */
  build: (recipient: { email: string }, unsubscribeToken: string) => OutboxEmailInsert;
};

const emptyProgress = (): CampaignProgress => ({ recipients: 0, queued: 0, sent: 0, failed: 0, waiting: 0 });

export function createCampaignsRepository(db: Database) {
  const byId = async (id: string, tx: Database | Transaction = db) =>
    (await tx.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id)))[0] ?? null;

  /** Why a conditional write on a draft matched nothing: gone (null), another version, or no draft. */
  const refusal = async (id: string, version: number | null): Promise<CampaignWrite> => {
    const row = await byId(id);
    if (!row) return null;
    if (row.status !== 'draft') return { outcome: 'not_draft', row };
    if (version !== null && row.version !== version) return { outcome: 'stale', row };
    return null;
  };

  return {
    /** One page of campaigns, newest first. */
    async list(page: Page) {
      const [total] = await db.select({ count: count() }).from(newsletterCampaigns);
      const rows = await db
        .select()
        .from(newsletterCampaigns)
        .orderBy(desc(newsletterCampaigns.createdAt), asc(newsletterCampaigns.id))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize);
      return { count: total?.count ?? 0, rows };
    },

    get: (id: string) => byId(id),

    async create(
      values: Pick<CampaignRow, 'languageCode' | 'subject' | 'bodyMarkdown'>,
      userId: string | null,
    ) {
      const [row] = await db
        .insert(newsletterCampaigns)
        .values({ ...values, createdBy: userId })
        .returning();
      return row as CampaignRow;
    },

    /** Changes a draft made from `version`; a newer version or a campaign no longer draft refuses. */
    async update(id: string, changes: CampaignChanges, version: number): Promise<CampaignWrite> {
      const [row] = await db
        .update(newsletterCampaigns)
        .set({ ...changes, version: sql`${newsletterCampaigns.version} + 1`, updatedAt: new Date() })
        .where(
          and(
            eq(newsletterCampaigns.id, id),
            eq(newsletterCampaigns.status, 'draft'),
            eq(newsletterCampaigns.version, version),
          ),
        )
        .returning();
      return row ? { outcome: 'done', row } : refusal(id, version);
    },

    /** Deletes a draft (with `audited`, the audit entry, in the same transaction). */
    async remove(
      id: string,
      audited: (tx: Transaction, row: CampaignRow) => Promise<void>,
    ): Promise<CampaignWrite> {
      const removed = await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(newsletterCampaigns)
          .where(and(eq(newsletterCampaigns.id, id), eq(newsletterCampaigns.status, 'draft')))
          .returning();
        if (row) await audited(tx, row);
        return row ?? null;
      });
      return removed ? { outcome: 'done', row: removed } : refusal(id, null);
    },

    /** Draft → sending, once: null when it was no draft (another request or process started it). */
    async start(id: string, now: Date) {
      const [row] = await db
        .update(newsletterCampaigns)
        .set({
          status: 'sending',
          startedAt: now,
          updatedAt: now,
          version: sql`${newsletterCampaigns.version} + 1`,
        })
        .where(and(eq(newsletterCampaigns.id, id), eq(newsletterCampaigns.status, 'draft')))
        .returning();
      return row ?? null;
    },

    /**
     * Queues the next batch of confirmed subscribers of the campaign's language who have no mail of
     * it yet, in one transaction: recipient rows first (ON CONFLICT DO NOTHING — of two processes
     * picking the same subscriber, the second waits for the first's commit and gets nothing), then
     * for the rows this transaction won an unsubscribe token and the outbox mail, due by the rate.
     */
    async queueBatch(campaign: CampaignRow, options: QueueOptions, now: Date): Promise<QueueBatch> {
      return db.transaction(async (tx) => {
        const candidates = await tx
          .select({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email })
          .from(newsletterSubscriptions)
          .where(
            and(
              eq(newsletterSubscriptions.status, 'active'),
              eq(newsletterSubscriptions.languageCode, campaign.languageCode),
              notExists(
                tx
                  .select({ one: sql`1` })
                  .from(newsletterCampaignRecipients)
                  .where(
                    and(
                      eq(newsletterCampaignRecipients.campaignId, campaign.id),
                      eq(newsletterCampaignRecipients.subscriptionId, newsletterSubscriptions.id),
                    ),
                  ),
              ),
            ),
          )
          .orderBy(asc(newsletterSubscriptions.id))
          .limit(options.batchSize);
        if (candidates.length === 0) return { queued: 0, done: true };

        const planned = candidates.map((candidate) => ({ ...candidate, outboxEmailId: randomUUID() }));
        const won = await tx
          .insert(newsletterCampaignRecipients)
          .values(
            planned.map((recipient) => ({
              campaignId: campaign.id,
              subscriptionId: recipient.id,
              outboxEmailId: recipient.outboxEmailId,
              queuedAt: now,
            })),
          )
          .onConflictDoNothing()
          .returning({ subscriptionId: newsletterCampaignRecipients.subscriptionId });
        if (won.length === 0) return { queued: 0, done: false };

        const ours = new Set(won.map((row) => row.subscriptionId));
        const recipients = planned.filter((recipient) => ours.has(recipient.id));
        // Positions in the campaign decide when each mail is due (the rate, across processes).
        const [total] = await tx
          .select({ count: count() })
          .from(newsletterCampaignRecipients)
          .where(eq(newsletterCampaignRecipients.campaignId, campaign.id));
        const first = (total?.count ?? recipients.length) - recipients.length;

        const tokens = recipients.map(() => newToken());
        await tx.insert(newsletterTokens).values(
          recipients.map((recipient, index) => ({
            tokenHash: hashToken(tokens[index] as string),
            subscriptionId: recipient.id,
            purpose: 'unsubscribe',
            expiresAt: null,
          })),
        );
        await tx.insert(outboxEmails).values(
          recipients.map((recipient, index) => ({
            ...options.build(recipient, tokens[index] as string),
            id: recipient.outboxEmailId,
            nextAttemptAt: options.dueAt(first + index, now),
          })),
        );
        return { queued: recipients.length, done: false };
      });
    },

    /** Every confirmed subscriber has a mail queued: the send need not be resumed. */
    async markQueued(id: string, now: Date) {
      await db
        .update(newsletterCampaigns)
        .set({ queuedAt: now })
        .where(and(eq(newsletterCampaigns.id, id), isNull(newsletterCampaigns.queuedAt)));
    },

    /** Campaigns whose queueing was interrupted (a process stopped mid-way): to be resumed. */
    async interrupted() {
      return db
        .select()
        .from(newsletterCampaigns)
        .where(and(eq(newsletterCampaigns.status, 'sending'), isNull(newsletterCampaigns.queuedAt)));
    },

    /**
     * Sending → sent once every mail was queued and none waits any more; the totals are kept on the
     * campaign (the outbox forgets its mails after 30 days). Null when it was not the moment.
     */
    async finish(id: string, progress: CampaignProgress, now: Date) {
      const [row] = await db
        .update(newsletterCampaigns)
        .set({
          status: 'sent',
          sentAt: now,
          sentCount: progress.sent,
          failedCount: progress.failed,
          version: sql`${newsletterCampaigns.version} + 1`,
        })
        .where(
          and(
            eq(newsletterCampaigns.id, id),
            eq(newsletterCampaigns.status, 'sending'),
            isNotNull(newsletterCampaigns.queuedAt),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** The campaigns' progress from the outbox statuses of their recipients' mails. */
    async progress(ids: string[]): Promise<Map<string, CampaignProgress>> {
      const result = new Map<string, CampaignProgress>(ids.map((id) => [id, emptyProgress()]));
      if (ids.length === 0) return result;
      const rows = await db
        .select({
          campaignId: newsletterCampaignRecipients.campaignId,
          status: outboxEmails.status,
          count: count(),
        })
        .from(newsletterCampaignRecipients)
        .leftJoin(outboxEmails, eq(outboxEmails.id, newsletterCampaignRecipients.outboxEmailId))
        .where(inArray(newsletterCampaignRecipients.campaignId, ids))
        .groupBy(newsletterCampaignRecipients.campaignId, outboxEmails.status);
      for (const row of rows) {
        const progress = result.get(row.campaignId) ?? emptyProgress();
        progress.recipients += row.count;
        if (row.status === 'queued' || row.status === 'sending') progress.queued += row.count;
        else if (row.status === 'sent') progress.sent += row.count;
        else if (row.status === 'failed') progress.failed += row.count;
        else if (row.status === 'no_server') progress.waiting += row.count;
        result.set(row.campaignId, progress);
      }
      return result;
    },

    /** Confirmed subscribers per language now (who a send would reach). */
    async audience(): Promise<Map<string, number>> {
      const rows = await db
        .select({ language: newsletterSubscriptions.languageCode, count: count() })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.status, 'active'))
        .groupBy(newsletterSubscriptions.languageCode);
      return new Map(rows.map((row) => [row.language, row.count]));
    },
  };
}

export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;
