/**
 * A page render does no markdown work for texts rendered when they were published (issue 26 point
 * 3, decision 118): the legal pages, a service, a package and the posts show the HTML their answers
 * carry; the renderer runs only for a text whose stored HTML is not in step (written behind the
 * API's back), as before. Counts the renders of the built site's own renderer.
 */
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupComposedServer } from './testing/composed-server';

const server = setupComposedServer({}, { pageCache: false });

type Entry = { markdownRenders: () => number };
const entry = async () =>
  (await import(
    pathToFileURL(new URL('../../web/dist/server/entry-server.js', import.meta.url).pathname).href
  )) as Entry;

const PAGES = [
  '/legal/privacy',
  '/legal/imprint',
  '/services/packages/klarheit-karriere',
  '/blog/die-kunst-nein-zu-sagen',
  '/career/systemischer-coach-honorarbasis',
];

describe('markdown stored at publish', () => {
  it('renders pages with stored markdown HTML without rendering markdown', async () => {
    const { markdownRenders } = await entry();
    const services = await server.app.inject({ method: 'GET', url: '/api/services/?language=de' });
    const pages = [...PAGES, `/services/${services.json().results[0].slug}`];
    const before = markdownRenders();
    for (const url of pages) {
      const page = await server.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('data-markdown=');
    }
    expect(markdownRenders() - before).toBe(0);
  });

  it('renders a text whose stored HTML is not in step, as before', async () => {
    const { markdownRenders } = await entry();
    await server.api.database.db.execute(
      sql`update legal_pages set content = ${JSON.stringify({ de: 'Geändert *ohne* Veröffentlichung' })}::jsonb where type = 'terms'`,
    );
    server.api.responseCache.clear();
    const before = markdownRenders();
    const page = await server.app.inject({ method: 'GET', url: '/legal/terms' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Geändert <em>ohne</em> Veröffentlichung');
    expect(markdownRenders() - before).toBe(1);
  });
});
