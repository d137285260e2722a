/**
 * A page's cached answer made ready as a warm cache serves it: the product server answers a page
 * gzip until the cache has answered it again, then starts its brotli copy in the background
 * (decision 129). Lighthouse's fresh Chromium would otherwise meet a page's first two answers —
 * gzip, a quarter larger — in its first two runs. Asked as that Chromium asks (its language and
 * encodings: the cache keeps one answer per negotiated language), until brotli comes back.
 */
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';

/** What Debian's Chromium sends on a plain navigation (checked against a logging server). */
export const CHROMIUM_REQUEST_HEADERS = {
  'accept-language': 'en-US,en;q=0.9',
  'accept-encoding': 'gzip, deflate, br, zstd',
} as const;

/** The encoding of one answer to a GET with Chromium's headers (body read and dropped). */
export function answerEncoding(url: string, ca?: Buffer): Promise<string> {
  const get = url.startsWith('https:') ? httpsGet : httpGet;
  return new Promise((resolve, reject) => {
    const request = get(url, { ca, headers: CHROMIUM_REQUEST_HEADERS, timeout: 10_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(String(response.headers['content-encoding'] ?? 'identity')));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url} within 10 s`)));
    request.on('error', reject);
  });
}

/**
 * Asks for `url` until it comes back brotli, at most `attempts` times `pauseMs` apart; the
 * encodings seen, in order (the last one is not `br` when the server never made one).
 */
export async function primeCachedAnswer(
  url: string,
  ca?: Buffer,
  { attempts = 20, pauseMs = 250 }: { attempts?: number; pauseMs?: number } = {},
): Promise<string[]> {
  const seen: string[] = [];
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    seen.push(await answerEncoding(url, ca));
    if (seen[seen.length - 1] === 'br') break;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return seen;
}
