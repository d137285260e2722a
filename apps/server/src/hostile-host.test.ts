/**
 * Host and X-Forwarded-* poisoning over a real socket (issue 15 point 4; decisions 019 and 069):
 * whatever Host, X-Forwarded-Host, -Proto, -For or Forwarded a client sends, absolute URLs —
 * canonical, hreflang, og:url, JSON-LD, the sitemap, robots.txt, redirects, the newsletter's email
 * links — never name the attacker's host, and a page rendered for a poisoned request is never
 * served from the page cache to anyone else. With PUBLIC_URL (production) and a trusted proxy
 * hop that forwards the attacker's headers; without it (development), with no proxy trusted.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupComposedServer } from './testing/composed-server';
import { readHead, readJsonLd } from './testing/markup';
import { exchange, firstAnswer } from './testing/raw-http';

const EVIL = 'evil.example';
/** Every header a client (or a proxy passing it on) could use to name another host or scheme. */
const POISON = {
  Host: EVIL,
  'X-Forwarded-Host': `${EVIL}, ${EVIL}:8443`,
  'X-Forwarded-Proto': 'http',
  'X-Forwarded-For': '203.0.113.66, 127.0.0.1',
  'X-Forwarded-Port': '8443',
  'X-Original-Host': EVIL,
  'X-Host': EVIL,
  Forwarded: `for=203.0.113.66;host=${EVIL};proto=http`,
};

function listen(server: ReturnType<typeof setupComposedServer>) {
  const context = { port: 0 };
  beforeAll(async () => {
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    context.port = (server.app.server.address() as { port: number }).port;
  });
  return async (method: string, path: string, headers: Record<string, string>, body?: string) => {
    const lines = Object.entries({
      ...headers,
      ...(body === undefined
        ? {}
        : { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) }),
      Connection: 'close',
    }).map(([name, value]) => `${name}: ${value}\r\n`);
    const answer = await exchange(
      context.port,
      `${method} ${path} HTTP/1.1\r\n${lines.join('')}\r\n${body ?? ''}`,
      10_000,
    );
    return firstAnswer(answer.text);
  };
}

/** The `url`/`@id` values anywhere in the page's JSON-LD. */
function jsonLdUrls(html: string): string[] {
  const found: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if ((key === 'url' || key === '@id' || key === 'item') && typeof value === 'string')
          found.push(value);
        else walk(value);
      }
    }
  };
  readJsonLd(html).forEach(walk);
  return found;
}

/** Every absolute URL the page's head and structured data give for itself. */
function ownUrls(html: string): string[] {
  const head = readHead(html);
  return [
    head.canonical,
    ...Object.values(head.alternates),
    head.meta('og:url'),
    ...jsonLdUrls(html).filter((url) => /^https?:/.test(url)),
  ].filter((url): url is string => url !== undefined);
}

const PAGES = ['/?lang=en', '/about?lang=en', '/services?lang=de', '/blog?lang=en', '/contact?lang=fr'];

