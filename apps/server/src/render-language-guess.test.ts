/**
 * An uncached render reads the page's data beside the active languages, in the language the
 * languages last read give (decision 118). When the languages changed since, the guess is wrong:
 * the page is read again and rendered in the language the current languages give.
 */
import { describe, expect, it } from 'vitest';
import { setupComposedServer } from './testing/composed-server';

const server = setupComposedServer({ CONTENT_CACHE_TTL_SECONDS: '0' });
const render = (acceptLanguage: string) =>
  server.app.inject({ method: 'GET', url: '/about', headers: { 'accept-language': acceptLanguage } });

describe('the language a render assumes', () => {
  it('is read again when the languages changed since the last render', async () => {
    const before = await render('zh');
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-language']).toBe('zh');
    expect(before.body).toContain('<html lang="zh');
    expect(before.body).toContain('关于我');

    // Straight in the database, no announcement: with nothing cached the next render reads it.
    await server.api.database.db.execute(`update languages set is_active = false where code = 'zh'`);
    try {
      const after = await render('zh');
      expect(after.statusCode).toBe(200);
      expect(after.headers['content-language']).toBe('de');
      expect(after.body).toContain('<html lang="de"');
      // The German texts, not those read for the Chinese guess.
      expect(after.body).toContain('<h1 class="');
      expect(after.body).toContain('Über mich');
      expect(after.body).not.toContain('关于我');
      // The state the browser hydrates from holds what was read for German, not for the guess.
      expect(after.body).toContain('"site-settings:de"');
      expect(after.body).not.toContain('"site-settings:zh"');
    } finally {
      await server.api.database.db.execute(`update languages set is_active = true where code = 'zh'`);
    }
  });
});
