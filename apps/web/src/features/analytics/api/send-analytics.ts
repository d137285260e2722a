/**
 * The analytics transport: a plain `fetch` that can use `keepalive`, so batches sent while the page
 * is hidden or unloading still arrive (the shared API client cannot). Writes carry the CSRF header
 * from the csrftoken cookie; without the cookie, GET /api/csrf/ issues one first.
 */
import { CSRF_COOKIE, CSRF_HEADER } from '@wegweiser/contracts/constants';
import { readCookie } from '../../../shared/i18n/language-cookie';

const BASE = '/api/analytics';
/** Browsers refuse keepalive bodies once 64 KiB are in flight; larger batches go without it. */
const KEEPALIVE_MAX_BYTES = 60_000;

/** The answer; `retryAfterMs` when it carried a Retry-After (429) in seconds. */
export type AnalyticsResponse = { status: number; body: unknown; retryAfterMs?: number };
export type SendOptions = { language: string; keepalive?: boolean };

async function issueCsrfToken(): Promise<string | null> {
  const response = await fetch('/api/csrf/', { credentials: 'same-origin' });
  const body = (await response.json().catch(() => null)) as { csrftoken?: unknown } | null;
  return readCookie(CSRF_COOKIE) ?? (typeof body?.csrftoken === 'string' ? body.csrftoken : null);
}

async function post(path: string, payload: unknown, options: SendOptions, token: string | null) {
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (token) headers[CSRF_HEADER] = token;
  const response = await fetch(`${BASE}${path}?${new URLSearchParams({ language: options.language })}`, {
    method: 'POST',
    headers,
    body,
    credentials: 'same-origin',
    keepalive: Boolean(options.keepalive) && body.length < KEEPALIVE_MAX_BYTES,
  });
  const text = await response.text().catch(() => '');
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  const retryAfter = Number(response.headers.get('retry-after'));
  return {
    status: response.status,
    body: parsed,
    ...(retryAfter > 0 ? { retryAfterMs: retryAfter * 1000 } : {}),
  };
}

/**
 * POSTs to {analytics}{path}. With the cookie present the request starts synchronously, which
 * matters in `pagehide`, where later work may never run. Rejects on network failure.
 */
export function sendAnalytics(
  path: string,
  payload: unknown,
  options: SendOptions,
): Promise<AnalyticsResponse> {
  const token = readCookie(CSRF_COOKIE);
  if (token) return post(path, payload, options, token);
  return issueCsrfToken().then((issued) => post(path, payload, options, issued));
}
