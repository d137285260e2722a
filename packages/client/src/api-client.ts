/**
 * The API client of the public site and the owner's console (spec section 7): every request carries
 * the `language` query parameter unless given (the API answers, errors included, in it), a JSON
 * content type, and a timeout (30 s; 10 s for SEO). The transport differs: `fetch` in the browser,
 * the API in-process on the server. The public site's writes need no CSRF token (decision 025); the
 * console, whose routes need one, wraps its transport with `withCsrfToken`.
 */
import { API_TIMEOUT_MS } from '@wegweiser/contracts/constants';

export type ApiMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export type ApiRequest = {
  method: ApiMethod;
  path: string;
  query: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
  headers: Record<string, string>;
};
/** `headers` (lower-case names) where the transport has them: the console reads `retry-after`. */
export type ApiResponse = { status: number; body: unknown; headers?: Record<string, string> };
export type Transport = (request: ApiRequest) => Promise<ApiResponse>;

export type ApiErrorKind = 'timeout' | 'network' | 'http';

/** An HTTP status that says the API could not answer now (server error, timeout, rate limit). */
export const isTransientStatus = (status: number) => status >= 500 || status === 408 || status === 429;

export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status = 0,
    readonly body: unknown = null,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
  /** The spec's "connection-aborted code or message containing 'timeout'". */
  get isTimeout() {
    return this.kind === 'timeout' || /timeout/i.test(this.message);
  }
}

export type RequestOptions = { query?: Record<string, string | undefined>; timeoutMs?: number };

export type ApiClient = {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  language(): string;
};

export function createApiClient(config: { transport: Transport; language: () => string }): ApiClient {
  const request = async <T>(method: ApiMethod, path: string, body: unknown, options: RequestOptions = {}) => {
    const query: Record<string, string> = {};
    for (const [key, value] of Object.entries(options.query ?? {}))
      if (value !== undefined) query[key] = value;
    query.language ??= config.language();
    // A content type only with a body: a server may refuse an empty JSON body (Fastify does, 400).
    const headers: Record<string, string> =
      body === undefined
        ? { accept: 'application/json' }
        : { 'content-type': 'application/json', accept: 'application/json' };
    const response = await config.transport({
      method,
      path,
      query,
      body,
      headers,
      timeoutMs: options.timeoutMs ?? API_TIMEOUT_MS,
    });
    if (response.status >= 400) {
      const message =
        typeof response.body === 'object' && response.body && 'message' in response.body
          ? String((response.body as { message: unknown }).message)
          : `HTTP error! status: ${response.status}`;
      throw new ApiRequestError('http', message, response.status, response.body, response.headers);
    }
    return response.body as T;
  };
  return {
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    patch: (path, body, options) => request('PATCH', path, body, options),
    delete: (path, options) => request('DELETE', path, undefined, options),
    language: config.language,
  };
}

export const toSearch = (query: Record<string, string>) => {
  const search = new URLSearchParams(query).toString();
  return search ? `?${search}` : '';
};
