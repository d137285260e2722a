/**
 * The owner's redirects on the composed server (decision 045): a page request for a redirected path
 * answers the redirect before any render (its query carried to a target on this site), a change
 * is live after `contentChanged()`, and the site's own pages are untouched.
 */
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from './security-headers';
import { setupComposedServer } from './testing/composed-server';

const server = setupComposedServer();
const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('redirects on page requests', () => {
  it('answers a saved redirect with its status and location, the query carried along', async () => {
    expect((await get('/alter-beitrag')).statusCode).toBe(404);
    await server.api.database.db.execute(
      `insert into redirects (from_path, to_path, status_code) values
         ('/alter-beitrag', '/blog', 301),
         ('/aktion', 'https://verlag.example/buch', 302),
         ('/über-mich', '/about', 301)`,
    );
    server.api.contentChanged();

    const moved = await get('/alter-beitrag/?lang=en');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/blog?lang=en');
    const away = await get('/aktion?utm=x');
    expect(away.statusCode).toBe(302);
    expect(away.headers.location).toBe('https://verlag.example/buch');
    // The path as the browser sends it (percent-encoded) matches what the owner typed.
    const encoded = await get(`/${encodeURIComponent('über-mich')}`);
    expect(encoded.statusCode).toBe(301);
    expect(encoded.headers.location).toBe('/about');
  });

  it('leaves every other page and the fixed redirects as they are', async () => {
    expect((await get('/services')).statusCode).toBe(200);
    const fixed = await get('/datenschutz');
    expect(fixed.statusCode).toBe(301);
    expect(fixed.headers.location).toBe('/legal/privacy');
  });
});

describe('a redirect target no HTTP header may hold (issue 23 point 2)', () => {
  it('stored before the contracts refused it, answers through the site error handler with the security headers', async () => {
    await server.api.database.db.execute(
      `insert into redirects (from_path, to_path, status_code) values ('/kopf', E'https://evil.example/\\r\\nSet-Cookie: x=1', 302)`,
    );
    server.api.contentChanged();
    for (const accept of ['text/html', '*/*']) {
      const answer = await server.app.inject({ method: 'GET', url: '/kopf', headers: { accept } });
      expect(answer.statusCode).toBe(500);
      expect(answer.headers.location).toBeUndefined();
      expect(answer.headers['set-cookie']).toBeUndefined();
      // The HTML notice is one of the site's pages: framed by its own origin only (decision 088).
      const framing = accept === 'text/html' ? 'SAMEORIGIN' : 'DENY';
      for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, 'x-frame-options': framing }))
        expect(answer.headers[name]).toBe(value);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).not.toMatch(/ERR_INVALID_CHAR|Invalid character|evil/);
    }
  });
});
