/**
 * Preview links (issue 13 point 8, decision 044): a signed, expiring token lets anyone holding the
 * link see the site as it would be with every draft published. The drafts are written into the
 * live tables inside a transaction, the page is read in it (db/scope.ts sends every query there,
 * and the response cache stands aside), and the transaction is rolled back: nothing is published,
 * and what is shown is exactly what publishing would show.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { runInScope } from '../../db/scope';
import type { ContentService } from './content-service';

/** The marker that rolls the preview's transaction back once the page is read. */
class PreviewDone extends Error {}

export type PreviewTokens = {
  create: (expiresAt: Date) => string;
  /** Whether a token is genuine and not yet expired. */
  check: (token: string) => boolean;
};

/** `{expiry in seconds}.{HMAC-SHA256 of it}`, base64url; signed with the app's secret. */
export function previewTokens(secret: string, now: () => number = Date.now): PreviewTokens {
  const sign = (payload: string) =>
    createHmac('sha256', secret).update(`preview:${payload}`).digest('base64url');
  return {
    create: (expiresAt) => {
      const payload = String(Math.floor(expiresAt.getTime() / 1000));
      return `${payload}.${sign(payload)}`;
    },
    check: (token) => {
      const [payload = '', signature = '', ...rest] = token.split('.');
      if (rest.length > 0 || !/^\d{1,12}$/.test(payload)) return false;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      return Number(payload) * 1000 > now();
    },
  };
}

export type Preview = {
  check: (token: string) => boolean;
  /** Runs `read` against the site with every draft published; nothing stays published. */
  run: <T>(token: string, read: () => Promise<T>) => Promise<T>;
};

export function createPreview(
  db: Database,
  tokens: PreviewTokens,
  services: readonly ContentService[],
  onSkipped: (drafts: string[]) => void,
): Preview {
  return {
    check: tokens.check,
    async run<T>(token: string, read: () => Promise<T>): Promise<T> {
      if (!tokens.check(token)) throw new Error('preview token is not valid');
      let result: { value: T } | undefined;
      try {
        await db.transaction(async (tx) => {
          const executor = tx as unknown as Database;
          const skipped: string[] = [];
          for (const service of services) skipped.push(...(await service.applyDrafts(executor)));
          if (skipped.length > 0) onSkipped(skipped);
          result = { value: await runInScope(executor, read) };
          throw new PreviewDone();
        });
      } catch (error) {
        if (!(error instanceof PreviewDone)) throw error;
      }
      return (result as { value: T }).value;
    },
  };
}
