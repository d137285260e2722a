/**
 * Drafts, publish, revisions and restore for any content resource (decision 044). The live tables
 * change only on publish, delete and restore, each in one transaction with its revision.
 */
import { randomUUID } from 'node:crypto';
import type { ContentStatus, CopiedText, CopiedTextClaim } from '@wegweiser/contracts';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../lib/errors';
import { parseInput } from '../../lib/validation';
import type { ContentDraftsRepository, Draft } from '../../repositories/content-drafts-repository';
import type { CopiedTextsRepository, CopyMark } from '../../repositories/copied-texts-repository';
import { createRedirectsRepository } from '../../repositories/redirects-repository';
import type { ContentResource, Document, LiveItem } from '../../repositories/resources/resource';
import { copiedIn, planCopies } from './copied-texts';
import { textsOf } from './document-texts';
import { applyPatch } from './merge';

/** Keys of items that have never been published. */
const NEW_PREFIX = 'new-';
export const isNewKey = (key: string) => key.startsWith(NEW_PREFIX);

export type ContentItem = {
  key: string;
  version: number;
  status: ContentStatus;
  document: Document;
  published: Document | null;
  updated_at: string | null;
  updated_by: string | null;
};

/** The item changed since the console read it: the route answers 409 with the current state. */
export class ContentConflict extends Error {
  constructor(readonly current: ContentItem) {
    super('version_conflict');
    this.name = 'ContentConflict';
  }
}

/** Thrown inside a transaction when the version moved on; turned into the conflict after it. */
class StaleVersion extends Error {}

/** PostgreSQL's unique_violation, as both drivers report it (directly or as the cause). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
}

const statusOf = (live: LiveItem | null, draft: Draft | null): ContentStatus =>
  !live ? 'draft' : draft ? 'changed' : 'published';

export type ContentServiceOptions = {
  db: Database;
  drafts: ContentDraftsRepository;
  /** Texts copied from another language and not edited since (decision 089). */
  copies: CopiedTextsRepository;
  resource: ContentResource;
  /** Called after every change of live content (publish, delete, restore). */
  onPublished: () => void | Promise<void>;
};

