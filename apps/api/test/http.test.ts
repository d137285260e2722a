import { describe, expect, it } from 'vitest';
import { setupApp } from './helpers/build-app';

const t = setupApp();

const writeEndpoints = [
  ['/api/newsletter/subscribe/', { email: 'csrf@example.com' }],
  ['/api/contact/', { name: 'A', email: 'a@example.com', message: 'Hallo' }],
  ['/api/analytics/session/start/', {}],
  ['/api/analytics/track/', { events: [] }],
  ['/api/analytics/session/end/', {}],
] as const;

describe('CSRF double submit', () => {
  it('issues a signed csrftoken cookie readable by scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/csrf/' });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^csrftoken=[\w-]+\.[\w-]+;/);
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly');
    expect(response.json().csrftoken).toBe(cookie.split(';')[0]?.split('=')[1]);
  });

  it.each(writeEndpoints)('POST %s without the header → 403 and a fresh cookie', async (url, body) => {
    const response = await t.post(`${url}?language=en`, body, { headers: { 'x-csrftoken': '' } });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'The security check failed. Please reload the page.' });
  });

  it('rejects a header that does not match the cookie', async () => {
    const other = (await t.app.inject({ method: 'GET', url: '/api/csrf/' })).json().csrftoken;
    const response = await t.post('/api/contact/', writeEndpoints[1][1], {
      headers: { 'x-csrftoken': other },
    });
    expect(response.status).toBe(403);
  });

  it('rejects a forged, unsigned token even when cookie and header agree', async () => {
    const forged = 'attacker.chosen';
    const response = await t.post('/api/contact/', writeEndpoints[1][1], {
      headers: { 'x-csrftoken': forged },
      cookies: { csrftoken: forged },
    });
    expect(response.status).toBe(403);
  });

  it('rejects a cross-site request', async () => {
    const crossSite = await t.post('/api/contact/', writeEndpoints[1][1], {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const foreignOrigin = await t.post('/api/contact/', writeEndpoints[1][1], {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreignOrigin.status).toBe(403);
  });

  it('takes an Origin naming the request’s own host in development (no PUBLIC_URL needed)', async () => {
    const own = await t.post('/api/contact/', writeEndpoints[1][1], {
      headers: { host: 'coach.test:3000', origin: 'http://coach.test:3000' },
    });
    expect(own.status).toBe(201);
  });

  it('does not require a token for GET', async () => {
    expect((await t.get('/api/languages/')).status).toBe(200);
  });
});

describe('request format', () => {
  it('requires a JSON content type', async () => {
    for (const [url] of writeEndpoints) {
      const response = await t.post(`${url}?language=en`, 'email=a@example.com', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.status, url).toBe(415);
      expect(response.body.message).toBe('Please send the data as JSON (Content-Type: application/json).');
    }
    const plain = await t.post('/api/newsletter/subscribe/', '{"email":"a@example.com"}', {
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
  });

  it('rejects malformed JSON with 400', async () => {
    const response = await t.post('/api/contact/?language=en', '{"name": ');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The request body is not valid JSON.');
  });

  it('limits body sizes', async () => {
    const newsletter = await t.post('/api/newsletter/subscribe/?language=en', {
      email: `${'a'.repeat(3000)}@example.com`,
    });
    expect(newsletter.status).toBe(413);
    expect(newsletter.body.message).toBe('The request is too large.');
    const contact = await t.post('/api/contact/', {
      name: 'A',
      email: 'a@example.com',
      message: 'x'.repeat(20_000),
    });
    expect(contact.status).toBe(413);
  });
});

describe('response cache, ETag and 304', () => {
  it('serves repeated GETs from the cache with a stable ETag', async () => {
    const first = await t.get('/api/services/featured/?language=fr');
    const second = await t.get('/api/services/featured/?language=fr');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toEqual(first.body);
    expect(String(first.headers['cache-control'])).toContain('stale-while-revalidate');
    expect(String(first.headers['cache-control'])).toContain('stale-if-error');
  });

  it('answers 304 to a matching If-None-Match, from cache and on a miss', async () => {
    const first = await t.get('/api/testimonials/?language=de');
    const etag = String(first.headers.etag);
    const hit = await t.app.inject({
      method: 'GET',
      url: '/api/testimonials/?language=de',
      headers: { 'if-none-match': etag },
    });
    expect(hit.statusCode).toBe(304);
    expect(hit.body).toBe('');
    t.api.responseCache.clear();
    const miss = await t.app.inject({
      method: 'GET',
      url: '/api/testimonials/?language=de',
      headers: { 'if-none-match': etag },
    });
    expect(miss.statusCode).toBe(304);
  });

  it('treats reordered query parameters as the same entry', async () => {
    await t.get('/api/services/?language=en&page_size=2');
    const reordered = await t.get('/api/services/?page_size=2&language=en');
    expect(reordered.headers['x-cache']).toBe('HIT');
  });

  it('does not cache errors', async () => {
    await t.get('/api/services/nope/');
    const again = await t.get('/api/services/nope/');
    expect(again.status).toBe(404);
    expect(again.headers['x-cache']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('documents every route from the contracts', async () => {
    const { status, body } = await t.get('/api/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    for (const path of [
      '/api/languages/',
      '/api/content/site-settings/current/',
      '/api/content/multilingual/static-content/by_types/',
      '/api/services/{idOrSlug}/',
      '/api/services/packages/featured/',
      '/api/blog/{idOrSlug}/',
      '/api/career/categories/',
      '/api/newsletter/subscribe/',
      '/api/newsletter/confirm/{token}/',
      '/api/newsletter/unsubscribe/{token}/',
      '/api/contact/',
      '/api/analytics/session/start/',
      '/api/analytics/track/',
      '/api/analytics/session/end/',
    ]) {
      expect(body.paths[path], path).toBeDefined();
    }
    for (const path of ['/api/newsletter/confirm/{token}/', '/api/newsletter/unsubscribe/{token}/']) {
      expect(Object.keys(body.paths[path]).sort(), path).toEqual(['get', 'post']);
    }
    const subscribe = body.paths['/api/newsletter/subscribe/'].post;
    expect(subscribe.requestBody.content['application/json'].schema.properties.email).toBeDefined();
    const byTypes = body.paths['/api/content/multilingual/static-content/by_types/'].get;
    expect(byTypes.parameters.map((p: { name: string }) => p.name)).toEqual(['language', 'types']);
  });
});

describe('health', () => {
  it('reports the database engine', async () => {
    const { body } = await t.get('/api/health/');
    expect(body).toEqual({ status: 'ok', database: process.env.TEST_DATABASE ?? 'pglite' });
  });
});

describe('CSRF in production: the site’s origin is PUBLIC_URL alone', () => {
  const prod = setupApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://coach.example' });
  const message = { name: 'A', email: 'a@example.com', message: 'Hallo' };

  it('accepts PUBLIC_URL’s origin', async () => {
    const response = await prod.post('/api/contact/', message, {
      headers: { host: 'coach.example', origin: 'https://coach.example' },
    });
    expect(response.status).toBe(201);
  });

  it('refuses an Origin that only matches the Host header (a DNS-rebound name)', async () => {
    const response = await prod.post('/api/contact/', message, {
      headers: { host: 'rebound.example', origin: 'http://rebound.example' },
    });
    expect(response.status).toBe(403);
  });
});
