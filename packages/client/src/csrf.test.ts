import { describe, expect, it } from 'vitest';
import type { ApiRequest, ApiResponse, Transport } from './api-client';
import { withCsrfToken } from './csrf';

/**
 * A stand-in for the API's token routes and the browser's cookie jar: GET /csrf/ sets the cookie
 * (when none) and returns it; a write passes only when X-CSRFToken equals the valid cookie; a
 * refusal sets a fresh cookie, as the API does.
 */
function tokenServer(options: { cookie?: string | null; valid?: string } = {}) {
  const state = { cookie: options.cookie ?? null, valid: options.valid ?? 'v1', issued: 0 };
  const calls: ApiRequest[] = [];
  const transport: Transport = async (request): Promise<ApiResponse> => {
    calls.push(request);
    if (request.method === 'GET' && request.path === '/csrf/') {
      state.issued += 1;
      if (state.cookie !== state.valid) state.cookie = state.valid;
      return { status: 200, body: { csrftoken: state.cookie } };
    }
    if (request.method === 'GET') return { status: 200, body: { ok: true } };
    if (request.headers['x-csrftoken'] === state.valid && state.cookie === state.valid)
      return { status: 201, body: { ok: true } };
    state.cookie = state.valid;
    return { status: 403, body: { message: 'The security check failed. Please reload the page.' } };
  };
  return { state, calls, transport, readToken: () => state.cookie };
}

const post = (path = '/admin/things/'): ApiRequest => ({
  method: 'POST',
  path,
  query: {},
  body: { name: 'x' },
  headers: { 'content-type': 'application/json' },
  timeoutMs: 1_000,
});

describe('withCsrfToken', () => {
  it('leaves GET requests alone: no token, no handshake', async () => {
    const server = tokenServer();
    const transport = withCsrfToken(server.transport, { readToken: server.readToken });
    await transport({ method: 'GET', path: '/languages/', query: {}, headers: {}, timeoutMs: 1_000 });
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.headers).toEqual({});
  });

  it('sends the cookie’s value in X-CSRFToken', async () => {
    const server = tokenServer({ cookie: 'v1' });
    const response = await withCsrfToken(server.transport, { readToken: server.readToken })(post());
    expect(response.status).toBe(201);
    expect(server.calls.map((call) => call.path)).toEqual(['/admin/things/']);
    expect(server.calls[0]?.headers).toEqual({ 'content-type': 'application/json', 'x-csrftoken': 'v1' });
  });

  it('asks GET /csrf/ for a token first when there is no cookie', async () => {
    const server = tokenServer({ cookie: null });
    const response = await withCsrfToken(server.transport, { readToken: server.readToken })(post());
    expect(response.status).toBe(201);
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /csrf/',
      'POST /admin/things/',
    ]);
  });

  it('takes the token from the answer when the transport keeps no cookies', async () => {
    const server = tokenServer({ cookie: null });
    const response = await withCsrfToken(server.transport, { readToken: () => null })(post());
    // The stand-in checks the cookie too; here only that the returned value is sent matters.
    expect(server.calls.at(1)?.headers['x-csrftoken']).toBe('v1');
    expect(response.status).toBe(201);
  });

  it('after a 403 (stale token) sends the request once more with the fresh cookie', async () => {
    const server = tokenServer({ cookie: 'old', valid: 'v2' });
    const response = await withCsrfToken(server.transport, { readToken: server.readToken })(post());
    expect(response.status).toBe(201);
    expect(server.calls.map((call) => call.headers['x-csrftoken'])).toEqual(['old', 'v2']);
    expect(server.state.issued).toBe(0);
  });

  it('retries once only: a second refusal is the answer', async () => {
    const refusing: Transport = async (request) =>
      request.path === '/csrf/' ? { status: 200, body: { csrftoken: 't' } } : { status: 403, body: null };
    const calls: string[] = [];
    const counted: Transport = (request) => {
      calls.push(`${request.method} ${request.path}`);
      return refusing(request);
    };
    const response = await withCsrfToken(counted, { readToken: () => 't' })(post());
    expect(response.status).toBe(403);
    // The cookie did not change with the refusal: a fresh token is asked for, then one retry.
    expect(calls).toEqual(['POST /admin/things/', 'GET /csrf/', 'POST /admin/things/']);
  });
});
