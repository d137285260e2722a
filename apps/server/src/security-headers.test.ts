/**
 * Issue 4 point 6: the security headers on every kind of answer of the composed server, and the
 * nonce that ties the document's inline elements to its policy (decision 007), or on the site's pages
 * the hashes of them (decision 114). Nothing may be
 * framed but the site's pages, and those only by the site itself (the console's click map; 088).
 */
import { loadConfig } from '@wegweiser/api/config';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { copyPreparedPgliteFolder, removePgliteFolder } from '../../api/test/helpers/test-database';
import { documentPolicy, RESOURCE_POLICY } from './security-headers';
import { buildServer } from './server';
import { inlineHashesOf, policyMatchesBytes } from './testing/inline-hashes';

let app: FastifyInstance;
const dataDir = copyPreparedPgliteFolder('wegweiser-headers-');
/** API path prefixes that answer 503 (the API failing), set by a test and cleared after it. */
const failing = new Set<string>();

beforeAll(async () => {
  // Behind a proxy, so a request can arrive "over https" (X-Forwarded-Proto).
  app = await buildServer(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, TRUST_PROXY: '1' }), {
    beforeMount: (root) => {
      root.addHook('onRequest', async (request, reply) => {
        for (const prefix of failing) {
          if (request.url.startsWith(prefix)) return reply.code(503).send({ message: 'down' });
        }
      });
      root.get('/__test/crash', async () => {
        throw new Error('boom');
      });
    },
  });
  await app.ready();
});
afterEach(() => failing.clear());
afterAll(async () => {
  await app?.close();
  removePgliteFolder(dataDir);
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** The directives of a policy header by name. */
const directives = (response: LightMyRequestResponse) =>
  new Map(
    String(response.headers['content-security-policy'] ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name = '', ...values]) => [name, values]),
  );

const nonceOf = (response: LightMyRequestResponse) => {
  const script = directives(response).get('script-src') ?? [];
  const nonce = script.find((value) => value.startsWith("'nonce-"))?.slice(7, -1);
  if (!nonce) throw new Error(`no nonce in ${response.headers['content-security-policy']}`);
  return nonce;
};

/** Who may frame an answer: a site page its own origin, everything else nobody (decision 088). */
type Framing = 'self' | 'none';