export function createContentService({ db, drafts, copies, resource, onPublished }: ContentServiceOptions) {
  const name = resource.name;
  const texts = (document: Document | null) => textsOf(document, resource.create);

  /**
   * Brings an item's copy marks up to date with a document just saved (decision 089): the claims a
   * save sent are believed or dropped, marks whose text was edited since are taken away.
   */
  async function recordCopies(
    executor: Database,
    key: string,
    change: {
      claims: readonly CopiedTextClaim[];
      before: Document;
      after: Document;
      published: Document | null;
    },
    userId: string | null,
  ) {
    const existing = await copies.ofItem(name, key, executor);
    if (change.claims.length === 0 && existing.length === 0) return;
    const plan = planCopies({
      claims: change.claims,
      existing,
      before: texts(change.before),
      after: texts(change.after),
      published: texts(change.published),
    });
    await copies.remove(executor, name, key, plan.remove);
    await copies.put(executor, name, plan.put, key, userId);
  }

  /** What a save does besides writing the document: its copy marks (decision 089). */
  type CopyChange = { claims: readonly CopiedTextClaim[]; before: Document };

  const itemOf = (
    key: string,
    live: LiveItem | null,
    draft: Draft | null,
    liveVersion: number,
  ): ContentItem => ({
    key,
    version: draft?.version ?? liveVersion,
    status: statusOf(live, draft),
    document: draft?.data ?? (live?.document as Document),
    published: live?.document ?? null,
    updated_at: (draft?.updatedAt ?? live?.updatedAt)?.toISOString() ?? null,
    updated_by: draft?.updatedBy ?? null,
  });

  /** The item's working copy and live copy, or null when neither exists. */
  async function load(key: string, executor: Database = db) {
    const [live, draft] = await Promise.all([
      isNewKey(key) ? null : resource.read(executor, key),
      drafts.draft(name, key, executor),
    ]);
    if (!live && !draft) return null;
    const liveVersion = live ? await drafts.liveVersion(name, key, executor) : 0;
    return { live, draft, liveVersion, item: itemOf(key, live, draft, liveVersion) };
  }

  async function get(key: string): Promise<ContentItem> {
    const loaded = await load(key);
    if (!loaded) throw notFound();
    return loaded.item;
  }

  /** Throws the conflict when the console's version is not the item's. */
  function expectVersion(item: ContentItem, version: number) {
    if (item.version !== version) throw new ContentConflict(item);
  }

  /** A document as the create schema and the rules across rows accept it (else field errors). */
  async function validDocument(document: Document, key: string | null): Promise<Document> {
    const checked = parseInput(resource.create, document) as Document;
    await resource.check(db, checked, key);
    return checked;
  }

  /** Saves the working copy as the new draft; a save that lost a race answers the conflict. */
  async function saveDraft(
    key: string,
    document: Document,
    current: ContentItem,
    draftExists: boolean,
    userId: string | null,
    change: CopyChange = { claims: [], before: current.document },
  ) {
    const checked = await validDocument(document, isNewKey(key) ? null : key);
    const saved = await db.transaction(async (tx) => {
      const executor = tx as unknown as Database;
      const done = await drafts.saveDraft(
        name,
        key,
        checked,
        { version: current.version, draftExists },
        userId,
        executor,
      );
      if (done)
        await recordCopies(
          executor,
          key,
          { ...change, after: checked, published: current.published },
          userId,
        );
      return done;
    });
    if (!saved) throw new ContentConflict(await get(key));
    return get(key);
  }

  /**
   * Writes a live resource at once, as a new revision. Of two saves from the same version, the
   * second finds the revision taken (unique index) and answers the conflict.
   */
  async function saveLive(
    key: string | null,
    document: Document,
    expected: number,
    userId: string | null,
    change?: CopyChange,
  ) {
    const checked = await validDocument(document, key);
    let liveKey: string;
    try {
      liveKey = await db.transaction(async (tx) => {
        const executor = tx as unknown as Database;
        const live = key === null ? null : await resource.read(executor, key);
        const version = live ? await drafts.liveVersion(name, live.key, executor) : 0;
        // No query outside the transaction while it runs (PGlite has one connection): the
        // conflict's current state is read after it.
        if (key !== null && version !== expected) throw new StaleVersion();
        const saved = await makeLive(executor, key ?? '', live, checked, version + 1, userId);
        if (change)
          await recordCopies(executor, saved, { ...change, after: checked, published: checked }, userId);
        return saved;
      });
    } catch (error) {
      if ((error instanceof StaleVersion || isUniqueViolation(error)) && key !== null) {
        throw new ContentConflict(await get(key));
      }
      throw error;
    }
    await onPublished();
    return get(liveKey);
  }

  /** Publishes a document in a transaction: the live rows, the revision (and a baseline first). */
  async function makeLive(
    tx: Database,
    key: string,
    live: LiveItem | null,
    document: Document,
    version: number,
    userId: string | null,
  ): Promise<string> {
    let liveKey = key;
    if (live) {
      // The first publish of a seeded item keeps what it was as revision 0, so it can be restored.
      if ((await drafts.liveVersion(name, key, tx)) === 0) {
        await drafts.addRevision(tx, name, key, {
          version: 0,
          data: live.document,
          publishedBy: null,
          publishedAt: live.updatedAt ?? new Date(),
        });
      }
      await resource.update(tx, key, document);
      if (resource.publicPath) {
        await createRedirectsRepository(tx).moved(
          tx,
          resource.publicPath(live.document),
          resource.publicPath(document),
        );
      }
    } else {
      liveKey = await resource.insert(tx, document);
    }
    await drafts.addRevision(tx, name, liveKey, { version, data: document, publishedBy: userId });
    return liveKey;
  }

  /** Every item's working copy, live and draft-only, in display order; drafts not yet published last. */
  async function items(): Promise<ContentItem[]> {
    const [live, pending, versions] = await Promise.all([
      resource.list(db),
      drafts.drafts(name),
      drafts.liveVersions(name),
    ]);
    const draftByKey = new Map(pending.map((draft) => [draft.itemKey, draft]));
    const published = live.map((item) =>
      itemOf(item.key, item, draftByKey.get(item.key) ?? null, versions.get(item.key) ?? 0),
    );
    const fresh = pending
      .filter((draft) => isNewKey(draft.itemKey))
      .map((draft) => itemOf(draft.itemKey, null, draft, 0));
    return [...published, ...fresh];
  }

  /** A new item: a draft until its first publish (a live resource: live at once). */
  async function create(given: Document, userId: string | null): Promise<ContentItem> {
    if (!resource.collection) throw new HttpError(405, 'method_not_allowed');
    // On/off fields left out hold what the site would do ("show on the website": on), so the box
    // she sees is what publishing does (issue 24 point 3).
    const document = { ...resource.defaults, ...given };
    if (resource.live) return saveLive(null, document, 0, userId);
    await validDocument(document, null);
    const key = `${NEW_PREFIX}${randomUUID()}`;
    await drafts.saveDraft(name, key, document, { version: 0, draftExists: false }, userId);
    return get(key);
  }

  /**
   * Writes one item's draft into the live tables through `executor`, without a revision, redirects
   * or cache invalidation: for a preview, whose transaction is rolled back (decisions 044, 081).
   * `refused` when the tables refuse it (a slug another item already took): the live item stays.
   */
  async function applyDraft(executor: Database, key: string): Promise<'applied' | 'no draft' | 'refused'> {
    const draft = await drafts.draft(name, key, executor);
    if (!draft) return 'no draft';
    try {
      await executor.transaction(async (savepoint) => {
        const inner = savepoint as unknown as Database;
        if (isNewKey(draft.itemKey)) await resource.insert(inner, draft.data);
        else await resource.update(inner, draft.itemKey, draft.data);
      });
      return 'applied';
    } catch {
      return 'refused';
    }
  }

  const row = (item: ContentItem) => ({
    key: item.key,
    label: resource.label(item.document),
    status: item.status,
    version: item.version,
    order: typeof item.document.order === 'number' ? item.document.order : null,
    updated_at: item.updated_at,
  });

  return {
    resource,
    get,
    applyDraft,

    items,

    /** The list row of an item: enough to find and open it. */
    row,

    async list() {
      return (await items()).map(row);
    },

    create,

    async patch(
      key: string,
      { copied = [], ...patch }: Record<string, unknown> & { version: number; copied?: CopiedTextClaim[] },
      userId: string | null,
    ) {
      const loaded = await load(key);
      if (!loaded) throw notFound();
      expectVersion(loaded.item, patch.version);
      const merged = applyPatch(loaded.item.document, patch, resource.create);
      // What names the item stays as it is (a PATCH cannot even offer it: patchOf omits it).
      for (const field of resource.fixed) merged[field] = loaded.item.document[field];
      const change = { claims: copied, before: loaded.item.document };
      if (resource.live) return saveLive(key, merged, loaded.item.version, userId, change);
      return saveDraft(key, merged, loaded.item, loaded.draft !== null, userId, change);
    },

    /** The texts of an item's working copy that are still unedited copies (decision 089). */
    async copiedIn(item: ContentItem): Promise<CopiedText[]> {
      return copiedIn(await copies.ofItem(name, item.key), texts(item.document));
    },

    /** Every copy mark of the resource, for the translation report (which judges whether each holds). */
    copyMarks(): Promise<CopyMark[]> {
      return copies.ofResource(name);
    },

    /** Makes the draft live; answers the published item (a new item under its new key). */
    async publish(key: string, version: number, userId: string | null): Promise<ContentItem> {
      const liveKey = await db.transaction(async (tx) => {
        const executor = tx as unknown as Database;
        const draft = await drafts.lockDraft(executor, name, key);
        const loaded = await load(key, executor);
        if (!loaded) throw notFound();
        expectVersion(loaded.item, version);
        if (!draft) throw new HttpError(409, 'nothing_to_publish');
        const published = await makeLive(executor, key, loaded.live, draft.data, draft.version, userId);
        await drafts.deleteDraft(name, key, executor);
        // A new item's marks follow it to its live key; those of texts edited since go.
        await copies.rename(executor, name, key, published);
        await recordCopies(
          executor,
          published,
          { claims: [], before: draft.data, after: draft.data, published: draft.data },
          userId,
        );
        return published;
      });
      await onPublished();
      return get(liveKey);
    },

    /**
     * Throws away the draft: back to the live item. An item never published has nothing to go back
     * to, so it is deleted (nothing of it is kept: it never had a revision); `deleted` says so.
     */
    async discard(key: string, version: number): Promise<{ deleted: boolean }> {
      const loaded = await load(key);
      if (!loaded?.draft) throw notFound();
      expectVersion(loaded.item, version);
      await db.transaction(async (tx) => {
        const executor = tx as unknown as Database;
        await drafts.deleteDraft(name, key, executor);
        if (!loaded.live) await copies.removeItem(executor, name, key);
      });
      return { deleted: !loaded.live };
    },

    /** Deletes the item at once (a revision keeps what it was, so it can be restored as new). */
    async remove(key: string, userId: string | null): Promise<void> {
      if (!resource.collection) throw new HttpError(405, 'method_not_allowed');
      const loaded = await load(key);
      if (!loaded) throw notFound();
      if (!loaded.live) {
        await db.transaction(async (tx) => {
          const executor = tx as unknown as Database;
          await drafts.deleteDraft(name, key, executor);
          await copies.removeItem(executor, name, key);
        });
        return;
      }
      await db.transaction(async (tx) => {
        const executor = tx as unknown as Database;
        const live = loaded.live as LiveItem;
        if (loaded.liveVersion === 0) {
          await drafts.addRevision(executor, name, key, {
            version: 0,
            data: live.document,
            publishedBy: null,
            publishedAt: live.updatedAt ?? new Date(),
          });
        }
        await resource.remove(executor, key);
        await drafts.addRevision(executor, name, key, {
          version: Math.max(loaded.item.version, loaded.liveVersion) + 1,
          data: null,
          publishedBy: userId,
        });
        await drafts.deleteDraft(name, key, executor);
        await copies.removeItem(executor, name, key);
      });
      await onPublished();
    },

    /**
     * What each publish made live, newest first; `live` marks the one the website shows now (none
     * once the item is deleted, or while a seeded item was never published: it has no revision).
     */
    async revisions(key: string) {
      const [revisions, loaded] = await Promise.all([drafts.revisions(name, key), load(key)]);
      if (revisions.length === 0 && !loaded) throw notFound();
      const liveVersion = loaded?.live ? loaded.liveVersion : null;
      return revisions.map((revision) => ({
        ...revision,
        live: revision.data !== null && revision.version === liveVersion,
      }));
    },

    /**
     * Makes a revision's document the working copy again: a draft to look at and publish (issue 24
     * point 3) — nothing goes live on its own, and any draft is replaced by it. A resource saved live
     * (site settings) has no drafts: there it is written at once, as a new revision. An item that was
     * deleted comes back as a new draft (its old key may not be free any more).
     */
    async restore(key: string, revisionVersion: number, version: number, userId: string | null) {
      const revision = (await drafts.revisions(name, key)).find((entry) => entry.version === revisionVersion);
      if (!revision?.data) throw notFound();
      const document = parseInput(resource.create, revision.data) as Document;
      const loaded = await load(key);
      if (!loaded?.live) return create(document, userId);
      expectVersion(loaded.item, version);
      if (resource.live)
        return saveLive(key, document, loaded.item.version, userId, {
          claims: [],
          before: loaded.item.document,
        });
      return saveDraft(key, document, loaded.item, loaded.draft !== null, userId);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
