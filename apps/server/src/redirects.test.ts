/**
 * The owner's redirects on the composed server (decision 045): a page request for a redirected path
 * answers the redirect before any render (its query carried to a target on this site), a change
 * is live after `contentChanged()`, and the site's own pages are untouched.
 */
import { describe, expect, it } from 'vitest';
import { setupComposedServer } from './testing/composed-server';

const t = setupComposedServer('redirects');

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('redirects on page requests', () => {
  it('answers a saved redirect with its status and location, the query carried along', async () => {
    expect((await get('/alter-beitrag')).statusCode).toBe(404);
    await t.api.database.db.execute(
      `insert into redirects (from_path, to_path, status_code) values
         ('/alter-beitrag', '/blog', 301),
         ('/aktion', 'https://verlag.example/buch', 302),
         ('/über-mich', '/about', 301)`,
    );
    t.api.contentChanged();

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
