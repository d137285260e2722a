/**
 * The double-submit CSRF handshake, written once (decision 025), for API routes declared with
 * `csrf: 'token'` — the owner's console. The public site does not use it: its writes are same-origin
 * JSON, which the API accepts without a token.
 *
 * It wraps a transport: an unsafe request carries the `csrftoken` cookie's value in `X-CSRFToken`;
 * without a cookie GET /csrf/ issues one first; a 403 (the API sets a fresh cookie with it, e.g.
 * after a secret change) refreshes the token and the request is sent once more, never twice.
 */
import { CSRF_COOKIE, CSRF_HEADER } from '@wegweiser/contracts/constants';
import type { ApiRequest, Transport } from './api-client';
import { readCookie } from './cookies';

export type CsrfOptions = {
  /** The `csrftoken` cookie's value (document.cookie by default). */
  readToken?: () => string | null;
};

export function withCsrfToken(transport: Transport, options: CsrfOptions = {}): Transport {
  const readToken = options.readToken ?? (() => readCookie(CSRF_COOKIE));

  const issue = async (request: ApiRequest) => {
    const issued = await transport({
      method: 'GET',
      path: '/csrf/',
      query: {},
      headers: { accept: 'application/json' },
      timeoutMs: request.timeoutMs,
    });
    // The cookie, when the transport keeps cookies (a browser); else the value the API returned.
    const body = issued.body as { csrftoken?: unknown } | null;
    return readToken() ?? (typeof body?.csrftoken === 'string' ? body.csrftoken : null);
  };

  const send = (request: ApiRequest, token: string | null) =>
    transport(token ? { ...request, headers: { ...request.headers, [CSRF_HEADER]: token } } : request);

  return async (request) => {
    if (request.method === 'GET') return transport(request);
    const token = readToken() ?? (await issue(request));
    const response = await send(request, token);
    if (response.status !== 403) return response;
    // The refusal came with a fresh cookie; if the transport kept none, ask for one.
    const fresh = readToken();
    return send(request, fresh && fresh !== token ? fresh : await issue(request));
  };
}
