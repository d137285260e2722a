/**
 * One image of the media library (issue 13 point 7, decision 046): its details, alt text merged
 * per language, where it is used (drafts, live items, variant URLs inside markdown) and a delete
 * refused while it is used.
 */
import { describe, expect, it } from 'vitest';
import { setupContentApp } from '../helpers/admin-content';
import { mediaLibrary } from '../helpers/media-library';

const t = setupContentApp();
const { uploadOne } = mediaLibrary(t);

describe('one image', () => {
  it('answers its details, nothing using it yet; an unknown or malformed id is 404', async () => {
    const item = await uploadOne();
    const detail = await t.send('GET', `/api/admin/media/${item.id}/`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: item.id, url: item.url, used_in: [] });
    expect((await t.send('GET', '/api/admin/media/00000000-0000-4000-8000-000000000000/')).status).toBe(404);
    expect((await t.send('GET', '/api/admin/media/nicht-da/')).status).toBe(404);
  });

  it('merges alt text per language; null removes a language; unknown languages are refused', async () => {
    const item = await uploadOne();
    const first = await t.send('PATCH', `/api/admin/media/${item.id}/`, {
      body: { alt: { de: 'Heller Praxisraum', en: 'Bright practice room' }, version: 0 },
    });
    expect(first.status).toBe(200);
    expect(first.body.alt).toEqual({ de: 'Heller Praxisraum', en: 'Bright practice room' });
    expect(first.body.version).toBe(1);
    const second = await t.send('PATCH', `/api/admin/media/${item.id}/`, {
      body: { alt: { en: null, fr: 'Salle de consultation lumineuse' }, version: 1 },
    });
    expect(second.status).toBe(200);
    expect(second.body.version).toBe(2);
    expect(second.body.alt).toEqual({ de: 'Heller Praxisraum', fr: 'Salle de consultation lumineuse' });
    const listed = (await t.send('GET', '/api/admin/media/')).body.results.find(
      (entry: { id: string }) => entry.id === item.id,
    );
    expect(listed.alt).toEqual(second.body.alt);

    const unknown = await t.send('PATCH', `/api/admin/media/${item.id}/?language=en`, {
      body: { alt: { xx: 'a' }, version: 2 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ 'alt.xx': ['Unknown field.'] });
    const tooLong = await t.send('PATCH', `/api/admin/media/${item.id}/`, {
      body: { alt: { de: 'x'.repeat(501) }, version: 2 },
    });
    expect(tooLong.status).toBe(400);
    expect((await t.send('GET', `/api/admin/media/${item.id}/`)).body.alt).toEqual(second.body.alt);
    const missing = await t.send('PATCH', '/api/admin/media/00000000-0000-4000-8000-000000000000/', {
      body: { alt: { de: 'x' }, version: 0 },
    });
    expect(missing.status).toBe(404);
  });

  it('refuses a change made from an older version with 409 and the current state, keeping the newer text', async () => {
    const item = await uploadOne('zwei-besitzer.png');
    const mine = await t.send('PATCH', `/api/admin/media/${item.id}/`, {
      role: 'owner',
      body: { alt: { de: 'Von der Inhaberin' }, version: 0 },
    });
    expect(mine.status).toBe(200);
    const stale = await t.send('PATCH', `/api/admin/media/${item.id}/?language=en`, {
      body: { alt: { de: 'Von der Redakteurin' }, version: 0 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'Someone changed this item in the meantime. Please compare both versions.',
    );
    expect(stale.body.current).toMatchObject({ id: item.id, version: 1, alt: { de: 'Von der Inhaberin' } });
    expect(stale.body.current.used_in).toEqual([]);
    expect((await t.send('GET', `/api/admin/media/${item.id}/`)).body.alt).toEqual({
      de: 'Von der Inhaberin',
    });
    const next = await t.send('PATCH', `/api/admin/media/${item.id}/`, {
      body: { alt: { en: 'From the editor' }, version: stale.body.current.version },
    });
    expect(next.status).toBe(200);
    expect(next.body.alt).toEqual({ de: 'Von der Inhaberin', en: 'From the editor' });
  });

  it('knows where it is used — a service draft and a live setting — and refuses to go until it is not', async () => {
    const item = await uploadOne('titelbild.png');
    const service = (await t.send('GET', '/api/admin/services/')).body.results[0];
    const drafted = await t.send('PATCH', `/api/admin/services/${service.key}/`, {
      body: { version: service.version, image: item.url },
    });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
    expect(drafted.body.status).toBe('changed');

    const settings = (await t.send('GET', '/api/admin/site-settings/', { role: 'owner' })).body.results[0];
    const logo = `http://localhost:3000${item.url}`;
    const saved = await t.send('PATCH', `/api/admin/site-settings/${settings.key}/`, {
      role: 'owner',
      body: { version: settings.version, header_logo: logo },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const detail = await t.send('GET', `/api/admin/media/${item.id}/`);
    expect(detail.body.used_in).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          resource: 'services',
          key: service.key,
          field: 'image',
          status: 'changed',
        }),
        expect.objectContaining({ resource: 'site-settings', key: settings.key, field: 'header_logo' }),
      ]),
    );
    expect(detail.body.used_in).toHaveLength(2);
    expect(detail.body.used_in[0].label.de).toBe(drafted.body.document.title.de);

    const refused = await t.send('DELETE', `/api/admin/media/${item.id}/?language=en`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This image is still in use. Remove it from the places listed first.');
    expect(refused.body.used_in).toEqual(detail.body.used_in);
    expect((await t.send('GET', `/api/admin/media/${item.id}/`)).status).toBe(200);

    // The setting no longer uses it; the service's draft still does.
    const cleared = await t.send('PATCH', `/api/admin/site-settings/${settings.key}/`, {
      role: 'owner',
      body: { version: saved.body.version, header_logo: null },
    });
    expect(cleared.status).toBe(200);
    const stillUsed = await t.send('DELETE', `/api/admin/media/${item.id}/`);
    expect(stillUsed.status).toBe(409);
    expect(stillUsed.body.used_in).toEqual([
      expect.objectContaining({ resource: 'services', field: 'image' }),
    ]);

    const discarded = await t.send('POST', `/api/admin/services/${service.key}/discard/`, {
      body: { version: drafted.body.version },
    });
    expect(discarded.status).toBe(204);
    const deleted = await t.send('DELETE', `/api/admin/media/${item.id}/`);
    expect(deleted.status).toBe(204);
    expect((await t.send('GET', `/api/admin/media/${item.id}/`)).status).toBe(404);
    expect(await t.api.repositories.media.file(item.id)).toBeNull();
    expect((await t.send('DELETE', `/api/admin/media/${item.id}/`)).status).toBe(404);
  });

  it('counts a variant URL inside markdown of a draft never published', async () => {
    const item = await uploadOne('im-text.png');
    const path = item.url.replace('/media/', '');
    const posts = await t.send('GET', '/api/admin/blog-posts/');
    const post = await t.send('GET', `/api/admin/blog-posts/${posts.body.results[0].key}/`);
    const { slug: _slug, ...document } = post.body.document;
    const created = await t.send('POST', '/api/admin/blog-posts/', {
      body: {
        ...document,
        slug: `bild-im-text-${Date.now()}`,
        content: { ...document.content, de: `Vorher\n\n![Raum](/media/img/640/${path}.avif)\n\nNachher` },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const detail = await t.send('GET', `/api/admin/media/${item.id}/`);
    expect(detail.body.used_in).toEqual([
      expect.objectContaining({
        resource: 'blog-posts',
        key: created.body.key,
        field: 'content.de',
        status: 'draft',
      }),
    ]);
    expect((await t.send('DELETE', `/api/admin/media/${item.id}/`)).status).toBe(409);
  });
});
