/**
 * Preview links (issue 13 point 8, decision 044; issue 23 point 4, decision 081). A link shows one
 * page of the site as it will be once one item's draft is published: the draft is written into the
 * live tables inside a transaction, the page is read in it (db/scope.ts sends every query there,
 * and the response cache stands aside), and the transaction is rolled back.
 *
 * The token is 32 random bytes; only its SHA-256 is stored, beside the item, the page and the
 * maker. A link works until it expires, is ended in the console, or its maker's account is
 * disabled, deleted or no longer allowed to edit the item.
 */
import { PREVIEW_LINK_HOURS, type PreviewLink } from '@wegweiser/contracts';
import type { LanguageCode } from '@wegweiser/contracts/constants';
import type { Database } from '../../db/client';
import { runInScope } from '../../db/scope';
import { allows, type Principal } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/tokens';
import type { PreviewLinkRow, PreviewLinksRepository } from '../../repositories/preview-links-repository';
import type { ContentService } from './content-service';

/** The marker that rolls the preview's transaction back once the page is read. */
class PreviewDone extends Error {}

/**
 * The form a page path is compared in: percent-encoded as a browser sends it, without a trailing
 * slash (the site's pages have none; `/` stays `/`).
 */
export function previewPathKey(path: string): string {
  const pathname = new URL(path, 'http://site.invalid').pathname;
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

export const previewLinkAnswer = (row: PreviewLinkRow): PreviewLink => ({
  id: row.id,
  resource: row.resource,
  key: row.itemKey,
  path: row.path,
  language: row.language,
  created_by: { id: row.createdBy, name: row.createdByName },
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
});

export type PreviewOptions = {
  db: Database;
  links: PreviewLinksRepository;
  /** The console's content services, one per resource (filled once the content routes load). */
  services: readonly ContentService[];
  /** A draft the tables refused (a slug another item already took): the page shows the live item. */
  onSkipped: (item: string) => void;
  now?: () => Date;
};

export type Preview = ReturnType<typeof createPreview>;

export function createPreview({ db, links, services, onSkipped, now = () => new Date() }: PreviewOptions) {
  const serviceOf = (resource: string) => services.find((service) => service.resource.name === resource);
  /** The service of the resource, when the principal may edit it. */
  const editable = (principal: Principal, resource: string) => {
    const service = serviceOf(resource);
    return service && allows(principal, { role: service.resource.role }) ? service : undefined;
  };

  return {
    /** A new link for a page, showing one item's draft; 404 when the item is not there for her. */
    async create(
      principal: Principal,
      request: { resource: string; key: string; path: string; language?: LanguageCode | undefined },
    ): Promise<{ token: string; link: PreviewLinkRow }> {
      const service = editable(principal, request.resource);
      if (!service) throw notFound();
      await service.get(request.key);
      const token = newToken();
      const link = await links.create({
        tokenHash: hashToken(token),
        resource: request.resource,
        itemKey: request.key,
        path: previewPathKey(request.path),
        language: request.language ?? null,
        createdBy: principal.userId,
        expiresAt: new Date(now().getTime() + PREVIEW_LINK_HOURS * 3_600_000),
      });
      return { token, link };
    },

    /** The links still working: an owner sees everyone's, an editor her own. */
    list(principal: Principal, filter: { resource?: string | undefined; key?: string | undefined }) {
      return links.listLive(now(), {
        ...(filter.resource === undefined ? {} : { resource: filter.resource }),
        ...(filter.key === undefined ? {} : { itemKey: filter.key }),
        ...(principal.role === 'owner' ? {} : { createdBy: principal.userId }),
      });
    },

    /** Ends a link at once; 404 when it is not one the principal may end (or already ended). */
    async revoke(principal: Principal, id: string): Promise<PreviewLinkRow> {
      const ended = await links.revoke(id, now(), principal.role === 'owner' ? undefined : principal.userId);
      if (!ended) throw notFound();
      return ended;
    },

    /**
     * Runs `read` with the link's draft applied, when `token` is a working link made for `path`;
     * null (nothing read) otherwise. Nothing stays published.
     */
    async run<T>(
      token: string,
      path: string,
      read: () => Promise<T>,
    ): Promise<{ value: T; expiresAt: Date } | null> {
      if (token.length === 0 || token.length > 100) return null;
      const link = await links.findLive(hashToken(token), now());
      if (!link || link.path !== previewPathKey(path)) return null;
      const service = editable({ userId: link.createdBy, role: link.createdByRole }, link.resource);
      if (!service) return null;
      let result: { value: T } | undefined;
      try {
        await db.transaction(async (tx) => {
          const executor = tx as unknown as Database;
          if ((await service.applyDraft(executor, link.itemKey)) === 'refused') {
            onSkipped(`${link.resource}/${link.itemKey}`);
          }
          result = { value: await runInScope(executor, read) };
          throw new PreviewDone();
        });
      } catch (error) {
        if (!(error instanceof PreviewDone)) throw error;
      }
      if (!result) throw new Error('the preview transaction ended before the page was read');
      return { value: result.value, expiresAt: link.expiresAt };
    },
  };
}
