/**
 * Files every site has (issue 23 point 8): /favicon.ico and the manifest's icons, the web app
 * manifest, /.well-known/security.txt, the blog's Atom feed per language (read back by feedsmith,
 * a feed parser) with autodiscovery on the blog's pages, and a short 404 for a file that is not
 * there instead of a whole rendered page.
 */
import { sql } from 'drizzle-orm';
import { parseAtomFeed } from 'feedsmith';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from './security-headers';
import { setupComposedServer } from './testing/composed-server';

const server = setupComposedServer({ PUBLIC_URL: 'https://coaching.example' });
const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });
const ORIGIN = 'https://coaching.example';

describe('icons', () => {
  it('/favicon.ico is an ICO of 16, 32 and 48 px PNGs', async () => {
    const answer = await get('/favicon.ico');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/x-icon');
    const ico = answer.rawPayload;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const entry = 6 + index * 16;
      const png = ico.subarray(
        ico.readUInt32LE(entry + 12),
        ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
      );
      const meta = await sharp(png).metadata();
      expect(meta.format).toBe('png');
      expect([meta.width, meta.height]).toEqual([ico.readUInt8(entry), ico.readUInt8(entry + 1)]);
      sizes.push(meta.width ?? 0);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });

  it.each([
    ['/icon-192.png', 192],
    ['/icon-512.png', 512],
  ])('%s is a %i px PNG', async (url, size) => {
    const answer = await get(url);
    expect(answer.statusCode).toBe(200);
    const meta = await sharp(answer.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
  });
});

describe('the web app manifest', () => {
  it('names the site, its language and icons that are there, and every page links it', async () => {
    const answer = await get('/manifest.webmanifest');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const settings = (await get('/api/content/site-settings/current/')).json();
    const manifest = answer.json();
    expect(manifest).toMatchObject({
      name: settings.site_name,
      lang: 'de',
      start_url: '/',
      display: 'browser',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const icon of manifest.icons as { src: string }[])
      expect((await get(icon.src)).statusCode, icon.src).toBe(200);
    const home = await get('/');
    expect(home.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(home.body).toContain('<link rel="icon" href="/favicon.ico" sizes="48x48">');
  });
});

describe('/.well-known/security.txt (RFC 9116)', () => {
  it('names the business address as contact, expires within a year, and says where it lives', async () => {
    const answer = await get('/.well-known/security.txt');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    const settings = (await get('/api/content/site-settings/current/')).json();
    const fields = Object.fromEntries(
      answer.body
        .trim()
        .split('\n')
        .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
    );
    expect(fields.Contact).toBe(`mailto:${settings.business.email}`);
    expect(fields.Canonical).toBe(`${ORIGIN}/.well-known/security.txt`);
    expect(fields['Preferred-Languages']).toMatch(/^de, en/);
    const expires = Date.parse(fields.Expires ?? '');
    expect(fields.Expires).toMatch(/^\d{4}-\d\d-\d\dT00:00:00Z$/);
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThan(Date.now() + 365 * 24 * 60 * 60 * 1000);
  });

  it('without a business address, names the contact page', async () => {
    await server.api.database.db.execute(
      sql`update site_settings set business = jsonb_set(business, '{email}', '""')`,
    );
    server.api.contentChanged();
    const answer = await get('/.well-known/security.txt');
    expect(answer.body).toContain(`Contact: ${ORIGIN}/contact\n`);
  });
});

describe('the blog feed', () => {
  it('holds the newest posts in the default language, each linking its post, and reads back as Atom', async () => {
    const posts = (await get('/api/blog/?language=de&page_size=20')).json().results;
    const answer = await get('/blog/feed.xml');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const feed = parseAtomFeed(answer.body);
    expect(feed.id).toBe(`${ORIGIN}/blog/feed.xml`);
    expect(feed.entries?.map((entry) => entry.title?.value)).toEqual(
      posts.map((post: { title: string }) => post.title),
    );
    expect(feed.entries?.[0]?.links?.[0]?.href).toBe(`${ORIGIN}/blog/${posts[0].slug}`);
    expect(feed.entries?.[0]?.summary?.value).toBe(posts[0].excerpt);
    expect(feed.entries?.[0]?.published).toBeTruthy();
  });

  it('in English links the English posts; a language the site does not have is a short 404', async () => {
    const feed = parseAtomFeed((await get('/blog/feed.xml?lang=en')).body);
    expect(feed.id).toBe(`${ORIGIN}/blog/feed.xml?lang=en`);
    expect(feed.entries?.[0]?.links?.[0]?.href).toMatch(new RegExp(`^${ORIGIN}/blog/[^?]+\\?lang=en$`));
    const missing = await get('/blog/feed.xml?lang=xx');
    expect(missing.statusCode).toBe(404);
    expect(missing.body.length).toBeLessThan(5_000);
  });

  it('is named on the blog’s pages in their language, and on no other page', async () => {
    const blog = (await get('/blog')).body;
    expect(blog).toMatch(
      /type="application\/atom\+xml" title="[^"]+ – Blog" href="https:\/\/coaching\.example\/blog\/feed\.xml">/,
    );
    expect((await get('/blog/die-kunst-nein-zu-sagen?lang=en')).body).toContain(
      'href="https://coaching.example/blog/feed.xml?lang=en">',
    );
    expect((await get('/about')).body).not.toContain('application/atom+xml');
  });

  it('is gone while the blog is switched off', async () => {
    await server.api.database.db.execute(sql`update site_settings set blog_enabled = false`);
    server.api.contentChanged();
    const answer = await get('/blog/feed.xml');
    expect(answer.statusCode).toBe(404);
    expect(answer.body.length).toBeLessThan(5_000);
  });
});

describe('a file that is not there', () => {
  it.each(['/apple-touch-icon.png', '/assets/index-gone.js', '/media/seed/gone.png', '/alte-seite.html'])(
    '%s answers a short 404 with the security headers, not a rendered page',
    async (url) => {
      const answer = await get(url, { accept: 'text/html' });
      expect(answer.statusCode).toBe(404);
      expect(answer.body.length).toBeLessThan(5_000);
      expect(answer.body).not.toContain('id="root"');
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers[name]).toBe(value);
    },
  );
});
