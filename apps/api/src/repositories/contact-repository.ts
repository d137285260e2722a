import type { ContactMessageCreate, MessageState } from '@wegweiser/contracts';
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { and, asc, count, desc, eq, ilike, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { adminUsers, contactMessages, outboxEmails } from '../db/schema';
import { outboxRow } from '../emails/headers';
import type { Email } from '../emails/templates';
import type { Page } from './id-or-slug';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type MessageFilter = {
  state?: MessageState | undefined;
  context?: string | undefined;
  search?: string | undefined;
  /** Every state but spam (ignored when `state` names one). */
  excludeSpam?: boolean | undefined;
};
type Notification = { email: Email; recipient: string; language?: LanguageCode };

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
     * Stores the message and queues the owner's notification in one transaction. `spamReason`:
     * the message is kept in the spam state and nobody is notified (decision 057).
     */
    async create(
      message: Omit<ContactMessageCreate, 'page_path'> & { page_path?: string | undefined },
      language: LanguageCode,
      notification: Notification | null,
      spamReason: string | null = null,
    ) {
      const notify = spamReason ? null : notification;
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
        if (notify) {
          await tx
            .insert(outboxEmails)
            .values(outboxRow(notify.email, notify.recipient, notify.language ?? 'de'));
        }
        if (!row) throw new Error('insert returned no row');
        return row.id;
      });
      if (notify) queued();
      return id;
    },

    /** The console language of the first active owner: the notification's language. */
    async ownerLanguage(): Promise<'de' | 'en'> {
      const [row] = await db
        .select({ language: adminUsers.uiLanguage })
        .from(adminUsers)
        .where(and(eq(adminUsers.role, 'owner'), isNull(adminUsers.disabledAt)))
        .orderBy(asc(adminUsers.createdAt))
        .limit(1);
      return row?.language === 'en' ? 'en' : 'de';
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

    /** Queues the reply and marks the message answered, in one transaction. */
    async reply(id: string, email: Email, recipient: string, language: LanguageCode) {
      const row = await db.transaction(async (tx) => {
        await tx.insert(outboxEmails).values(outboxRow(email, recipient, language));
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

    async remove(id: string) {
      const rows = await db
        .delete(contactMessages)
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      return rows.length > 0;
    },
  };
}