/** The newsletter email's links for `email` (text and HTML parts). */
async function mailLinks(server: ReturnType<typeof setupComposedServer>, email: string) {
  const result = (await server.api.database.db.execute(
    `select recipient, body_text || ' ' || coalesce(body_html, '') as body from outbox_emails`,
  )) as unknown as { rows: { recipient: string; body: string }[] };
  const body = result.rows.find((row) => row.recipient === email)?.body ?? '';
  return { body, links: [...body.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((match) => match[0]) };
}

describe('with PUBLIC_URL and one trusted proxy hop (production)', () => {
  const PUBLIC_URL = 'https://coaching.example';
  const server = setupComposedServer({
    PUBLIC_URL,
    TRUST_PROXY: '1',
    RATE_LIMIT_NEWSLETTER_PER_MINUTE: '1000',
  });
  const send = listen(server);
  const honest = {
    Host: 'coaching.example',
    'X-Forwarded-Proto': 'https',
    'X-Forwarded-For': '198.51.100.4',
  };

  it('pages rendered for a poisoned request name PUBLIC_URL only, and the cache hands the clean page on', async () => {
    for (const path of PAGES) {
      const poisoned = await send('GET', path, POISON);
      expect(poisoned.status, path).toBe(200);
      expect(poisoned.body, path).not.toContain('evil');
      const urls = ownUrls(poisoned.body);
      expect(urls.length, path).toBeGreaterThan(0);
      for (const url of urls) expect(url.startsWith(`${PUBLIC_URL}/`), `${path}: ${url}`).toBe(true);
      // The same page for an honest visitor comes from the cache: it must be as clean.
      const after = await send('GET', path, honest);
      expect(after.headers['x-cache'], path).toBe('HIT');
      expect(after.body, path).not.toContain('evil');
    }
  });

  it('the sitemap, robots.txt, a 404 and a trailing-slash redirect ignore the poisoned headers', async () => {
    const sitemap = await send('GET', '/sitemap.xml', POISON);
    expect(sitemap.status).toBe(200);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(locs.length).toBeGreaterThan(10);
    expect(locs.every((loc) => loc.startsWith(`${PUBLIC_URL}/`))).toBe(true);
    expect(sitemap.body).not.toContain('evil');
    const robots = await send('GET', '/robots.txt', POISON);
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(robots.body).not.toContain('evil');
    const missing = await send('GET', '/no-such-page?lang=en', { ...POISON, Accept: 'text/html' });
    expect(missing.status).toBe(404);
    expect(missing.body).not.toContain('evil');
    const slash = await send('GET', '/about/?lang=en', POISON);
    if (slash.headers.location) expect(slash.headers.location).not.toContain('evil');
  });

  it("the newsletter's confirmation email links to PUBLIC_URL, not to the host that asked", async () => {
    const email = 'poisoned-host@example.com';
    const subscribed = await send(
      'POST',
      '/api/newsletter/subscribe/',
      { ...POISON, Origin: PUBLIC_URL, 'Sec-Fetch-Site': 'same-origin' },
      JSON.stringify({ email }),
    );
    expect(subscribed.status).toBe(200);
    const { body, links } = await mailLinks(server, email);
    expect(links.some((link) => link.startsWith(`${PUBLIC_URL}/api/newsletter/confirm/`))).toBe(true);
    expect(body).not.toContain('evil');
  });
});

describe('without PUBLIC_URL and no proxy trusted (development)', () => {
  const server = setupComposedServer({ TRUST_PROXY: 'false', RATE_LIMIT_NEWSLETTER_PER_MINUTE: '1000' });
  const send = listen(server);

  it('X-Forwarded-Host and -Proto from an untrusted peer are ignored; the page names the Host it was asked under', async () => {
    const page = await send('GET', '/about?lang=en', {
      Host: 'site.test:8080',
      'X-Forwarded-Host': EVIL,
      'X-Forwarded-Proto': 'https',
      Forwarded: `host=${EVIL};proto=https`,
    });
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('evil');
    for (const url of ownUrls(page.body)) expect(url.startsWith('http://site.test:8080/'), url).toBe(true);
  });

  it("a page cached for the attacker's Host is never served under another Host", async () => {
    const poisoned = await send('GET', '/services?lang=en', { Host: EVIL });
    expect(poisoned.body).toContain(`http://${EVIL}/`);
    const again = await send('GET', '/services?lang=en', { Host: EVIL });
    expect(again.headers['x-cache']).toBe('HIT');
    for (const host of ['site.test', 'site.test:8080', 'bad host<>', `${EVIL}@site.test`]) {
      const other = await send('GET', '/services?lang=en', { Host: host });
      expect(other.status, host).toBe(200);
      expect(other.body, host).not.toContain(EVIL);
    }
  });

  it('email links use the configured address whatever Host asked', async () => {
    const email = 'dev-host@example.com';
    const subscribed = await send(
      'POST',
      '/api/newsletter/subscribe/',
      { Host: EVIL, 'X-Forwarded-Host': EVIL, Origin: `http://${EVIL}`, 'Sec-Fetch-Site': 'same-origin' },
      JSON.stringify({ email }),
    );
    expect(subscribed.status).toBe(200);
    const { body, links } = await mailLinks(server, email);
    expect(links.some((link) => link.startsWith('http://127.0.0.1:3000/api/newsletter/confirm/'))).toBe(true);
    expect(body).not.toContain('evil');
  });
});
