/**
 * The origin of absolute URLs in heads, sitemap, robots.txt and the console's invitation links:
 * PUBLIC_URL when configured — always in production, where the config requires it — else the
 * request's own (decision 008). Shared by the site's server and the API, without zod. Without it
 * (development), the request's origin is used only when its Host (or X-Forwarded-Host/-Proto from a
 * trusted proxy) is plainly `host[:port]` over http(s); anything else falls back to the configured
 * default rather than failing the page or landing in the markup (decision 019).
 */
export type OriginSource = { publicUrl?: string | null; fallbackUrl?: string };

type RequestOrigin = { protocol: string; host: string };

export function publicOrigin(source: OriginSource, request: RequestOrigin): string {
  if (source.publicUrl) return new URL(source.publicUrl).origin;
  return requestOrigin(request) ?? new URL(source.fallbackUrl ?? 'http://localhost').origin;
}

/** A DNS name (letters, digits, hyphens; dot-separated), an IPv4 address or a bracketed IPv6 one. */
const HOST_NAME =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])$/i;

/** The request's origin when protocol and host are well-formed; null otherwise. */
export function requestOrigin({ protocol, host }: RequestOrigin): string | null {
  if ((protocol !== 'http' && protocol !== 'https') || host.length > 260) return null;
  const [, name = '', port] = /^(.*?)(?::(\d{1,5}))?$/.exec(host) ?? [];
  if (!HOST_NAME.test(name) || (port !== undefined && (Number(port) < 1 || Number(port) > 65_535))) {
    return null;
  }
  try {
    const url = new URL(`${protocol}://${host}`);
    // The URL parser rewrites some names (numeric IPv4 forms, IDNA); only names it keeps count.
    return url.hostname === name.toLowerCase() && url.pathname === '/' ? url.origin : null;
  } catch {
    return null;
  }
}
