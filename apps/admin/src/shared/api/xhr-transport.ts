/**
 * A transport on XMLHttpRequest for uploads (decision 048): fetch cannot report how much of a
 * request body has been sent, XMLHttpRequest can (`upload.onprogress`). A `FormData` body goes as
 * it is (the browser writes the multipart boundary); the time limit counts from the last sign of
 * progress, so a large file on a slow line is not cut off while it is still moving.
 */
import { ApiRequestError, type Transport, toSearch } from '@wegweiser/client/api-client';

export type UploadProgress = { loaded: number; total: number };

export type XhrTransportOptions = {
  base?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/** Response headers as a record with lower-case names (what ApiResponse carries). */
function parseHeaders(raw: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

export const xhrTransport =
  ({ base = '/api', onProgress, signal }: XhrTransportOptions = {}): Transport =>
  (request) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(new ApiRequestError('network', 'Upload cancelled'));
        return;
      }
      const xhr = new XMLHttpRequest();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const cleanUp = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', cancel);
      };
      const idle = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          xhr.abort();
          cleanUp();
          reject(new ApiRequestError('timeout', 'Request timeout (ECONNABORTED)'));
        }, request.timeoutMs);
      };
      function cancel() {
        xhr.abort();
        cleanUp();
        reject(new ApiRequestError('network', 'Upload cancelled'));
      }
      xhr.open(request.method, `${base}${request.path}${toSearch(request.query)}`);
      xhr.withCredentials = true;
      const isForm = typeof FormData !== 'undefined' && request.body instanceof FormData;
      for (const [name, value] of Object.entries(request.headers)) {
        // The browser sets multipart/form-data with its boundary itself.
        if (isForm && name.toLowerCase() === 'content-type') continue;
        xhr.setRequestHeader(name, value);
      }
      xhr.upload.onprogress = (event) => {
        idle();
        if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
      };
      xhr.onload = () => {
        cleanUp();
        let body: unknown = null;
        try {
          body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
        } catch {
          body = xhr.responseText;
        }
        resolve({ status: xhr.status, body, headers: parseHeaders(xhr.getAllResponseHeaders()) });
      };
      xhr.onerror = () => {
        cleanUp();
        reject(new ApiRequestError('network', 'Network error'));
      };
      signal?.addEventListener('abort', cancel);
      idle();
      const body =
        request.body === undefined
          ? null
          : isForm
            ? (request.body as FormData)
            : JSON.stringify(request.body);
      xhr.send(body);
    });
