/**
 * The console's API client: the shared transport and CSRF handshake (@wegweiser/client), with the
 * session's token for writes and a watch for 401 answers, so the session layer can tell an expired
 * session from a wrong password.
 */
import { type ApiClient, createApiClient, type Transport } from '@wegweiser/client/api-client';
import { readCookie } from '@wegweiser/client/cookies';
import { withCsrfToken } from '@wegweiser/client/csrf';
import { fetchTransport } from '@wegweiser/client/fetch-transport';
import { CSRF_COOKIE } from '@wegweiser/contracts/constants';
import { type UploadProgress, xhrTransport } from './xhr-transport';

/** An upload may stall this long (no progress at all) before it counts as timed out. */
export const UPLOAD_IDLE_TIMEOUT_MS = 60_000;

export type UploadOptions = { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal };

export type ConsoleApi = ApiClient & {
  /** The token from GET /admin/auth/me/, used when the `csrftoken` cookie cannot be read. */
  setSessionToken(token: string | null): void;
  /** Called with the path of every answer with status 401; returns the unsubscribe. */
  onUnauthorized(listener: (path: string) => void): () => void;
  /** POSTs a multipart form with upload progress (decision 048); same CSRF handshake and errors. */
  upload<T>(path: string, form: FormData, options?: UploadOptions): Promise<T>;
};

export function createConsoleApi(options: { base?: string; language: () => string }): ConsoleApi {
  let sessionToken: string | null = null;
  const listeners = new Set<(path: string) => void>();
  const readToken = () => readCookie(CSRF_COOKIE) ?? sessionToken;
  const watch =
    (transport: Transport): Transport =>
    async (request) => {
      const response = await transport(request);
      if (response.status === 401) for (const listener of listeners) listener(request.path);
      return response;
    };
  const watched = watch(withCsrfToken(fetchTransport(options.base), { readToken }));
  return {
    ...createApiClient({ transport: watched, language: options.language }),
    upload: (path, form, { onProgress, signal } = {}) => {
      const transport = xhrTransport({
        ...(options.base === undefined ? {} : { base: options.base }),
        ...(onProgress ? { onProgress } : {}),
        ...(signal ? { signal } : {}),
      });
      const client = createApiClient({
        transport: watch(withCsrfToken(transport, { readToken })),
        language: options.language,
      });
      return client.post(path, form, { timeoutMs: UPLOAD_IDLE_TIMEOUT_MS });
    },
    setSessionToken: (token) => {
      sessionToken = token;
    },
    onUnauthorized: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
