/** The audit log (decision 042): who changed what and when; the only SQL on `audit_log`. */
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { adminUsers, auditLog } from '../db/schema';
import { offsetOf, type Page } from './id-or-slug';

export type NewAuditEntry = typeof auditLog.$inferInsert;

export function createAuditRepository(db: Database) {
  return {
    async record(entry: NewAuditEntry): Promise<void> {
      await db.insert(auditLog).values(entry);
    },

    /** One page, newest first, with the acting user's name and email where the user still exists. */
    async page({ page, pageSize }: Page) {
      const [total] = await db.select({ value: count() }).from(auditLog);
      const rows = await db
        .select({
          entry: auditLog,
          user: { id: adminUsers.id, name: adminUsers.name, email: adminUsers.email },
        })
        .from(auditLog)
        .leftJoin(adminUsers, eq(adminUsers.id, auditLog.userId))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(pageSize)
        .offset(offsetOf({ page, pageSize }));
      return { count: total?.value ?? 0, results: rows };
    },
  };
}
