/**
 * Preview links (decision 081): stored with the SHA-256 of their token only, tied to one item and
 * one page. A link is live while it is unexpired, not ended, and its maker's account is enabled.
 */
import type { ConsoleRole } from '@wegweiser/contracts/constants';
import { and, asc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { adminUsers, previewLinks } from '../db/schema';

export type NewPreviewLink = {
  tokenHash: string;
  resource: string;
  itemKey: string;
  path: string;
  language: string | null;
  createdBy: string;
  expiresAt: Date;
};

export type PreviewLinkRow = {
  id: string;
  resource: string;
  itemKey: string;
  path: string;
  language: string | null;
  createdBy: string;
  createdByName: string;
  /** The maker's role now: a link shows only what its maker may still edit. */
  createdByRole: ConsoleRole;
  createdAt: Date;
  expiresAt: Date;
};

const columns = {
  id: previewLinks.id,
  resource: previewLinks.resource,
  itemKey: previewLinks.itemKey,
  path: previewLinks.path,
  language: previewLinks.language,
  createdBy: previewLinks.createdBy,
  createdByName: adminUsers.name,
  createdByRole: adminUsers.role,
  createdAt: previewLinks.createdAt,
  expiresAt: previewLinks.expiresAt,
};

export function createPreviewLinksRepository(db: Database) {
  /** Unexpired, not ended, made by an account that is still enabled. */
  const live = (now: Date, ...more: (SQL | undefined)[]) =>
    and(
      gt(previewLinks.expiresAt, now),
      isNull(previewLinks.revokedAt),
      isNull(adminUsers.disabledAt),
      ...more,
    );

  const select = (executor: Database) =>
    executor
      .select(columns)
      .from(previewLinks)
      .innerJoin(adminUsers, eq(adminUsers.id, previewLinks.createdBy));

  const asRow = (row: Omit<PreviewLinkRow, 'createdByRole'> & { createdByRole: string }) =>
    ({ ...row, createdByRole: row.createdByRole as ConsoleRole }) satisfies PreviewLinkRow;

  return {
    async create(link: NewPreviewLink): Promise<PreviewLinkRow> {
      const [created] = await db.insert(previewLinks).values(link).returning({ id: previewLinks.id });
      const [row] = await select(db).where(eq(previewLinks.id, created?.id ?? ''));
      if (!row) throw new Error('the preview link just stored was not found');
      return asRow(row);
    },

    /** The live link with this token hash, if any. */
    async findLive(tokenHash: string, now: Date): Promise<PreviewLinkRow | null> {
      const [row] = await select(db).where(live(now, eq(previewLinks.tokenHash, tokenHash)));
      return row ? asRow(row) : null;
    },

    /** Live links, oldest first: of one item, of one maker, or every one. */
    async listLive(
      now: Date,
      filter: { resource?: string; itemKey?: string; createdBy?: string },
    ): Promise<PreviewLinkRow[]> {
      const rows = await select(db)
        .where(
          live(
            now,
            filter.resource === undefined ? undefined : eq(previewLinks.resource, filter.resource),
            filter.itemKey === undefined ? undefined : eq(previewLinks.itemKey, filter.itemKey),
            filter.createdBy === undefined ? undefined : eq(previewLinks.createdBy, filter.createdBy),
          ),
        )
        .orderBy(asc(previewLinks.createdAt), asc(previewLinks.id));
      return rows.map(asRow);
    },

    /** Ends a live link (of this maker, when given); the link as it was, or null when none was live. */
    async revoke(id: string, now: Date, createdBy?: string): Promise<PreviewLinkRow | null> {
      const [row] = await select(db).where(
        live(
          now,
          eq(previewLinks.id, id),
          createdBy === undefined ? undefined : eq(previewLinks.createdBy, createdBy),
        ),
      );
      if (!row) return null;
      await db
        .update(previewLinks)
        .set({ revokedAt: now })
        .where(and(eq(previewLinks.id, id), isNull(previewLinks.revokedAt)));
      return asRow(row);
    },
  };
}

export type PreviewLinksRepository = ReturnType<typeof createPreviewLinksRepository>;
