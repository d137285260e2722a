import type { ContactMessageCreate, MessageState } from '@wegweiser/contracts';
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { adminUsers, contactMessages, contactReplies, type OutboxStatus, outboxEmails } from '../db/schema';
import type { Page } from './id-or-slug';
import type { OutboxEmailInsert } from './outbox-repository';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type MessageFilter = {
  state?: MessageState | undefined;
  context?: string | undefined;
  search?: string | undefined;
  /** Every state but spam (ignored when `state` names one). */
  excludeSpam?: boolean | undefined;
};
export type ContactReplyRow = {
  id: string;
  body: string;
  createdAt: Date;
  sentById: string | null;
  sentByName: string | null;
  /** Where its mail stands; null once the outbox kept it no longer (retention). */
  delivery: OutboxStatus | null;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

function whereOf(filter: MessageFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.state) conditions.push(eq(contactMessages.state, filter.state));
  else if (filter.excludeSpam) conditions.push(ne(contactMessages.state, 'spam'));
  if (filter.context) conditions.push(eq(contactMessages.context, filter.context));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    const match = or(
      ilike(contactMessages.name, pattern),
      ilike(contactMessages.email, pattern),
      ilike(contactMessages.message, pattern),
    );
    if (match) conditions.push(match);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** `queued`: called after a message with a notification was stored (wakes the sender). */
export function createContactRepository(db: Database, queued: () => void = () => {}) {
  return {
    /**
     * Stores the message and queues the notifications (outbox rows) in one transaction.
     * `spamReason`: the message is stored in the spam state (decision 057).
     */
    async create(
      message: Omit<ContactMessageCreate, 'page_path'> & { page_path?: string | undefined },
      language: LanguageCode,
      notify: readonly OutboxEmailInsert[],
      spamReason: string | null = null,
    ) {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactMessages)
          .values({
            name: message.name,
            email: message.email,
            phone: message.phone ?? null,
            message: message.message,
            context: message.context ?? null,
            serviceName: message.service_name ?? null,
            packageName: message.package_name ?? null,
            postTitle: message.post_title ?? null,
            languageCode: language,
            pagePath: message.page_path ?? null,
            state: spamReason ? 'spam' : 'new',
            spamReason,
          })
          .returning({ id: contactMessages.id });
        if (notify.length > 0) {
          await tx.insert(outboxEmails).values([...notify]);
        }
        if (!row) throw new Error('insert returned no row');
        return row.id;
      });
      if (notify.length > 0) queued();
      return id;
    },

    /**
     * Who is told of a new message: every active owner who has signed in (an open invitation is
     * nobody yet), at the address she chose for it (else her sign-in address), in her console
     * language.
     */
    async ownerRecipients(): Promise<{ email: string; language: 'de' | 'en' }[]> {
      const rows = await db
        .select({
          email: sql<string>`coalesce(${adminUsers.notificationEmail}, ${adminUsers.email})`,
          language: adminUsers.uiLanguage,
        })
        .from(adminUsers)
        .where(
          and(
            eq(adminUsers.role, 'owner'),
            isNull(adminUsers.disabledAt),
            isNotNull(adminUsers.passwordHash),
          ),
        )
        .orderBy(asc(adminUsers.createdAt));
      return rows.map((row) => ({ email: row.email, language: row.language === 'en' ? 'en' : 'de' }));
    },

    /** How many messages the filter matches. */
    async count(filter: MessageFilter): Promise<number> {
      const [total] = await db.select({ count: count() }).from(contactMessages).where(whereOf(filter));
      return total?.count ?? 0;
    },

    async page(filter: MessageFilter, page: Page) {
      const where = whereOf(filter);
      const [total] = await db.select({ count: count() }).from(contactMessages).where(where);
      const results = await db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize);
      return { count: total?.count ?? 0, results };
    },

    async all(filter: MessageFilter, limit: number) {
      return db
        .select()
        .from(contactMessages)
        .where(whereOf(filter))
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit);
    },

    async get(id: string) {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      return row ?? null;
    },

    async setState(id: string, state: MessageState) {
      const [row] = await db
        .update(contactMessages)
        .set({ state })
        .where(eq(contactMessages.id, id))
        .returning();
      return row ?? null;
    },

    /**
     * Queues the reply, keeps it in the message's thread and marks the message answered, in one
     * transaction.
     */
    async reply(id: string, reply: { body: string; sentBy: string | null }, mail: OutboxEmailInsert) {
      const row = await db.transaction(async (tx) => {
        const [queuedEmail] = await tx.insert(outboxEmails).values(mail).returning({ id: outboxEmails.id });
        await tx.insert(contactReplies).values({
          messageId: id,
          body: reply.body,
          sentBy: reply.sentBy,
          outboxEmailId: queuedEmail?.id ?? null,
        });
        const [updated] = await tx
          .update(contactMessages)
          .set({ state: 'answered', answeredAt: new Date() })
          .where(eq(contactMessages.id, id))
          .returning();
        return updated ?? null;
      });
      queued();
      return row;
    },

    /** The replies sent to a message, oldest first, with who sent them and where each mail stands. */
    async replies(messageId: string): Promise<ContactReplyRow[]> {
      return db
        .select({
          id: contactReplies.id,
          body: contactReplies.body,
          createdAt: contactReplies.createdAt,
          sentById: contactReplies.sentBy,
          sentByName: adminUsers.name,
          delivery: outboxEmails.status,
        })
        .from(contactReplies)
        .leftJoin(adminUsers, eq(adminUsers.id, contactReplies.sentBy))
        .leftJoin(outboxEmails, eq(outboxEmails.id, contactReplies.outboxEmailId))
        .where(eq(contactReplies.messageId, messageId))
        .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
    },

    async remove(id: string) {
      const rows = await db
        .delete(contactMessages)
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      return rows.length > 0;
    },
  };
}
