/**
 * The media library's requests and TanStack Query hooks (decision 046's API; decision 048): the
 * paginated, searchable list, one image with where it is used, the alt-text PATCH, DELETE (a 409
 * carries the places that still use the image) and the upload of one file with its progress.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@wegweiser/client/api-client';
import {
  MediaConflictSchema,
  type MediaDetail,
  type MediaItem,
  type MediaPatch,
  type MediaUsage,
} from '@wegweiser/contracts';
import { useApi } from '../../shared/api/api-provider';
import type { ConsoleApi, UploadOptions } from '../../shared/api/console-api';

export type { MediaDetail, MediaItem, MediaUsage };
export type MediaList = { count: number; next: string | null; previous: string | null; results: MediaItem[] };

const BASE = '/admin/media/';
const itemPath = (id: string) => `${BASE}${encodeURIComponent(id)}/`;

/** Images per page of the grid (the API's page size). */
export const MEDIA_PAGE_SIZE = 24;

export const mediaKeys = {
  all: ['admin', 'media'] as const,
  list: (search: string, page: number) => ['admin', 'media', 'list', search, page] as const,
  item: (id: string) => ['admin', 'media', 'item', id] as const,
};

export const mediaRequests = {
  list: (api: ConsoleApi, search: string, page: number) =>
    api.get<MediaList>(BASE, {
      query: {
        search: search.trim() || undefined,
        page: page > 1 ? String(page) : undefined,
        page_size: String(MEDIA_PAGE_SIZE),
      },
    }),
  item: (api: ConsoleApi, id: string) => api.get<MediaDetail>(itemPath(id)),
  patch: (api: ConsoleApi, id: string, patch: MediaPatch) => api.patch<MediaDetail>(itemPath(id), patch),
  remove: (api: ConsoleApi, id: string) => api.delete<void>(itemPath(id)),
  /** One file per request: its own progress, and a refused file does not refuse the others. */
  upload: async (api: ConsoleApi, file: File, options: UploadOptions = {}) => {
    const form = new FormData();
    form.append('file', file, file.name);
    const answer = await api.upload<{ results: MediaItem[] }>(BASE, form, options);
    const item = answer.results[0];
    if (!item) throw new ApiRequestError('http', 'Empty upload answer', 500);
    return item;
  },
};

export function useMediaList(search: string, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: mediaKeys.list(search.trim(), page),
    queryFn: () => mediaRequests.list(api, search, page),
    placeholderData: keepPreviousData,
  });
}

export function useMediaItem(id: string) {
  const api = useApi();
  return useQuery({ queryKey: mediaKeys.item(id), queryFn: () => mediaRequests.item(api, id) });
}

export function useMediaMutations(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: mediaKeys.all });
  return {
    saveAlt: useMutation({
      mutationFn: (patch: MediaPatch) => mediaRequests.patch(api, id, patch),
      onSuccess: (detail) => {
        queryClient.setQueryData(mediaKeys.item(id), detail);
        void refresh();
      },
    }),
    remove: useMutation({
      mutationFn: () => mediaRequests.remove(api, id),
      onSuccess: () => {
        queryClient.removeQueries({ queryKey: mediaKeys.item(id) });
        void refresh();
      },
    }),
  };
}

/**
 * The image as it is now, from a refused alt-text save (409: someone saved since this screen read
 * it, decision 053), or null for any other failure.
 */
export function mediaConflictOf(error: unknown): MediaDetail | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const parsed = MediaConflictSchema.safeParse(error.body);
  return parsed.success ? parsed.data.current : null;
}

/** The API's words and the places of a refused DELETE (409), or null for any other failure. */
export function refusalOf(error: unknown): { message: string; usages: MediaUsage[] } | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const body = error.body as { message?: unknown; used_in?: unknown } | null;
  if (!Array.isArray(body?.used_in)) return null;
  return {
    message: typeof body.message === 'string' ? body.message : '',
    usages: body.used_in as MediaUsage[],
  };
}
