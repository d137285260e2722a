import type { ContactMessageCreate } from '@wegweiser/contracts';
import type { LanguageCode } from '@wegweiser/contracts/constants';
import type { Database } from '../db/client';
import { contactMessages, outboxEmails } from '../db/schema';
import { outboxRow } from '../emails/headers';
import type { Email } from '../emails/templates';

export function createContactRepository(db: Database) {
  return {
    /** Stores the message and queues the owner's notification in one transaction. */
    async create(
      message: ContactMessageCreate,
      language: LanguageCode,
      notification: { email: Email; recipient: string } | null,
    ) {
      return db.transaction(async (tx) => {
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
          })
          .returning({ id: contactMessages.id });
        if (notification) {
          await tx.insert(outboxEmails).values(outboxRow(notification.email, notification.recipient, 'de'));
        }
        if (!row) throw new Error('insert returned no row');
        return row.id;
      });
    },
  };
}
