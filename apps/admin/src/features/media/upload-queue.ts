/**
 * The upload queue (decision 048): every file the owner chose gets a row and stays in the list until
 * dismissed — uploaded, refused with the reason, or failed with "try again". Files the console can
 * judge itself (SVG, a type that is no image we take, over the size limit, empty) are refused
 * before sending, in the API's words; the rest go one per request, one after another, each with its
 * progress, so a refused file never holds back the others.
 */
import { useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@wegweiser/client/api-client';
import {
  type LanguageCode,
  MEDIA_IMAGE_TYPE_NAMES,
  MEDIA_IMAGE_TYPES,
  MEDIA_UPLOAD_LIMITS,
} from '@wegweiser/contracts/constants';
import { translate } from '@wegweiser/contracts/messages';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { toApiProblem } from '../../shared/api/api-problem';
import { useApi } from '../../shared/api/api-provider';
import type { UploadOptions } from '../../shared/api/console-api';
import { useT } from '../../shared/i18n/console-words';
import { type MediaItem, mediaKeys, mediaRequests } from './api';
import { type MediaWords, useMediaWords } from './words';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export type UploadEntry = {
  id: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** Bytes sent of `total` (the whole request) while uploading. */
  loaded: number;
  total: number;
  error: string | null;
  /** A failure worth another try (network, time-out, server error, session ended). */
  retryable: boolean;
  item: MediaItem | null;
};

export type QueueAction =
  | { type: 'add'; entries: UploadEntry[] }
  | { type: 'start'; id: string }
  | { type: 'progress'; id: string; loaded: number; total: number }
  | { type: 'done'; id: string; item: MediaItem }
  | { type: 'failed'; id: string; error: string; retryable: boolean }
  | { type: 'retry'; id: string }
  | { type: 'dismiss'; id: string }
  | { type: 'clear' };

export function queueReducer(entries: UploadEntry[], action: QueueAction): UploadEntry[] {
  const update = (id: string, change: Partial<UploadEntry>) =>
    entries.map((entry) => (entry.id === id ? { ...entry, ...change } : entry));
  switch (action.type) {
    case 'add':
      return [...entries, ...action.entries];
    case 'start':
      return update(action.id, { status: 'uploading', loaded: 0, total: 0, error: null });
    case 'progress':
      return update(action.id, { loaded: action.loaded, total: action.total });
    case 'done':
      return update(action.id, { status: 'done', item: action.item, error: null });
    case 'failed':
      return update(action.id, { status: 'failed', error: action.error, retryable: action.retryable });
    case 'retry':
      return update(action.id, { status: 'waiting', error: null, retryable: false, loaded: 0, total: 0 });
    case 'dismiss':
      return entries.filter((entry) => entry.id !== action.id || entry.status === 'uploading');
    case 'clear':
      return entries.filter((entry) => entry.status !== 'done');
  }
}

/** Whole percent of the request sent (0 before the first progress event). */
export const percentOf = (entry: Pick<UploadEntry, 'loaded' | 'total'>) =>
  entry.total > 0 ? Math.min(100, Math.round((entry.loaded / entry.total) * 100)) : 0;

const isSvg = (file: File) => file.type === 'image/svg+xml' || /\.svgz?$/i.test(file.name);
/** An iPhone's photo format (HEIC/HEIF): refused with what to do instead (issue 24 point 4). */
const isHeic = (file: File) =>
  /^image\/hei[cf](-sequence)?$/.test(file.type) || /\.hei[cf]$/i.test(file.name);

/**
 * The refusal the console can tell before sending, or null. The API judges the bytes anyway; a file
 * without a declared type (some systems send none) is left to it.
 */
export function precheck(file: File, language: LanguageCode, w: MediaWords): string | null {
  const params = { filename: file.name, types: MEDIA_IMAGE_TYPE_NAMES };
  if (isSvg(file)) return translate('media_svg_not_allowed', language, params);
  if (isHeic(file)) return translate('media_heic_not_allowed', language, params);
  if (file.type && !Object.hasOwn(MEDIA_IMAGE_TYPES, file.type))
    return translate('media_type_not_allowed', language, params);
  if (file.size > MEDIA_UPLOAD_LIMITS.maxFileBytes)
    return w.upload.tooLarge(file.name, file.size, MEDIA_UPLOAD_LIMITS.maxFileBytes);
  if (file.size === 0) return w.upload.empty(file.name);
  return null;
}

export type Uploader = (file: File, options: UploadOptions) => Promise<MediaItem>;

let nextId = 0;

/**
 * The queue and its runner. `upload` is the request (the console's API by default); `onUploaded`
 * hears every image that reached the library (the picker may choose it).
 */
export type UploadQueue = ReturnType<typeof useUploadQueue>;

export function useUploadQueue(options: { upload?: Uploader; onUploaded?: (item: MediaItem) => void } = {}) {
  const api = useApi();
  const t = useT();
  const { w, language } = useMediaWords();
  const queryClient = useQueryClient();
  const [entries, dispatch] = useReducer(queueReducer, []);
  const files = useRef(new Map<string, File>());
  const latest = useRef(options);
  latest.current = options;
  const controllers = useRef(new Set<AbortController>());

  const add = useCallback(
    (chosen: Iterable<File>) => {
      const added: UploadEntry[] = [];
      for (const file of chosen) {
        nextId += 1;
        const id = `upload-${nextId}`;
        const refusal = precheck(file, language, w);
        files.current.set(id, file);
        added.push({
          id,
          name: file.name,
          size: file.size,
          status: refusal ? 'failed' : 'waiting',
          loaded: 0,
          total: 0,
          error: refusal,
          retryable: false,
          item: null,
        });
      }
      if (added.length > 0) dispatch({ type: 'add', entries: added });
    },
    [language, w],
  );

  const next = entries.find((entry) => entry.status === 'waiting');
  const busy = entries.some((entry) => entry.status === 'uploading');

  // One upload at a time: the API re-encodes each image and the server has few cores.
  useEffect(() => {
    if (busy || !next) return;
    const file = files.current.get(next.id);
    if (!file) return;
    const id = next.id;
    const controller = new AbortController();
    controllers.current.add(controller);
    dispatch({ type: 'start', id });
    const upload: Uploader =
      latest.current.upload ?? ((chosen, uploadOptions) => mediaRequests.upload(api, chosen, uploadOptions));
    upload(file, {
      signal: controller.signal,
      onProgress: ({ loaded, total }) => dispatch({ type: 'progress', id, loaded, total }),
    })
      .then((item) => {
        files.current.delete(id);
        dispatch({ type: 'done', id, item });
        void queryClient.invalidateQueries({ queryKey: mediaKeys.all });
        latest.current.onUploaded?.(item);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const problem = toApiProblem(error, t);
        const own = Object.entries(problem.fields)
          .filter(([field]) => field === 'file' || field.startsWith('file.'))
          .flatMap(([, messages]) => messages);
        const retryable =
          !(error instanceof ApiRequestError) ||
          error.kind !== 'http' ||
          error.status >= 500 ||
          [401, 403, 408, 429].includes(error.status);
        dispatch({ type: 'failed', id, error: own.length > 0 ? own.join(' ') : problem.message, retryable });
      })
      .finally(() => controllers.current.delete(controller));
  }, [busy, next, api, t, queryClient]);

  // Leaving the screen stops what is still being sent.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running) controller.abort();
    };
  }, []);

  return {
    entries,
    add,
    retry: (id: string) => dispatch({ type: 'retry', id }),
    dismiss: (id: string) => {
      files.current.delete(id);
      dispatch({ type: 'dismiss', id });
    },
    clearFinished: () => dispatch({ type: 'clear' }),
  };
}
