/**
 * Typed TanStack Query hooks and requests for the content API (decision 044), one module for every
 * content screen of the console: list, item, create, save (PATCH with version), delete, publish,
 * discard, revisions, restore, preview links and the site's languages. Answers are checked with the
 * contracts' schemas; a document is kept as a plain record because each screen knows its own fields
 * (its field configuration is typed against the resource's create schema).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@wegweiser/client/api-client';
import {
  ContentListSchema,
  contentConflictSchema,
  contentItemSchema,
  contentListWithDocumentsSchema,
  LanguageListSchema,
  PreviewAnswerSchema,
  PreviewLinkListSchema,
  type PreviewRequestSchema,
  RevisionListSchema,
  revisionSchema,
} from '@wegweiser/contracts';
import { z } from 'zod';
import { useApi } from '../api/api-provider';
import type { ConsoleApi } from '../api/console-api';

/** A document as the API sends it: the create schema's fields, snake_case. */
export const DocumentSchema = z.record(z.string(), z.unknown());
export type ContentDocument = z.output<typeof DocumentSchema>;

export const ContentItemSchema = contentItemSchema(DocumentSchema);
export type ContentItem = z.output<typeof ContentItemSchema>;
export type ContentList = z.output<typeof ContentListSchema>;
const ContentListWithDocumentsSchema = contentListWithDocumentsSchema(DocumentSchema);

export type { ContentListItem, ContentStatus } from '@wegweiser/contracts';

const ConflictSchema = contentConflictSchema(DocumentSchema);
export const RevisionSchema = revisionSchema(DocumentSchema);
export type Revision = z.output<typeof RevisionSchema>;
export type RevisionList = z.output<typeof RevisionListSchema>;
export type PreviewRequest = z.input<typeof PreviewRequestSchema>;
export type { PreviewLink } from '@wegweiser/contracts';

/** What a PATCH carries besides `version`: changed fields, translatable ones per language. */
export type ContentPatch = Record<string, unknown>;

const base = (resource: string) => `/admin/${encodeURIComponent(resource)}/`;
const itemPath = (resource: string, key: string) => `${base(resource)}${encodeURIComponent(key)}/`;

/** Query keys: everything of a resource is under `['admin', 'content', resource]`. */
export const contentKeys = {
  resource: (resource: string) => ['admin', 'content', resource] as const,
  list: (resource: string) => ['admin', 'content', resource, 'list'] as const,
  /** Under `list`, so whatever marks the list stale marks this one too. */
  listWithDocuments: (resource: string) => ['admin', 'content', resource, 'list', 'documents'] as const,
  item: (resource: string, key: string) => ['admin', 'content', resource, 'item', key] as const,
  revisions: (resource: string, key: string) => ['admin', 'content', resource, 'revisions', key] as const,
  revision: (resource: string, key: string, version: number) =>
    ['admin', 'content', resource, 'revisions', key, version] as const,
  /** The preview links of one item that still work. */
  previewLinks: (resource: string, key: string) =>
    ['admin', 'content', resource, 'preview-links', key] as const,
  languages: ['languages'] as const,
};

// Requests ---------------------------------------------------------------------------------------

export const contentRequests = {
  list: async (api: ConsoleApi, resource: string) => ContentListSchema.parse(await api.get(base(resource))),
  /** The list with every item's working and live copy, in one request. */
  listWithDocuments: async (api: ConsoleApi, resource: string) =>
    ContentListWithDocumentsSchema.parse(await api.get(base(resource), { query: { include: 'document' } })),
  item: async (api: ConsoleApi, resource: string, key: string) =>
    ContentItemSchema.parse(await api.get(itemPath(resource, key))),
  create: async (api: ConsoleApi, resource: string, document: ContentDocument) =>
    ContentItemSchema.parse(await api.post(base(resource), document)),
  save: async (api: ConsoleApi, resource: string, key: string, version: number, patch: ContentPatch) =>
    ContentItemSchema.parse(await api.patch(itemPath(resource, key), { ...patch, version })),
  remove: async (api: ConsoleApi, resource: string, key: string) => {
    await api.delete(itemPath(resource, key));
  },
  publish: async (api: ConsoleApi, resource: string, key: string, version: number) =>
    ContentItemSchema.parse(await api.post(`${itemPath(resource, key)}publish/`, { version })),
  /**
   * Throws the draft away (the API answers 204) and reads the item as it is live again; null when it
   * is gone — an item never published is deleted with its draft.
   */
  discard: async (api: ConsoleApi, resource: string, key: string, version: number) => {
    await api.post(`${itemPath(resource, key)}discard/`, { version });
    try {
      return ContentItemSchema.parse(await api.get(itemPath(resource, key)));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) return null;
      throw error;
    }
  },
  revisions: async (api: ConsoleApi, resource: string, key: string) =>
    RevisionListSchema.parse(await api.get(`${itemPath(resource, key)}revisions/`)),
  revision: async (api: ConsoleApi, resource: string, key: string, version: number) =>
    RevisionSchema.parse(await api.get(`${itemPath(resource, key)}revisions/${version}/`)),
  restore: async (api: ConsoleApi, resource: string, key: string, revision: number, version: number) =>
    ContentItemSchema.parse(
      await api.post(`${itemPath(resource, key)}revisions/${revision}/restore/`, { version }),
    ),
  preview: async (api: ConsoleApi, request: PreviewRequest) =>
    PreviewAnswerSchema.parse(await api.post('/admin/preview/', request)),
  previewLinks: async (api: ConsoleApi, resource: string, key: string) =>
    PreviewLinkListSchema.parse(await api.get('/admin/preview/', { query: { resource, key } })),
  endPreviewLink: async (api: ConsoleApi, id: string) => {
    await api.delete(`/admin/preview/${encodeURIComponent(id)}/`);
  },
  languages: async (api: ConsoleApi) => LanguageListSchema.parse(await api.get('/languages/')),
};

