/**
 * Drafts, versions, publish, revisions and restore (issue 13 points 3 and 8, decision 044), proven
 * on services through the real routes and the public API that visitors read.
 */
import { describe, expect, it } from 'vitest';
import { setupContentApp } from '../helpers/admin-content';

const t = setupContentApp();

const publicService = async (slug: string, language = 'en') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/services/${slug}/?language=${language}` });
  return { status: response.statusCode, body: response.json() };
};

const firstService = async () => {
  const list = await t.send('GET', '/api/admin/services/');
  expect(list.status).toBe(200);
  return list.body.results[0] as {
    key: string;
    version: number;
    status: string;
    label: Record<string, string>;
  };
};

describe('content drafts', () => {
  it('lists the seeded services as published, version 0, labelled in every language', async () => {
    const list = await t.send('GET', '/api/admin/services/');
    expect(list.body.count).toBeGreaterThan(0);
    for (const item of list.body.results) {
      expect(item).toMatchObject({ status: 'published', version: 0 });
      expect(Object.keys(item.label)).toEqual(expect.arrayContaining(['de', 'en', 'es', 'fr', 'zh']));
    }
  });

  it('a PATCH saves a draft (merged per language) that visitors do not see until it is published', async () => {
    const { key } = await firstService();
    const before = await t.send('GET', `/api/admin/services/${key}/`);
    const slug = before.body.document.slug as string;
    const liveTitle = (await publicService(slug)).body.title;

    const saved = await t.send('PATCH', `/api/admin/services/${key}/`, {
      body: { version: 0, title: { en: 'Career coaching, renewed' } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ key, version: 1, status: 'changed' });
    expect(saved.body.updated_by.name).toMatch(/^editor /);
    // Only English changed; the other languages are kept.
    expect(saved.body.document.title).toEqual({
      ...before.body.document.title,
      en: 'Career coaching, renewed',
    });
    expect(saved.body.published.title.en).toBe(before.body.document.title.en);
    expect((await publicService(slug)).body.title).toBe(liveTitle);

    const published = await t.send('POST', `/api/admin/services/${key}/publish/`, { body: { version: 1 } });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ key, version: 1, status: 'published' });
    expect((await publicService(slug)).body.title).toBe('Career coaching, renewed');
    expect((await publicService(slug, 'de')).body.title).toBe(before.body.document.title.de);

    const revisions = await t.send('GET', `/api/admin/services/${key}/revisions/`);
    expect(revisions.body.results.map((revision: { version: number }) => revision.version)).toEqual([1, 0]);
    // Who published what is named; the seed's state (revision 0) was published by no one.
    expect(revisions.body.results[0].published_by.name).toMatch(/^editor /);
    expect(revisions.body.results[1].published_by).toBeNull();
    const audit = await t.send('GET', '/api/admin/audit/', { role: 'owner' });
    const actions = audit.body.results.map((entry: { action: string; entity_id: string }) => [
      entry.action,
      entry.entity_id,
    ]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['services.update', key],
        ['services.publish', key],
      ]),
    );
    // The entry names the item as it is called now, for the console's sentence (decision 092).
    const publishEntry = audit.body.results.find(
      (entry: { action: string; entity_id: string }) =>
        entry.action === 'services.publish' && entry.entity_id === key,
    );
    expect([before.body.document.title.de, 'Career coaching, renewed']).toContain(publishEntry.label);
    const revision = await t.send('GET', `/api/admin/services/${key}/revisions/1/`);
    expect(revision.body.document.title.en).toBe('Career coaching, renewed');
    expect(revision.body.previous.title.en).toBe(before.body.document.title.en);

    // Back to what the seed published: a draft first (issue 24 point 3) — the site keeps showing
    // what is live until the restored text is published.
    const restored = await t.send('POST', `/api/admin/services/${key}/revisions/0/restore/`, {
      body: { version: 1 },
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ version: 2, status: 'changed' });
    expect(restored.body.document.title.en).toBe(before.body.document.title.en);
    expect((await publicService(slug)).body.title).toBe('Career coaching, renewed');
    const republished = await t.send('POST', `/api/admin/services/${key}/publish/`, { body: { version: 2 } });
    expect(republished.body).toMatchObject({ status: 'published' });
    expect((await publicService(slug)).body.title).toBe(before.body.document.title.en);
  });

  it('marks the revision the website shows now as live — a draft on top keeps it so, a delete ends it', async () => {
    const created = await t.send('POST', '/api/admin/services/', {
      body: { slug: 'history-live-mark', title: { de: 'Verlauf', en: 'History' } },
    });
    expect(created.status).toBe(201);
    const liveOf = async (key: string) =>
      (await t.send('GET', `/api/admin/services/${key}/revisions/`)).body.results.map(
        (revision: { version: number; live: boolean }) => [revision.version, revision.live],
      );
    const first = await t.send('POST', `/api/admin/services/${created.body.key}/publish/`, {
      body: { version: 1 },
    });
    const key = first.body.key as string;
    expect(await liveOf(key)).toEqual([[1, true]]);

    await t.send('PATCH', `/api/admin/services/${key}/`, {
      body: { version: 1, title: { en: 'History 2' } },
    });
    await t.send('POST', `/api/admin/services/${key}/publish/`, { body: { version: 2 } });
    expect(await liveOf(key)).toEqual([
      [2, true],
      [1, false],
    ]);
    // An unpublished draft does not change what is live.
    const draft = await t.send('PATCH', `/api/admin/services/${key}/`, {
      body: { version: 2, title: { en: 'History 3' } },
    });
    expect(draft.body.status).toBe('changed');
    expect(await liveOf(key)).toEqual([
      [2, true],
      [1, false],
    ]);
    expect((await t.send('GET', `/api/admin/services/${key}/revisions/2/`)).body.live).toBe(true);
    expect((await t.send('GET', `/api/admin/services/${key}/revisions/1/`)).body.live).toBe(false);

    // Restoring an older one makes it the draft (replacing the one there); publishing it makes a
    // new revision live.
    const restored = await t.send('POST', `/api/admin/services/${key}/revisions/1/restore/`, {
      body: { version: 3 },
    });
    expect(restored.body).toMatchObject({ status: 'changed', version: 4 });
    expect(restored.body.document.title.en).toBe('History');
    expect(await liveOf(key)).toEqual([
      [2, true],
      [1, false],
    ]);
    await t.send('POST', `/api/admin/services/${key}/publish/`, { body: { version: 4 } });
    expect(await liveOf(key)).toEqual([
      [4, true],
      [2, false],
      [1, false],
    ]);

    expect((await t.send('DELETE', `/api/admin/services/${key}/`)).status).toBe(204);
    const afterDelete = await liveOf(key);
    expect(afterDelete.every(([, live]: [number, boolean]) => live === false)).toBe(true);

    const openapi = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const history = JSON.stringify(
      openapi.paths['/api/admin/services/{key}/revisions/'].get.responses['200'],
    );
    expect(history).toContain('The website shows this revision now');
  });

  it('a new draft shows "on the website" as publishing will do it, and a box turned off stays off (issue 24 point 3)', async () => {
    const shown = await t.send('POST', '/api/admin/services/', {
      body: { slug: 'neu-und-sichtbar', title: { de: 'Neu und sichtbar' } },
    });
    // Left out, the flags hold the site's defaults: the console's boxes say what publishing does.
    expect(shown.body.document).toMatchObject({ is_active: true, is_featured: false });
    const hidden = await t.send('POST', '/api/admin/services/', {
      body: { slug: 'neu-und-verborgen', title: { de: 'Neu und verborgen' }, is_active: false },
    });
    expect(hidden.body.document.is_active).toBe(false);
    for (const item of [shown.body, hidden.body]) {
      const published = await t.send('POST', `/api/admin/services/${item.key}/publish/`, {
        body: { version: item.version },
      });
      expect(published.status).toBe(200);
      expect(published.body.document.is_active).toBe(item.document.is_active);
    }
    expect((await publicService('neu-und-sichtbar', 'de')).status).toBe(200);
    expect((await publicService('neu-und-verborgen', 'de')).status).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/services/?language=de' });
    expect(list.body).toContain('neu-und-sichtbar');
    expect(list.body).not.toContain('neu-und-verborgen');
  });

  it('null removes one language; a title left empty in every language is refused and nothing is saved', async () => {
    const { key, version } = await firstService();
    const removed = await t.send('PATCH', `/api/admin/services/${key}/`, {
      body: { version, title: { zh: null } },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.document.title).not.toHaveProperty('zh');

    const empty = { de: null, en: null, es: null, fr: null, zh: null };
    const refused = await t.send('PATCH', `/api/admin/services/${key}/`, {
      body: { version: removed.body.version, title: empty },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty('title');
    const after = await t.send('GET', `/api/admin/services/${key}/`);
    expect(after.body.version).toBe(removed.body.version);
    expect(after.body.document.title.de).toBeTruthy();

    const discarded = await t.send('POST', `/api/admin/services/${key}/discard/`, {
      body: { version: removed.body.version },
    });
    expect(discarded.status).toBe(204);
    expect((await t.send('GET', `/api/admin/services/${key}/`)).body.status).toBe('published');
  });

  it('a stale version answers 409 with the current item; of two saves at once exactly one wins', async () => {
    const { key, version } = await firstService();
    const first = await t.send('PATCH', `/api/admin/services/${key}/`, {
      body: { version, title: { en: 'First editor' } },
    });
    expect(first.status).toBe(200);
    const stale = await t.send('PATCH', `/api/admin/services/${key}/`, {
      body: { version, title: { en: 'Second editor' } },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBeTruthy();
    expect(stale.body.current).toMatchObject({ version: first.body.version });
    expect(stale.body.current.document.title.en).toBe('First editor');

    const racing = await Promise.all(
      ['A', 'B'].map((name) =>
        t.send('PATCH', `/api/admin/services/${key}/`, {
          body: { version: first.body.version, title: { en: `Editor ${name}` } },
        }),
      ),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const stalePublish = await t.send('POST', `/api/admin/services/${key}/publish/`, {
      body: { version: first.body.version },
    });
    expect(stalePublish.status).toBe(409);
  });

  it('a new item is a draft, not on the site, until its first publish gives it an id', async () => {
    const created = await t.send('POST', '/api/admin/services/', {
      body: { slug: 'new-service-draft', title: { de: 'Neues Angebot', en: 'New offer' } },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ version: 1, status: 'draft', published: null });
    expect(created.body.key).toMatch(/^new-/);
    expect((await publicService('new-service-draft')).status).toBe(404);

    const published = await t.send('POST', `/api/admin/services/${created.body.key}/publish/`, {
      body: { version: 1 },
    });
    expect(published.status).toBe(200);
    expect(published.body.key).toMatch(/^\d+$/);
    expect((await publicService('new-service-draft')).body.title).toBe('New offer');

    const deleted = await t.send('DELETE', `/api/admin/services/${published.body.key}/`);
    expect(deleted.status).toBe(204);
    expect((await publicService('new-service-draft')).status).toBe(404);
    const revisions = await t.send('GET', `/api/admin/services/${published.body.key}/revisions/`);
    expect(revisions.body.results[0]).toMatchObject({ deleted: true });
  });

  it('discarding a never-published item deletes it: gone from the list, nothing kept in its history', async () => {
    const created = await t.send('POST', '/api/admin/services/', {
      body: { slug: 'discarded-before-publish', title: { de: 'Verworfen', en: 'Discarded' } },
    });
    expect(created.status).toBe(201);
    const key = created.body.key as string;
    const stale = await t.send('POST', `/api/admin/services/${key}/discard/`, { body: { version: 0 } });
    expect(stale.status).toBe(409);
    expect((await t.send('GET', `/api/admin/services/${key}/`)).status).toBe(200);

    const discarded = await t.send('POST', `/api/admin/services/${key}/discard/`, {
      body: { version: created.body.version },
    });
    expect(discarded.status).toBe(204);
    expect((await t.send('GET', `/api/admin/services/${key}/`)).status).toBe(404);
    expect((await t.send('GET', `/api/admin/services/${key}/revisions/`)).status).toBe(404);
    const list = await t.send('GET', '/api/admin/services/');
    expect(list.body.results.map((row: { key: string }) => row.key)).not.toContain(key);
    expect((await publicService('discarded-before-publish')).status).toBe(404);
  });

  it('?include=document lists every item with its working and live copy, as its own GET answers it', async () => {
    const { key, version } = await firstService();
    await t.send('PATCH', `/api/admin/services/${key}/`, {
      body: { version, title: { en: 'Listed with its document' } },
    });
    const plain = await t.send('GET', '/api/admin/services/');
    expect(plain.body.results[0]).not.toHaveProperty('document');

    const listed = await t.send('GET', '/api/admin/services/?include=document&language=de');
    expect(listed.status).toBe(200);
    expect(listed.body.count).toBe(plain.body.count);
    expect(listed.body.results.map((row: { key: string }) => row.key)).toEqual(
      plain.body.results.map((row: { key: string }) => row.key),
    );
    const row = listed.body.results.find((entry: { key: string }) => entry.key === key);
    const item = (await t.send('GET', `/api/admin/services/${key}/`)).body;
    expect(row).toMatchObject({
      key,
      status: 'changed',
      version: item.version,
      document: item.document,
      published: item.published,
      updated_by: item.updated_by,
    });
    expect(row.document.title.en).toBe('Listed with its document');
    expect(row.updated_by.name).toMatch(/^editor /);

    const texts = await t.send('GET', '/api/admin/managed-texts/?include=document');
    expect(texts.status).toBe(200);
    expect(texts.body.count).toBeGreaterThan(0);
    for (const text of texts.body.results) expect(text.document.content).toEqual(expect.any(Object));
    expect((await t.send('GET', '/api/admin/services/?include=everything')).status).toBe(400);

    const openapi = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const list = openapi.paths['/api/admin/managed-texts/'].get;
    expect(list.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'include',
          in: 'query',
          schema: { type: 'string', enum: ['document'] },
        }),
      ]),
    );
    expect(JSON.stringify(list.responses['200'])).toContain('"document"');
  });

  it('refuses unknown fields, bad values and a missing version with field errors', async () => {
    const { key, version } = await firstService();
    const unknown = await t.send('PATCH', `/api/admin/services/${key}/`, {
      body: { version, colour: 'red' },
    });
    expect(unknown.status).toBe(400);
    const badSlug = await t.send('PATCH', `/api/admin/services/${key}/`, {
      body: { version, slug: 'Not A Slug' },
    });
    expect(badSlug.status).toBe(400);
    expect(badSlug.body.errors).toHaveProperty('slug');
    const noVersion = await t.send('PATCH', `/api/admin/services/${key}/`, { body: { title: { en: 'x' } } });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.errors).toHaveProperty('version');
    expect((await t.send('GET', '/api/admin/services/999999/')).status).toBe(404);
  });

  it('signed-out requests answer 401; writes without the CSRF token answer 403', async () => {
    const { key, version } = await firstService();
    expect((await t.send('GET', '/api/admin/services/', { role: null })).status).toBe(401);
    const noToken = await t.send('PATCH', `/api/admin/services/${key}/`, {
      body: { version, title: { en: 'No token' } },
      csrf: false,
    });
    expect(noToken.status).toBe(403);
  });
});
