/**
 * The analytics transport: a plain `fetch` that can use `keepalive`, so batches sent while the page
 * is hidden or unloading still arrive (the shared API client cannot). Same-origin JSON writes need no
 * CSRF token (decision 025), so every request starts synchronously, which matters in `pagehide`.
 */
const BASE = '/api/analytics';
/** Browsers refuse keepalive bodies once 64 KiB are in flight; larger batches go without it. */
const KEEPALIVE_MAX_BYTES = 60_000;

/** The answer; `retryAfterMs` when it carried a Retry-After (429) in seconds. */
export type AnalyticsResponse = { status: number; body: unknown; retryAfterMs?: number };
export type SendOptions = { language: string; keepalive?: boolean };

/** POSTs to {analytics}{path}. Rejects on network failure. */
export async function sendAnalytics(
  path: string,
  payload: unknown,
  options: SendOptions,
): Promise<AnalyticsResponse> {
  const body = JSON.stringify(payload);
  const response = await fetch(`${BASE}${path}?${new URLSearchParams({ language: options.language })}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
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