/**
 * The item a 409 answer carries (someone saved since this screen read the item), or null for any
 * other failure.
 */
export function conflictOf(error: unknown): ContentItem | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const parsed = ConflictSchema.safeParse(error.body);
  return parsed.success ? parsed.data.current : null;
}

// Hooks ------------------------------------------------------------------------------------------

export function useContentList(resource: string) {
  const api = useApi();
  return useQuery({
    queryKey: contentKeys.list(resource),
    queryFn: () => contentRequests.list(api, resource),
    placeholderData: keepPreviousData,
  });
}

export function useContentListWithDocuments(resource: string) {
  const api = useApi();
  return useQuery({
    queryKey: contentKeys.listWithDocuments(resource),
    queryFn: () => contentRequests.listWithDocuments(api, resource),
  });
}

export function useContentItem(resource: string, key: string) {
  const api = useApi();
  return useQuery({
    queryKey: contentKeys.item(resource, key),
    queryFn: () => contentRequests.item(api, resource, key),
    // The form holds the owner's typing; a refetch on focus must not swap the item under it.
    refetchOnWindowFocus: false,
  });
}

export function useRevisions(resource: string, key: string, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: contentKeys.revisions(resource, key),
    queryFn: () => contentRequests.revisions(api, resource, key),
    enabled,
  });
}

export function useRevision(resource: string, key: string, version: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: contentKeys.revision(resource, key, version ?? -1),
    queryFn: () => contentRequests.revision(api, resource, key, version ?? 0),
    enabled: version !== null,
  });
}

/** The site's active languages, the default one first. */
export function useSiteLanguages() {
  const api = useApi();
  return useQuery({
    queryKey: contentKeys.languages,
    queryFn: () => contentRequests.languages(api),
    select: (answer) =>
      answer.results
        .filter((language) => language.is_active)
        .sort((a, b) => Number(b.is_default) - Number(a.is_default) || a.order - b.order),
    staleTime: 60_000,
  });
}

/**
 * The writes on one item. Each success puts the answer into the item's cache entry and marks the
 * resource's list (and revisions) stale, so every screen shows the new status and version.
 */
export function useContentMutations(resource: string, key: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const settle = (item: ContentItem) => {
    queryClient.setQueryData(contentKeys.item(resource, item.key), item);
    void queryClient.invalidateQueries({ queryKey: contentKeys.list(resource) });
    void queryClient.invalidateQueries({ queryKey: contentKeys.revisions(resource, key) });
  };
  const save = useMutation({
    mutationFn: ({ version, patch }: { version: number; patch: ContentPatch }) =>
      contentRequests.save(api, resource, key, version, patch),
    onSuccess: settle,
  });
  const publish = useMutation({
    mutationFn: (version: number) => contentRequests.publish(api, resource, key, version),
    onSuccess: settle,
  });
  const gone = () => {
    queryClient.removeQueries({ queryKey: contentKeys.item(resource, key) });
    void queryClient.invalidateQueries({ queryKey: contentKeys.list(resource) });
  };
  const discard = useMutation({
    mutationFn: (version: number) => contentRequests.discard(api, resource, key, version),
    onSuccess: (item) => (item ? settle(item) : gone()),
  });
  const restore = useMutation({
    mutationFn: ({ revision, version }: { revision: number; version: number }) =>
      contentRequests.restore(api, resource, key, revision, version),
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: () => contentRequests.remove(api, resource, key),
    onSuccess: gone,
  });
  return { save, publish, discard, restore, remove };
}

export function useCreateContent(resource: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: ContentDocument) => contentRequests.create(api, resource, document),
    onSuccess: (item) => {
      queryClient.setQueryData(contentKeys.item(resource, item.key), item);
      void queryClient.invalidateQueries({ queryKey: contentKeys.list(resource) });
    },
  });
}

/** Saves `order` on the items whose position changed (move up / down in a list). */
export function useReorder(resource: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (moves: { key: string; version: number; order: number }[]) => {
      for (const move of moves)
        await contentRequests.save(api, resource, move.key, move.version, { order: move.order });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.resource(resource) }),
  });
}

/** Makes a preview link for an item; its list of links then shows the new one. */
export function usePreviewLink() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PreviewRequest) => contentRequests.preview(api, request),
    onSuccess: (_answer, request) =>
      queryClient.invalidateQueries({ queryKey: contentKeys.previewLinks(request.resource, request.key) }),
  });
}

/** The preview links of an item that still work (an editor's own; every one for the owner). */
export function usePreviewLinks(resource: string, key: string) {
  const api = useApi();
  return useQuery({
    queryKey: contentKeys.previewLinks(resource, key),
    queryFn: () => contentRequests.previewLinks(api, resource, key),
  });
}

/** Ends a preview link at once. */
export function useEndPreviewLink(resource: string, key: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => contentRequests.endPreviewLink(api, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.previewLinks(resource, key) }),
  });
}
