/**
 * One-time links of the console (decision 042): the first owner's setup link, invitations and the
 * mailed links to set a new password (decision 090). Only the SHA-256 of a token is stored; the
 * token exists in the log line, the invitation or the email.
 */
import type { ConsoleRole } from '@wegweiser/contracts/constants';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { adminLinkTokens } from '../db/schema';
import { hashToken, newToken } from '../lib/tokens';

export type LinkPurpose = 'setup' | 'invitation' | 'password_reset';
export type AdminLinkRow = typeof adminLinkTokens.$inferSelect;

export type NewLink = {
  purpose: LinkPurpose;
  role: ConsoleRole;
  expiresAt: Date;
  userId?: string | null;
  email?: string | null;
  createdBy?: string | null;
};

export function createAdminLinksRepository(db: Database) {
  const valid = (token: string, purpose: LinkPurpose, now: Date) =>
    and(
      eq(adminLinkTokens.tokenHash, hashToken(token)),
      eq(adminLinkTokens.purpose, purpose),
      isNull(adminLinkTokens.usedAt),
      gt(adminLinkTokens.expiresAt, now),
    );

  return {
    /** Stores a new link and returns its token (the only time it is seen). */
    async issue(link: NewLink): Promise<string> {
      const token = newToken();
      await db.insert(adminLinkTokens).values({ ...link, tokenHash: hashToken(token) });
      return token;
    },

    /** The link when it is unused and unexpired, without using it (a cheap check before costly work). */
    async find(token: string, purpose: LinkPurpose, now: Date): Promise<AdminLinkRow | undefined> {
      const [row] = await db
        .select()
        .from(adminLinkTokens)
        .where(valid(token, purpose, now))
        .limit(1);
      return row;
    },

    /**
     * Uses a link: marks it used in the statement that finds it unused and unexpired, so a link
     * works once even when two requests race. Returns the link, or undefined.
     */
    async use(token: string, purpose: LinkPurpose, now: Date): Promise<AdminLinkRow | undefined> {
      const [row] = await db
        .update(adminLinkTokens)
        .set({ usedAt: now })
        .where(valid(token, purpose, now))
        .returning();
      return row;
    },

    /** Every unused setup link stops working (an owner now exists). */
    async retireSetupLinks(now: Date): Promise<void> {
      await db
        .update(adminLinkTokens)
        .set({ usedAt: now })
        .where(and(eq(adminLinkTokens.purpose, 'setup'), isNull(adminLinkTokens.usedAt)));
    },

    /** A user's unused links of one purpose stop working (a newer one replaces them, or it is done). */
    async retireUserLinks(userId: string, purpose: LinkPurpose, now: Date): Promise<void> {
      await db
        .update(adminLinkTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(adminLinkTokens.userId, userId),
            eq(adminLinkTokens.purpose, purpose),
            isNull(adminLinkTokens.usedAt),
          ),
        );
    },

    /** Earlier invitations of a user stop working (a new one replaces them). */
    async retireInvitations(userId: string, now: Date): Promise<void> {
      await db
        .update(adminLinkTokens)
        .set({ usedAt: now })
        .where(and(eq(adminLinkTokens.userId, userId), isNull(adminLinkTokens.usedAt)));
    },
  };
}
