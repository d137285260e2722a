/**
 * The origin of absolute URLs in heads, sitemap and robots.txt: PUBLIC_URL when configured, else
 * the request's own (decision 008). A Host header that is not a valid host falls back to the
 * configured default rather than failing the page or landing in the markup.
 */
export type OriginSource = { publicUrl?: string | null; fallbackUrl?: string };

export function publicOrigin(source: OriginSource, request: { protocol: string; host: string }): string {
  if (source.publicUrl) return new URL(source.publicUrl).origin;
  try {
    const url = new URL(`${request.protocol}://${request.host}`);
    if (url.host === request.host.toLowerCase() && url.pathname === '/') return url.origin;
  } catch {
    // not a host: fall through
  }
  return new URL(source.fallbackUrl ?? 'http://localhost').origin;
}
