/**
 * Console sessions (decision 042): the only SQL on `admin_sessions`. Rows are keyed by the SHA-256
 * of the cookie's token; whoever calls this has hashed it already.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { adminSessions, adminUsers } from '../db/schema';
import type { AdminUserRow } from './admin-users-repository';

export type AdminSessionRow = typeof adminSessions.$inferSelect;
export type NewAdminSession = typeof adminSessions.$inferInsert;

export function createAdminSessionsRepository(db: Database) {
  return {
    async insert(session: NewAdminSession): Promise<void> {
      await db.insert(adminSessions).values(session);
    },

    /** The session and its user, in one round trip (every authenticated request asks this). */
    async withUser(id: string): Promise<{ session: AdminSessionRow; user: AdminUserRow } | undefined> {
      const [row] = await db
        .select({ session: adminSessions, user: adminUsers })
        .from(adminSessions)
        .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
        .where(eq(adminSessions.id, id));
      return row;
    },

    async touch(id: string, at: Date): Promise<void> {
      await db.update(adminSessions).set({ lastSeenAt: at }).where(eq(adminSessions.id, id));
    },

    /** Ends one session; true when it existed (a second process may have ended it first). */
    async remove(id: string): Promise<boolean> {
      const rows = await db
        .delete(adminSessions)
        .where(eq(adminSessions.id, id))
        .returning({ id: adminSessions.id });
      return rows.length > 0;
    },

    /** Ends every session of a user, except the one named (the browser that changed the password). */
    async removeForUser(userId: string, except?: string): Promise<number> {
      const rows = await db
        .delete(adminSessions)
        .where(and(eq(adminSessions.userId, userId), except ? ne(adminSessions.id, except) : undefined))
        .returning({ id: adminSessions.id });
      return rows.length;
    },

    listForUser(userId: string): Promise<AdminSessionRow[]> {
      return db.select().from(adminSessions).where(eq(adminSessions.userId, userId));
    },
  };
}