function expectCommonHeaders(response: LightMyRequestResponse, framing: Framing = 'none') {
  const maxAge = /max-age=(\d+)/.exec(String(response.headers['strict-transport-security']));
  expect(Number(maxAge?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
  expect(response.headers['strict-transport-security']).toContain('includeSubDomains');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const permissions = String(response.headers['permissions-policy']);
  for (const feature of [
    'camera',
    'microphone',
    'geolocation',
    'payment',
    'browsing-topics',
    'interest-cohort',
  ]) {
    expect(permissions).toContain(`${feature}=()`);
  }
  // Decision 016: COOP forced a browsing-context-group swap (a new renderer process) on every entry.
  expect(response.headers).not.toHaveProperty('cross-origin-opener-policy');
  expect(response.headers['x-frame-options']).toBe(framing === 'self' ? 'SAMEORIGIN' : 'DENY');
}

function expectDocumentPolicy(response: LightMyRequestResponse, framing: Framing) {
  const nonce = nonceOf(response);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/); // 128 bits
  const policy = expectPolicyBesidesInline(response, framing);
  expect(policy.get('script-src')).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"]);
  expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
  return nonce;
}

/** A site page (decision 114): no nonce; its inline scripts and styles by the hashes of its bytes. */
function expectPageHashPolicy(response: LightMyRequestResponse) {
  const policy = expectPolicyBesidesInline(response, 'self');
  const { scripts, styles } = inlineHashesOf(response.body);
  expect(policy.get('script-src')).toEqual([...scripts, "'self'"]);
  expect(policy.get('style-src')).toEqual(["'self'", ...styles]);
  expect(policyMatchesBytes(String(response.headers['content-security-policy']), response.body)).toBe(true);
}

function expectPolicyBesidesInline(response: LightMyRequestResponse, framing: Framing) {
  expectCommonHeaders(response, framing);
  const policy = directives(response);
  expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
  expect(policy.get('font-src')).toEqual(["'self'"]);
  expect(policy.get('media-src')).toEqual(["'self'"]);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual([`'${framing}'`]);
  expect(policy.has('upgrade-insecure-requests')).toBe(false); // plain http here
  return policy;
}

function expectResourcePolicy(response: LightMyRequestResponse) {
  expectCommonHeaders(response);
  expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
}

/** Every <script>, <style> and script preload start tag of an HTML answer. */
const inlineCapable = (html: string) =>
  html.match(/<script\b[^>]*>|<style\b[^>]*>|<link\b[^>]*rel="modulepreload"[^>]*>/g) ?? [];

describe('security headers: HTML documents', () => {
  it('a page carries the document policy naming the hashes of exactly its inline scripts and styles', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expectPageHashPolicy(response);
    const tags = inlineCapable(response.body);
    // Scripts: theme boot, JSON-LD, state JSON, hydration boot. Styles: theme variables, the site's
    // CSS, the hold on the waiting blocks (decision 141).
    expect(tags.filter((tag) => tag.startsWith('<script'))).toHaveLength(4);
    expect(tags.filter((tag) => tag.startsWith('<style'))).toHaveLength(3);
    // The JSON data blocks never run: not listed. The theme boot and the hydration boot are.
    expect(inlineHashesOf(response.body).scripts).toHaveLength(2);
    // The entry and its imports are preloaded by the hydration boot script (from 'self'), not by markup.
    expect(tags.filter((tag) => tag.startsWith('<link'))).toHaveLength(0);
    expect(response.body).not.toContain('<script type="module"');
    for (const tag of tags) expect(tag).not.toContain(' nonce=');
    expect(response.body).toContain('<meta property="csp-nonce" content="">');
  });

  it('the not-found page is a document whose policy names its hashes', async () => {
    const response = await get('/gibt-es-nicht');
    expect(response.statusCode).toBe(404);
    expectPageHashPolicy(response);
  });

  it("the API's HTML notice page (newsletter link from an email) nonces its style", async () => {
    const response = await get('/api/newsletter/confirm/unknown-token-0123456789/', { accept: 'text/html' });
    expect(response.statusCode).toBe(404);
    const nonce = expectDocumentPolicy(response, 'none');
    expect(response.body).toContain(`<style nonce="${nonce}">`);
  });

  it("the newsletter link's button (a plain same-origin form POST, no CSRF cookie) is answered with a nonced page", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe/unknown-token-0123456789/',
      headers: {
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
        host: 'coaching.example',
        origin: 'http://coaching.example',
        'sec-fetch-site': 'same-origin',
      },
      payload: '',
    });
    expect(response.statusCode).toBe(404);
    const nonce = expectDocumentPolicy(response, 'none');
    // The page's form may post only to this origin (the button's action is a same-origin path).
    expect(directives(response).get('form-action')).toEqual(["'self'"]);
    expect(response.body).toContain(`<style nonce="${nonce}">`);
  });

  it('the site frames nothing of its own; the console frames the site (its click map) and is framed by nobody', async () => {
    expect(directives(await get('/about')).get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
    const console = await get('/admin/');
    expect(console.statusCode).toBe(200);
    expect(directives(console).get('frame-src')).toEqual(["'self'", 'https://www.youtube-nocookie.com']);
    expect(directives(console).get('frame-ancestors')).toEqual(["'none'"]);
    expect(console.headers['x-frame-options']).toBe('DENY');
    // However the path is spelt, the console's page is the console's.
    const spelt = await get('/%61dmin/');
    expect(spelt.body).toContain('/admin/assets/');
    expect(directives(spelt).get('frame-ancestors')).toEqual(["'none'"]);
    expect(spelt.headers['x-frame-options']).toBe('DENY');
  });

  it('over https (behind the proxy) the policy upgrades insecure requests', async () => {
    const response = await get('/', { 'x-forwarded-proto': 'https' });
    expect(directives(response).get('upgrade-insecure-requests')).toEqual([]);
    expect(policyMatchesBytes(String(response.headers['content-security-policy']), response.body)).toBe(true);
  });
});

