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
    // Kept by a shared cache, stale while it revalidates or the site errs (decision 117); a browser
    // asks again every time.
    for (const answer of [first, second]) {
      expect(String(answer.headers['cdn-cache-control'])).toContain('stale-while-revalidate');
      expect(String(answer.headers['cdn-cache-control'])).toContain('stale-if-error');
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
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
