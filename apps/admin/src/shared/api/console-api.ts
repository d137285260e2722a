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

export type ConsoleApi = ApiClient & {
  /** The token from GET /admin/auth/me/, used when the `csrftoken` cookie cannot be read. */
  setSessionToken(token: string | null): void;
  /** Called with the path of every answer with status 401; returns the unsubscribe. */
  onUnauthorized(listener: (path: string) => void): () => void;
};

export function createConsoleApi(options: { base?: string; language: () => string }): ConsoleApi {
  let sessionToken: string | null = null;
  const listeners = new Set<(path: string) => void>();
  const csrf = withCsrfToken(fetchTransport(options.base), {
    readToken: () => readCookie(CSRF_COOKIE) ?? sessionToken,
  });
  const watched: Transport = async (request) => {
    const response = await csrf(request);
    if (response.status === 401) for (const listener of listeners) listener(request.path);
    return response;
  };
  return {
    ...createApiClient({ transport: watched, language: options.language }),
    setSessionToken: (token) => {
      sessionToken = token;
    },
    onUnauthorized: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
