/**
 * Failed sign-ins and lockouts (decision 042), in the database so that every process counts the
 * same attempts. Keys are an account (the email typed), a client (a keyed hash of its address) or
 * the user of a second-factor step; requests for a mail to set a new password are counted apart,
 * per address typed and per client (decision 090).
 */
import { and, count, eq, gt, gte, inArray, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { adminLockouts, adminSignInFailures } from '../db/schema';

export type ThrottleKind = 'account' | 'client' | 'second_factor' | 'reset_account' | 'reset_client';
export type ThrottleKey = { kind: ThrottleKind; key: string };

const matches = (keys: ThrottleKey[], kindColumn: AnyPgColumn, keyColumn: AnyPgColumn) =>
  or(...keys.map(({ kind, key }) => and(eq(kindColumn, kind), eq(keyColumn, key))));

export function createSignInFailuresRepository(db: Database) {
  return {
    /** The latest end of a lockout in force for any of the keys, or null. */
    async lockedUntil(keys: ThrottleKey[], now: Date): Promise<Date | null> {
      const rows = await db
        .select({ until: adminLockouts.lockedUntil })
        .from(adminLockouts)
        .where(and(matches(keys, adminLockouts.kind, adminLockouts.key), gt(adminLockouts.lockedUntil, now)));
      const ends = rows.map((row) => new Date(row.until).getTime());
      return ends.length > 0 ? new Date(Math.max(...ends)) : null;
    },

    /**
     * Counts an attempt against every key before it is judged (so a burst of parallel attempts
     * cannot all slip in under the limit) and returns the row ids and each key's attempts in the
     * window, this one included.
     */
    async record(
      keys: ThrottleKey[],
      at: Date,
      windowStart: Date,
    ): Promise<{ ids: number[]; counts: number[] }> {
      const inserted = await db
        .insert(adminSignInFailures)
        .values(keys.map(({ kind, key }) => ({ kind, key, at })))
        .returning({ id: adminSignInFailures.id });
      const counts = await Promise.all(
        keys.map(async ({ kind, key }) => {
          const [row] = await db
            .select({ value: count() })
            .from(adminSignInFailures)
            .where(
              and(
                eq(adminSignInFailures.kind, kind),
                eq(adminSignInFailures.key, key),
                gte(adminSignInFailures.at, windowStart),
              ),
            );
          return row?.value ?? 0;
        }),
      );
      return { ids: inserted.map((row) => row.id), counts };
    },

    /**
     * Lifts a key's lockout now and forgets its counted failures (the account's password was just
     * set anew). Its level stays, so a guesser who carries on is locked longer next time.
     */
    async lift({ kind, key }: ThrottleKey, now: Date): Promise<void> {
      await db
        .update(adminLockouts)
        .set({ lockedUntil: now })
        .where(
          and(eq(adminLockouts.kind, kind), eq(adminLockouts.key, key), gt(adminLockouts.lockedUntil, now)),
        );
      await db
        .delete(adminSignInFailures)
        .where(and(eq(adminSignInFailures.kind, kind), eq(adminSignInFailures.key, key)));
    },

    /** The attempt succeeded: it was no failure. */
    async forget(ids: number[]): Promise<void> {
      if (ids.length > 0) await db.delete(adminSignInFailures).where(inArray(adminSignInFailures.id, ids));
    },

    /**
     * Locks a key: one level above its last lockout when that ended after `levelSince`, else the
     * first level; `duration(level)` says how long. The failures that led here are spent.
     * Returns the end of the lockout.
     */
    async lock(
      { kind, key }: ThrottleKey,
      now: Date,
      levelSince: Date,
      duration: (level: number) => number,
    ): Promise<Date> {
      return db.transaction(async (tx) => {
        const [previous] = await tx
          .select()
          .from(adminLockouts)
          .where(and(eq(adminLockouts.kind, kind), eq(adminLockouts.key, key)))
          .for('update');
        // A parallel attempt locked it already: keep that lockout.
        if (previous && new Date(previous.lockedUntil) > now) return new Date(previous.lockedUntil);
        const level = previous && new Date(previous.lockedUntil) > levelSince ? previous.level + 1 : 1;
        const lockedUntil = new Date(now.getTime() + duration(level));
        await tx
          .insert(adminLockouts)
          .values({ kind, key, level, lockedUntil })
          .onConflictDoUpdate({
            target: [adminLockouts.kind, adminLockouts.key],
            set: { level, lockedUntil },
          });
        await tx
          .delete(adminSignInFailures)
          .where(and(eq(adminSignInFailures.kind, kind), eq(adminSignInFailures.key, key)));
        return lockedUntil;
      });
    },
  };
}
