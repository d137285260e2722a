/**
 * Redirects (decision 045): the owner's, and the automatic ones made when a slug changes. Chains are
 * kept flat — a redirect always points at a final address — so a visitor is sent once, never on a
 * tour, and no change can close a loop.
 */
import { FIXED_REDIRECTS, normalizeRedirectPath } from '@wegweiser/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { redirects } from '../db/schema';
import { ValidationError } from '../lib/errors';

export type Redirect = { from: string; to: string; status: 301 | 302 };

/** Others that pointed at `from` now point at `to`: the chain stays one step long. */
async function flattenInto(db: Database, from: string, to: string) {
  await db.update(redirects).set({ toPath: to, updatedAt: new Date() }).where(eq(redirects.toPath, from));
}

export function createRedirectsRepository(db: Database) {
  return {
    async all(): Promise<Redirect[]> {
      const rows = await db.select().from(redirects).orderBy(asc(redirects.fromPath));
      return rows.map((row) => ({ from: row.fromPath, to: row.toPath, status: row.statusCode as 301 | 302 }));
    },

    /**
     * Refuses a redirect that would loop or lead to another redirect, then re-points the redirects
     * that led to its source. Runs in the transaction that writes it.
     */
    async prepareOwnerRedirect(executor: Database, from: string, to: string, ownId: number | null) {
      const rows = await executor.select().from(redirects);
      const others = rows.filter((row) => row.id !== ownId);
      if (normalizeRedirectPath(to) === from) {
        throw new ValidationError([{ path: 'to_path', key: 'redirect_loop', params: {} }]);
      }
      const target = others.find((row) => row.fromPath === to);
      if (target) {
        const key = target.toPath === from ? 'redirect_loop' : 'redirect_chain';
        throw new ValidationError([{ path: 'to_path', key, params: {} }]);
      }
      if (to in FIXED_REDIRECTS) {
        throw new ValidationError([{ path: 'to_path', key: 'redirect_chain', params: {} }]);
      }
      await flattenInto(executor, from, to);
    },

    /**
     * A published item moved from `from` to `to`: visitors and search engines following the old
     * address land on the new one (301). A redirect that stood where the item now is goes away,
     * since the page exists there again.
     */
    async moved(executor: Database, from: string, to: string) {
      if (from === to) return;
      await executor.delete(redirects).where(eq(redirects.fromPath, to));
      await flattenInto(executor, from, to);
      await executor
        .insert(redirects)
        .values({ fromPath: from, toPath: to, statusCode: 301, automatic: true })
        .onConflictDoUpdate({
          target: redirects.fromPath,
          set: { toPath: to, statusCode: 301, automatic: true, updatedAt: new Date() },
        });
    },
  };
}

export type RedirectsRepository = ReturnType<typeof createRedirectsRepository>;
