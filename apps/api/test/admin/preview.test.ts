/**
 * Preview links (issue 13 point 8, decision 044): a signed link for a page and a language, valid
 * for a day; the token is refused when forged, altered or expired. What a preview shows is proven
 * on the composed server (apps/server/src/preview.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { previewTokens } from '../../src/admin/content/preview';
import { setupContentApp } from '../helpers/admin-content';

const t = setupContentApp();

describe('preview links', () => {
  it('makes a signed link for a page and a language, valid for 24 hours, and records it', async () => {
    const before = Date.now();
    const made = await t.send('POST', '/api/admin/preview/', {
      body: { path: '/services', language: 'fr' },
    });
    expect(made.status).toBe(201);
    const url = new URL(made.body.url);
    expect(url.pathname).toBe('/services');
    expect(url.searchParams.get('lang')).toBe('fr');
    const token = url.searchParams.get('preview') ?? '';
    expect(t.api.preview.check(token)).toBe(true);
    const expires = Date.parse(made.body.expires_at);
    expect(expires - before).toBeGreaterThanOrEqual(24 * 3_600_000 - 1_000);
    expect(expires - before).toBeLessThanOrEqual(24 * 3_600_000 + 60_000);
    const audit = await t.send('GET', '/api/admin/audit/', { role: 'owner' });
    expect(audit.body.results.map((entry: { action: string }) => entry.action)).toContain('preview.create');
  });

  it('reads every API answer with the drafts published inside the preview, and only there', async () => {
    const [service] = (await t.send('GET', '/api/admin/services/')).body.results;
    const item = (await t.send('GET', `/api/admin/services/${service.key}/`)).body;
    const url = `/api/services/${item.document.slug}/?language=en`;
    const live = (await t.app.inject({ method: 'GET', url })).json().title;
    const saved = await t.send('PATCH', `/api/admin/services/${service.key}/`, {
      body: { version: item.version, title: { en: 'Draft title' } },
    });
    expect(saved.status).toBe(200);
    const made = await t.send('POST', '/api/admin/preview/', { body: { path: '/services' } });
    const token = new URL(made.body.url).searchParams.get('preview') ?? '';

    const inside = await t.api.preview.run(token, async () => {
      // Several reads at once, as a page render makes them: all in the preview's transaction.
      const [one, two] = await Promise.all([
        t.app.inject({ method: 'GET', url }),
        t.app.inject({ method: 'GET', url: '/api/services/?language=en' }),
      ]);
      return { title: one.json().title, cache: one.headers['x-cache'], list: two.json().results };
    });
    expect(inside.title).toBe('Draft title');
    expect(inside.cache).toBeUndefined();
    expect(inside.list.map((entry: { title: string }) => entry.title)).toContain('Draft title');

    const after = await t.app.inject({ method: 'GET', url });
    expect(after.json().title).toBe(live);
    expect((await t.send('GET', `/api/admin/services/${service.key}/`)).body).toMatchObject({
      status: 'changed',
      version: saved.body.version,
    });
    await expect(t.api.preview.run('1.forged', async () => 'read')).rejects.toThrow(/not valid/);
  });

  it('refuses a path that is not one of the site', async () => {
    for (const path of ['https://evil.example/', '//evil.example', 'services', '/a b']) {
      const refused = await t.send('POST', '/api/admin/preview/', { body: { path } });
      expect(refused.status, path).toBe(400);
      expect(refused.body.errors.path).toBeDefined();
    }
  });

  it('a token is refused when forged, altered or expired', () => {
    let now = Date.parse('2026-11-24T12:00:00Z');
    const tokens = previewTokens('secret-one-secret-one-secret-one-00', () => now);
    const token = tokens.create(new Date(now + 3_600_000));
    expect(tokens.check(token)).toBe(true);
    expect(previewTokens('another-secret-another-secret-000000', () => now).check(token)).toBe(false);
    const [expiry, signature] = token.split('.');
    expect(tokens.check(`${Number(expiry) + 3600}.${signature}`)).toBe(false);
    expect(tokens.check(`${token}.extra`)).toBe(false);
    expect(tokens.check('')).toBe(false);
    now += 3_600_001;
    expect(tokens.check(token)).toBe(false);
  });
});
