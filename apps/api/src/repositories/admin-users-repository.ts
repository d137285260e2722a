/**
 * Console accounts (issue 13, decision 042): the only SQL on `admin_users`. Emails arrive
 * lowercased (the contracts' EmailSchema); the table refuses any other form.
 */
import type { ConsoleRole } from '@wegweiser/contracts/constants';
import { and, asc, count, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { adminUsers } from '../db/schema';

export type AdminUserRow = typeof adminUsers.$inferSelect;
export type NewAdminUser = Pick<typeof adminUsers.$inferInsert, 'email' | 'name' | 'uiLanguage'> & {
  role: ConsoleRole;
  passwordHash: string | null;
  passwordChangedAt?: Date | null;
  lastLoginAt?: Date | null;
  notificationEmail?: string | null;
};
export type AdminUserChanges = Partial<
  Pick<
    typeof adminUsers.$inferInsert,
    | 'name'
    | 'role'
    | 'uiLanguage'
    | 'notificationEmail'
    | 'disabledAt'
    | 'passwordHash'
    | 'passwordChangedAt'
    | 'lastLoginAt'
  >
>;

/** An owner who can sign in: has set a password and is not disabled. */
const activeOwner = and(
  eq(adminUsers.role, 'owner'),
  isNotNull(adminUsers.passwordHash),
  isNull(adminUsers.disabledAt),
);

export function createAdminUsersRepository(db: Database) {
  return {
    async byEmail(email: string): Promise<AdminUserRow | undefined> {
      const [row] = await db.select().from(adminUsers).where(eq(adminUsers.email, email));
      return row;
    },

    async byId(id: string): Promise<AdminUserRow | undefined> {
      const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id));
      return row;
    },

    /** Everyone, oldest first (the first owner at the top). */
    list(): Promise<AdminUserRow[]> {
      return db.select().from(adminUsers).orderBy(asc(adminUsers.createdAt), asc(adminUsers.email));
    },

    async activeOwnerExists(): Promise<boolean> {
      const [row] = await db.select({ value: count() }).from(adminUsers).where(activeOwner);
      return (row?.value ?? 0) > 0;
    },

    /** Active owners other than `userId`: whether that user may stop being one. */
    async otherActiveOwners(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(adminUsers)
        .where(and(activeOwner, ne(adminUsers.id, userId)));
      return row?.value ?? 0;
    },

    async insert(user: NewAdminUser): Promise<AdminUserRow> {
      const [row] = await db.insert(adminUsers).values(user).returning();
      if (!row) throw new Error('insert into admin_users returned nothing');
      return row;
    },

    async update(id: string, changes: AdminUserChanges): Promise<AdminUserRow | undefined> {
      // A field left out of a PATCH arrives as undefined: nothing to change is a read, not an update.
      const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      if (Object.keys(set).length === 0) return this.byId(id);
      const [row] = await db.update(adminUsers).set(set).where(eq(adminUsers.id, id)).returning();
      return row;
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db.delete(adminUsers).where(eq(adminUsers.id, id)).returning({ id: adminUsers.id });
      return rows.length > 0;
    },

    /** A new, not yet confirmed TOTP secret (replaces an unconfirmed one; never an enabled one). */
    async setPendingTotpSecret(id: string, secret: string): Promise<boolean> {
      const rows = await db
        .update(adminUsers)
        .set({ totpSecret: secret })
        .where(and(eq(adminUsers.id, id), isNull(adminUsers.totpEnabledAt)))
        .returning({ id: adminUsers.id });
      return rows.length > 0;
    },

    /** Two-factor on: the pending secret confirmed by a code of `step`, with fresh recovery codes. */
    async enableTotp(id: string, at: Date, step: number, recoveryCodeHashes: string[]): Promise<boolean> {
      const rows = await db
        .update(adminUsers)
        .set({ totpEnabledAt: at, totpLastStep: step, recoveryCodeHashes })
        .where(and(eq(adminUsers.id, id), isNull(adminUsers.totpEnabledAt), isNotNull(adminUsers.totpSecret)))
        .returning({ id: adminUsers.id });
      return rows.length > 0;
    },

    async disableTotp(id: string): Promise<void> {
      await db
        .update(adminUsers)
        .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, recoveryCodeHashes: [] })
        .where(eq(adminUsers.id, id));
    },

    async replaceRecoveryCodes(id: string, recoveryCodeHashes: string[]): Promise<boolean> {
      const rows = await db
        .update(adminUsers)
        .set({ recoveryCodeHashes })
        .where(and(eq(adminUsers.id, id), isNotNull(adminUsers.totpEnabledAt)))
        .returning({ id: adminUsers.id });
      return rows.length > 0;
    },

    /**
     * Accepts a TOTP step once: only when it is later than the last step accepted, in one
     * statement, so two processes given the same code cannot both accept it.
     */
    async acceptTotpStep(id: string, step: number): Promise<boolean> {
      const rows = await db
        .update(adminUsers)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(adminUsers.id, id),
            isNotNull(adminUsers.totpEnabledAt),
            or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step)),
          ),
        )
        .returning({ id: adminUsers.id });
      return rows.length > 0;
    },

    /** Uses a recovery code: removed from the list in the statement that finds it (once only). */
    async useRecoveryCode(id: string, codeHash: string): Promise<{ remaining: number } | null> {
      const rows = await db
        .update(adminUsers)
        .set({ recoveryCodeHashes: sql`${adminUsers.recoveryCodeHashes} - ${codeHash}::text` })
        .where(
          and(
            eq(adminUsers.id, id),
            isNotNull(adminUsers.totpEnabledAt),
            sql`${adminUsers.recoveryCodeHashes} @> jsonb_build_array(${codeHash}::text)`,
          ),
        )
        .returning({ codes: adminUsers.recoveryCodeHashes });
      const [row] = rows;
      return row ? { remaining: row.codes.length } : null;
    },

    /** Serialises the creation of the first owner across processes (until the transaction ends). */
    async lockOwnerCreation(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('wegweiser:first-owner'))`);
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
