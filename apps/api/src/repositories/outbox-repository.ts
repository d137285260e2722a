import { and, asc, count, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { OUTBOX_STATUSES, type OutboxStatus, outboxEmails } from '../db/schema';

/**
 * One email to queue, as the outbox stores it: built (and its header fields checked) by
 * emails/headers.ts `outboxRow` in the use case that decided to send it (decision 094).
 */
export type OutboxEmailInsert = typeof outboxEmails.$inferInsert;

/** One email as the worker claimed it: everything needed to send it, and the attempt it is on. */
export type ClaimedEmail = Pick<
  typeof outboxEmails.$inferSelect,
  | 'id'
  | 'template'
  | 'recipient'
  | 'languageCode'
  | 'subject'
  | 'bodyText'
  | 'bodyHtml'
  | 'headers'
  | 'fromName'
  | 'replyTo'
  | 'calendarEvent'
  | 'attempts'
>;

const claimedColumns = {
  id: outboxEmails.id,
  template: outboxEmails.template,
  recipient: outboxEmails.recipient,
  languageCode: outboxEmails.languageCode,
  subject: outboxEmails.subject,
  bodyText: outboxEmails.bodyText,
  bodyHtml: outboxEmails.bodyHtml,
  headers: outboxEmails.headers,
  fromName: outboxEmails.fromName,
  replyTo: outboxEmails.replyTo,
  calendarEvent: outboxEmails.calendarEvent,
  attempts: outboxEmails.attempts,
};

/** What the console's outbox list shows of each email (the content is read one at a time). */
const listedColumns = {
  id: outboxEmails.id,
  template: outboxEmails.template,
  recipient: outboxEmails.recipient,
  languageCode: outboxEmails.languageCode,
  subject: outboxEmails.subject,
  status: outboxEmails.status,
  attempts: outboxEmails.attempts,
  createdAt: outboxEmails.createdAt,
  lastAttemptAt: outboxEmails.lastAttemptAt,
  nextAttemptAt: outboxEmails.nextAttemptAt,
  sentAt: outboxEmails.sentAt,
  lastError: outboxEmails.lastError,
};

export type OutboxListItem = {
  [K in keyof typeof listedColumns]: (typeof listedColumns)[K]['_']['data'] | null;
};

type QueuedListener = () => void;

/**
 * The outbox of emails (decision 054): queueing, the worker's claims and outcomes, and what the
 * console reads. A claim is one `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)`, so of
 * several processes exactly one gets each due email, and none waits for another's claim.
 */
export function createOutboxRepository(db: Database) {
  const listeners = new Set<QueuedListener>();

  /** The ids of due emails in one of the statuses, oldest due first, locked for this statement. */
  const due = (statuses: readonly OutboxStatus[], now: Date, limit: number) =>
    db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(and(inArray(outboxEmails.status, [...statuses]), lte(outboxEmails.nextAttemptAt, now)))
      .orderBy(asc(outboxEmails.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });

  /** The row of the attempt a claim started: a later claim of the same email (lease lapsed) wins. */
  const claimed = (email: Pick<ClaimedEmail, 'id' | 'attempts'>) =>
    and(
      eq(outboxEmails.id, email.id),
      eq(outboxEmails.status, 'sending'),
      eq(outboxEmails.attempts, email.attempts),
    );

  return {
    /** Calls the listener after emails were queued by this process (the worker wakes up). */
    onQueued(listener: QueuedListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Tells the listeners that emails were queued (call after the queueing transaction committed). */
    queued() {
      for (const listener of listeners) listener();
    },

    /** Queues emails outside any other transaction (campaigns, tests) and wakes the worker. */
    async enqueue(emails: readonly OutboxEmailInsert[]) {
      if (emails.length === 0) return [];
      const rows = await db
        .insert(outboxEmails)
        .values([...emails])
        .returning({ id: outboxEmails.id });
      this.queued();
      return rows.map((row) => row.id);
    },

    /**
     * Claims the next due email for sending: queued, kept for want of a mail server, or claimed by
     * a process whose lease lapsed. Counts the attempt and leases the email until `leaseUntil`.
     */
    async claimNext(now: Date, leaseUntil: Date): Promise<ClaimedEmail | null> {
      const [row] = await db
        .update(outboxEmails)
        .set({
          status: 'sending',
          attempts: sqlIncrement(),
          lastAttemptAt: now,
          nextAttemptAt: leaseUntil,
        })
        .where(inArray(outboxEmails.id, due(['queued', 'no_server', 'sending'], now, 1)))
        .returning(claimedColumns);
      return row ?? null;
    },

    /**
     * Without a mail server: marks due emails "not sent — no mail server configured" and returns
     * them, each once (their confirmation links are logged by the caller).
     */
    async holdUnsent(now: Date, limit: number): Promise<ClaimedEmail[]> {
      return db
        .update(outboxEmails)
        .set({ status: 'no_server', nextAttemptAt: now })
        .where(inArray(outboxEmails.id, due(['queued', 'sending'], now, limit)))
        .returning(claimedColumns);
    },

    /** The claimed attempt succeeded. */
    async markSent(email: Pick<ClaimedEmail, 'id' | 'attempts'>, now: Date) {
      await db
        .update(outboxEmails)
        .set({ status: 'sent', sentAt: now, lastError: null })
        .where(claimed(email));
    },

    /** The claimed attempt failed: retried from `retryAt`, or marked failed when that is null. */
    async markAttemptFailed(
      email: Pick<ClaimedEmail, 'id' | 'attempts'>,
      error: string,
      retryAt: Date | null,
    ) {
      await db
        .update(outboxEmails)
        .set(
          retryAt
            ? { status: 'queued', lastError: error, nextAttemptAt: retryAt }
            : { status: 'failed', lastError: error },
        )
        .where(claimed(email));
    },

    /** A failed (or held) email queued again with fresh attempts (the console's "send again"). */
    async requeue(id: string, now: Date) {
      const rows = await db
        .update(outboxEmails)
        .set({ status: 'queued', attempts: 0, nextAttemptAt: now })
        .where(and(eq(outboxEmails.id, id), inArray(outboxEmails.status, ['failed', 'no_server'])))
        .returning({ id: outboxEmails.id });
      if (rows.length > 0) this.queued();
      return rows.length > 0;
    },

    /** The outbox, newest first, optionally of one status (the console's list). */
    async list(options: { status?: OutboxStatus | undefined; limit: number; offset: number }) {
      const where: SQL | undefined = options.status ? eq(outboxEmails.status, options.status) : undefined;
      const [items, [total]] = await Promise.all([
        db
          .select(listedColumns)
          .from(outboxEmails)
          .where(where)
          .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ total: count() }).from(outboxEmails).where(where),
      ]);
      return { items: items as OutboxListItem[], total: total?.total ?? 0 };
    },

    /** One email with its content (the console shows what an unsent email says); null if gone. */
    async get(id: string) {
      const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
      return row ?? null;
    },

    /** How many emails are in each status (every status present, 0 if none). */
    async counts(): Promise<Record<OutboxStatus, number>> {
      const rows = await db
        .select({ status: outboxEmails.status, count: count() })
        .from(outboxEmails)
        .groupBy(outboxEmails.status);
      const counts = Object.fromEntries(OUTBOX_STATUSES.map((status) => [status, 0])) as Record<
        OutboxStatus,
        number
      >;
      for (const row of rows) counts[row.status] = row.count;
      return counts;
    },
  };
}

const sqlIncrement = () => sql`${outboxEmails.attempts} + 1`;

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
