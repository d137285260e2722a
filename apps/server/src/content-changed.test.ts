/**
 * One `contentChanged()` (decision 026) on the composed server: content changed directly in the
 * database shows nowhere until the call — not in the API's answers, the active-language list or the
 * rendered pages — and everywhere after it.
 */
import { describe, expect, it } from 'vitest';
import { setupComposedServer } from './testing/composed-server';

const server = setupComposedServer();
const get = (url: string) => server.app.inject({ method: 'GET', url });
const siteName = async () =>
  (await get('/api/content/site-settings/current/?language=en')).json().site_name as string;
const languageCodes = async () =>
  ((await get('/api/languages/')).json().results as { code: string }[]).map((language) => language.code);
/** The languages a rendered page links to (its hreflang alternates). */
const pageLanguages = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([a-z]{2})"/g)].map((match) => match[1]);

describe('contentChanged()', () => {
  it('invalidates the API answers, the language list and the rendered pages, and nothing before it', async () => {
    // Everything read once, so every cache holds the current content.
    expect(await siteName()).toBe('Wegweiser Coaching');
    expect(await languageCodes()).toContain('zh');
    expect((await server.api.languages.resolve('zh')).language).toBe('zh');
    const page = await get('/?lang=en');
    expect(page.body).toContain('Wegweiser Coaching');
    expect(pageLanguages(page.body)).toContain('zh');

    await server.api.database.db.execute(
      `update site_settings set site_name = site_name || '{"en": "Wegweiser Changed Coaching"}'::jsonb`,
    );
    await server.api.database.db.execute(`update languages set is_active = false where code = 'zh'`);

    // Not announced yet: every cache still answers with the old content.
    expect(await siteName()).toBe('Wegweiser Coaching');
    expect(await languageCodes()).toContain('zh');
    expect((await server.api.languages.resolve('zh')).language).toBe('zh');
    const cached = await get('/?lang=en');
    expect(cached.headers['x-cache']).toBe('HIT');
    expect(cached.body).not.toContain('Wegweiser Changed Coaching');

    server.api.contentChanged();

    expect(await siteName()).toBe('Wegweiser Changed Coaching');
    expect(await languageCodes()).not.toContain('zh');
    // An inactive language is no longer a page's language: the default is.
    expect((await server.api.languages.resolve('zh')).language).toBe('de');
    const rendered = await get('/?lang=en');
    expect(rendered.headers['x-cache']).toBe('MISS');
    expect(rendered.body).toContain('Wegweiser Changed Coaching');
    expect(pageLanguages(rendered.body)).not.toContain('zh');
    expect(pageLanguages(rendered.body)).toContain('en');
  });

  it('tells its listeners where the change came from (this process unless named) and what it changed', () => {
    const changes: unknown[] = [];
    const stop = server.api.onContentChanged((change) => changes.push(change));
    server.api.contentChanged();
    server.api.contentChanged(['blog']);
    server.api.contentChanged(null, 'instance-b');
    stop();
    server.api.contentChanged();
    expect(changes).toEqual([
      { origin: 'local', data: null },
      { origin: 'local', data: ['blog'] },
      { origin: 'instance-b', data: null },
    ]);
  });
});