describe('security headers: everything else is deny-all', () => {
  it('hashed site assets', async () => {
    const page = await get('/');
    const script = /"(\/assets\/entry-client-[^"]+\.js)"/.exec(page.body)?.[1];
    // The head script names the font files the browser fetches after the load (decision 119).
    const font = /"(\/assets\/[^"]+\.woff2)"/.exec(page.body)?.[1];
    for (const url of [script, font]) {
      const response = await get(String(url));
      expect(response.statusCode, url).toBe(200);
      expectResourcePolicy(response);
    }
  });

  it('seeded media', async () => {
    const response = await get('/media/seed/hero.svg');
    expect(response.statusCode).toBe(200);
    expectResourcePolicy(response);
  });

  it('API JSON, cached or not, and API errors', async () => {
    for (const url of ['/api/health/', '/api/services/featured/', '/api/services/featured/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('application/json');
      expectResourcePolicy(response);
    }
    failing.add('/api/content/themes/');
    const unavailable = await get('/api/content/themes/');
    expect(unavailable.statusCode).toBe(503);
    expectResourcePolicy(unavailable);
    const invalid = await app.inject({ method: 'POST', url: '/api/newsletter/subscribe/', payload: {} });
    expect(invalid.statusCode).toBeGreaterThanOrEqual(400);
    expectResourcePolicy(invalid);
  });

  it('404 outside the site, and a crash', async () => {
    const notFound = await app.inject({ method: 'DELETE', url: '/nothing-here' });
    expect(notFound.statusCode).toBe(404);
    expectResourcePolicy(notFound);
    const crash = await get('/__test/crash');
    expect(crash.statusCode).toBe(500);
    expectResourcePolicy(crash);
  });

  it('redirects (legacy legal path 301, gate 302)', async () => {
    const legacy = await get('/impressum');
    expect(legacy.statusCode).toBe(301);
    expectResourcePolicy(legacy);
    failing.add('/api/content/site-settings/'); // the blog gate cannot be checked: back to /
    const gated = await get('/blog');
    expect(gated.statusCode).toBe(302);
    expectResourcePolicy(gated);
  });
});

describe('security headers: 304 answers carry no policy', () => {
  // A 304 only updates the headers of the answer the browser kept, whose policy belongs to its body;
  // a page's new nonce would block the kept page's scripts (decision 011).
  it.each(['/about', '/api/services/featured/', '/media/seed/hero.svg'])('%s', async (url) => {
    const first = await get(url);
    const etag = String(first.headers.etag);
    expect(etag).not.toBe('undefined');
    const notModified = await get(url, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    // A page's 304 keeps the framing its stored page was sent with.
    expectCommonHeaders(notModified, url === '/about' ? 'self' : 'none');
    expect(notModified.headers['content-security-policy']).toBeUndefined();
  });
});

describe('documentPolicy', () => {
  it('adds upgrade-insecure-requests only over https', () => {
    expect(documentPolicy({ nonce: 'abc', https: false })).not.toContain('upgrade-insecure-requests');
    expect(documentPolicy({ nonce: 'abc', https: true })).toMatch(/; upgrade-insecure-requests$/);
  });

  it('lets a document be framed by its own origin only when asked, and frame its own origin only when asked', () => {
    const plain = documentPolicy({ nonce: 'abc', https: false });
    expect(plain).toContain("frame-ancestors 'none'");
    expect(plain).toContain('frame-src https://www.youtube-nocookie.com;');
    expect(documentPolicy({ nonce: 'abc', https: false, framedBySelf: true })).toContain(
      "frame-ancestors 'self'",
    );
    expect(documentPolicy({ nonce: 'abc', https: false, framesSelf: true })).toContain(
      "frame-src 'self' https://www.youtube-nocookie.com;",
    );
  });

  it('never allows inline scripts without the nonce, nor eval', () => {
    const script = /script-src ([^;]*)/.exec(documentPolicy({ nonce: 'abc', https: false }))?.[1];
    expect(script).toBe("'nonce-abc' 'strict-dynamic' 'self'");
    expect(RESOURCE_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
