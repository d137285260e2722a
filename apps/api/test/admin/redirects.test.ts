/**
 * Redirects managed by the owner (issue 13 point 9, decision 045): written when saved, loops and
 * chains refused, the machine's paths and the three fixed redirects off limits, and a 301 left
 * behind automatically when a published slug changes.
 */

import { translate } from '@wegweiser/contracts/messages';
import { describe, expect, it } from 'vitest';
import { setupContentApp } from '../helpers/admin-content';

const t = setupContentApp();

const owner = { role: 'owner' as const };
const create = (body: Record<string, unknown>) => t.send('POST', '/api/admin/redirects/', { ...owner, body });
/** The owner's list entry for a source path (its label is the path). */
const redirectFor = async (path: string) =>
  (await t.send('GET', '/api/admin/redirects/', owner)).body.results.find(
    (item: { label: Record<string, string> }) => item.label.text === path,
  );

describe('redirects', () => {
  it('a redirect is live when saved, with its path normalised; an editor may not manage them', async () => {
    const created = await create({ from_path: '/alter-beitrag/', to_path: '/blog', status_code: 302 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'published' });
    expect(created.body.document).toMatchObject({
      from_path: '/alter-beitrag',
      to_path: '/blog',
      status_code: 302,
    });
    expect(await redirectFor('/alter-beitrag')).toBeDefined();
    // What the site's page requests ask (apps/server passes it to the page route): at once.
    expect(await t.api.redirects.find('/alter-beitrag/')).toEqual({ location: '/blog', status: 302 });
    expect(await t.api.redirects.find('/nothing-here')).toBeNull();
    expect((await t.send('GET', '/api/admin/redirects/', { role: 'editor' })).status).toBe(403);
  });

  it.each([
    ['/api/services', 'reserved_path'],
    ['/admin', 'reserved_path'],
    ['/datenschutz', 'reserved_path'],
    ['/', 'invalid_path'],
    ['no-slash', 'invalid_path'],
    ['/a/../b', 'invalid_path'],
    ['//evil.example', 'invalid_path'],
    ['/with?query', 'invalid_path'],
  ] as const)('refuses %s as a source (%s)', async (from, key) => {
    const refused = await create({ from_path: from, to_path: '/blog' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.from_path).toBeDefined();
    expect(refused.body.errors.from_path[0]).toBe(translate(key, 'de'));
  });

  it('refuses javascript: and relative targets, accepts https URLs', async () => {
    expect((await create({ from_path: '/js', to_path: 'javascript:alert(1)' })).status).toBe(400);
    expect((await create({ from_path: '/rel', to_path: 'blog' })).status).toBe(400);
    // The probe's header injection: `new URL()` drops CR and LF, the stored string kept them (issue 23 point 2).
    for (const to_path of [
      'https://evil.example/\r\nSet-Cookie: x=1',
      'https://evil.example/\nx',
      'https://evil.example/\u0000',
      'https://user:pass@evil.example/',
    ]) {
      const injected = await create({ from_path: '/kopf', to_path });
      expect(injected.status, JSON.stringify(to_path)).toBe(400);
      expect(injected.body.errors.to_path).toBeDefined();
    }
    const away = await create({ from_path: '/buch', to_path: 'https://verlag.example/buch' });
    expect(away.status).toBe(201);
  });

  it('refuses a loop and a chain, naming the target field', async () => {
    const self = await create({ from_path: '/kreis', to_path: '/kreis/' });
    expect(self.status).toBe(400);
    expect(self.body.errors.to_path).toBeDefined();

    expect((await create({ from_path: '/eins', to_path: '/zwei' })).status).toBe(201);
    const loop = await create({ from_path: '/zwei', to_path: '/eins' });
    expect(loop.status).toBe(400);
    expect(loop.body.errors.to_path).toBeDefined();
    const chain = await create({ from_path: '/drei', to_path: '/eins' });
    expect(chain.status).toBe(400);
    const fixed = await create({ from_path: '/vier', to_path: '/impressum' });
    expect(fixed.status).toBe(400);
  });

  it('a redirect to a path others lead to keeps them one step long', async () => {
    expect((await create({ from_path: '/a-alt', to_path: '/b-neu' })).status).toBe(201);
    expect((await create({ from_path: '/b-neu', to_path: '/c-final' })).status).toBe(201);
    const first = await redirectFor('/a-alt');
    const item = await t.send('GET', `/api/admin/redirects/${first.key}/`, owner);
    expect(item.body.document.to_path).toBe('/c-final');
  });

  it('a published slug change leaves a 301 from the old address; changing it back removes it', async () => {
    const [service] = (await t.send('GET', '/api/admin/services/')).body.results;
    const item = (await t.send('GET', `/api/admin/services/${service.key}/`)).body;
    const oldSlug = item.document.slug as string;
    const publishSlug = async (slug: string) => {
      const current = (await t.send('GET', `/api/admin/services/${service.key}/`)).body;
      const saved = await t.send('PATCH', `/api/admin/services/${service.key}/`, {
        body: { version: current.version, slug },
      });
      expect(saved.status).toBe(200);
      const published = await t.send('POST', `/api/admin/services/${service.key}/publish/`, {
        body: { version: saved.body.version },
      });
      expect(published.status).toBe(200);
    };

    await publishSlug('neuer-name');
    const automatic = await redirectFor(`/services/${oldSlug}`);
    const detail = await t.send('GET', `/api/admin/redirects/${automatic.key}/`, owner);
    expect(detail.body.document).toMatchObject({
      to_path: '/services/neuer-name',
      status_code: 301,
      automatic: true,
    });

    await publishSlug('noch-neuer');
    // The first redirect now points straight at the newest address.
    const flattened = await t.send('GET', `/api/admin/redirects/${automatic.key}/`, owner);
    expect(flattened.body.document.to_path).toBe('/services/noch-neuer');

    expect(await t.api.redirects.find(`/services/${oldSlug}`)).toEqual({
      location: '/services/noch-neuer',
      status: 301,
    });

    await publishSlug(oldSlug);
    expect(await redirectFor(`/services/${oldSlug}`)).toBeUndefined();
    const back = await redirectFor('/services/noch-neuer');
    const backDetail = await t.send('GET', `/api/admin/redirects/${back.key}/`, owner);
    expect(backDetail.body.document.to_path).toBe(`/services/${oldSlug}`);
  });
});
