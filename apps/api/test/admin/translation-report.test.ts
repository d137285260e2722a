/**
 * The translation report (issue 13 point 5; issue 24 point 6, decision 089): per language the share
 * of the website's texts that exist in it, and every missing one with the item and field to fix and
 * where it is missing (on the website, only in a draft, fixed in a draft not yet published); a text
 * copied from another language counts as missing until it is edited; owner-only resources only for
 * the owner.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupContentApp } from '../helpers/admin-content';

const t = setupContentApp();

const rows = async (query: string) =>
  ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: { n: number }[] }).rows;

describe('translation report', () => {
  it('the seeded site is complete in all five languages', async () => {
    const overview = await t.send('GET', '/api/admin/translations/', { role: 'owner' });
    expect(overview.status).toBe(200);
    expect(overview.body.results.map((entry: { language: string }) => entry.language).sort()).toEqual([
      'de',
      'en',
      'es',
      'fr',
      'zh',
    ]);
    for (const entry of overview.body.results) {
      expect(entry).toMatchObject({ percent: 100, awaiting_publish: 0, missing_in_drafts: 0 });
      expect(entry.total).toBe(entry.translated);
      expect(entry.total).toBeGreaterThan(100);
    }
  });

  it('separates the website from drafts: a text taken out in a draft is missing only there until published', async () => {
    const [, service] = (await t.send('GET', '/api/admin/services/')).body.results;
    const removed = await t.send('PATCH', `/api/admin/services/${service.key}/`, {
      body: { version: service.version, title: { fr: null } },
    });
    expect(removed.status).toBe(200);
    const [pkg] = (await t.send('GET', '/api/admin/packages/')).body.results;
    const feature = await t.send('PATCH', `/api/admin/packages/${pkg.key}/`, {
      body: { version: pkg.version, features: [{ text: { de: 'Nur deutsch' } }] },
    });
    expect(feature.status).toBe(200);

    const report = await t.send('GET', '/api/admin/translations/fr/');
    expect(report.status).toBe(200);
    expect(report.body.missing).toEqual(
      expect.arrayContaining([
        {
          resource: 'services',
          key: service.key,
          label: expect.any(Object),
          field: 'title',
          status: 'changed',
          state: 'draft_only',
          copied_from: null,
        },
        expect.objectContaining({
          resource: 'packages',
          key: pkg.key,
          field: 'features.0.text',
          state: 'draft_only',
        }),
      ]),
    );
    // The website still shows every French text.
    expect(report.body).toMatchObject({ percent: 100, awaiting_publish: 0 });
    expect(report.body.missing_in_drafts).toBe(report.body.missing.length);
    expect(report.body.translated).toBe(report.body.total);

    const published = await t.send('POST', `/api/admin/services/${service.key}/publish/`, {
      body: { version: removed.body.version },
    });
    expect(published.status).toBe(200);
    const after = (await t.send('GET', '/api/admin/translations/fr/')).body;
    expect(after.missing).toContainEqual(
      expect.objectContaining({ key: service.key, field: 'title', status: 'published', state: 'missing' }),
    );
    expect(after.percent).toBeLessThan(100);
    expect(after.translated).toBe(after.total - 1);
    const german = await t.send('GET', '/api/admin/translations/de/');
    expect(
      german.body.missing.filter((entry: { resource: string }) => entry.resource === 'services'),
    ).toEqual([]);

    // Translated again in a draft: the website still lacks it, publishing fixes it.
    const fixed = await t.send('PATCH', `/api/admin/services/${service.key}/`, {
      body: { version: published.body.version, title: { fr: 'Coaching pour dirigeants' } },
    });
    expect(fixed.status).toBe(200);
    const waiting = (await t.send('GET', '/api/admin/translations/fr/')).body;
    expect(waiting.missing).toContainEqual(
      expect.objectContaining({
        key: service.key,
        field: 'title',
        status: 'changed',
        state: 'awaiting_publish',
      }),
    );
    expect(waiting).toMatchObject({ awaiting_publish: 1, percent: after.percent });
    const overview = (await t.send('GET', '/api/admin/translations/')).body.results;
    expect(overview.find((entry: { language: string }) => entry.language === 'fr')).toEqual({
      language: 'fr',
      total: waiting.total,
      translated: waiting.translated,
      percent: waiting.percent,
      awaiting_publish: 1,
      missing_in_drafts: waiting.missing_in_drafts,
    });
  });

  it('a text copied from German counts as missing until it is edited, published or not', async () => {
    const [, , service] = (await t.send('GET', '/api/admin/services/')).body.results;
    const item = (await t.send('GET', `/api/admin/services/${service.key}/`)).body;
    expect(item.copied).toEqual([]);
    const german = item.document.short_description.de as string;
    const copied = await t.send('PATCH', `/api/admin/services/${service.key}/`, {
      body: {
        version: item.version,
        short_description: { fr: german },
        copied: [{ field: 'short_description', language: 'fr', from: 'de' }],
      },
    });
    expect(copied.status).toBe(200);
    expect(copied.body.copied).toEqual([{ field: 'short_description', language: 'fr', from: 'de' }]);
    // It stays marked when read again (a reload of the console).
    expect((await t.send('GET', `/api/admin/services/${service.key}/`)).body.copied).toEqual([
      { field: 'short_description', language: 'fr', from: 'de' },
    ]);
    const entry = (report: { missing: { key: string; field: string }[] }) =>
      report.missing.find((missing) => missing.key === service.key && missing.field === 'short_description');
    let report = (await t.send('GET', '/api/admin/translations/fr/')).body;
    // The website still has the old French text; the draft holds only the copy.
    expect(entry(report)).toMatchObject({ state: 'draft_only', copied_from: 'de' });

    // Published, the copy is what visitors see: missing on the website, and not counted.
    const before = report.percent;
    const published = await t.send('POST', `/api/admin/services/${service.key}/publish/`, {
      body: { version: copied.body.version },
    });
    expect(published.status).toBe(200);
    expect(published.body.copied).toEqual([{ field: 'short_description', language: 'fr', from: 'de' }]);
    report = (await t.send('GET', '/api/admin/translations/fr/')).body;
    expect(entry(report)).toMatchObject({ state: 'missing', status: 'published', copied_from: 'de' });
    expect(report.translated).toBeLessThan(report.total);
    expect(report.percent).toBeLessThanOrEqual(before);

    // Edited in a draft: translated there, still the copy on the website until published.
    const edited = await t.send('PATCH', `/api/admin/services/${service.key}/`, {
      body: { version: published.body.version, short_description: { fr: `${german} (traduit)` } },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.copied).toEqual([]);
    report = (await t.send('GET', '/api/admin/translations/fr/')).body;
    expect(entry(report)).toMatchObject({ state: 'awaiting_publish', copied_from: null });
    const live = await t.send('POST', `/api/admin/services/${service.key}/publish/`, {
      body: { version: edited.body.version },
    });
    expect(live.status).toBe(200);
    report = (await t.send('GET', '/api/admin/translations/fr/')).body;
    expect(entry(report)).toBeUndefined();
    // The mark is gone with the copy it described.
    const [marks] = await rows(
      `select count(*)::int as n from content_copied_texts where item_key = '${service.key}'`,
    );
    expect(marks?.n).toBe(0);
  });

  it('believes a copy only where the text is the source language’s; the owner can keep a copy as right', async () => {
    const [, , , service] = (await t.send('GET', '/api/admin/services/')).body.results;
    const item = (await t.send('GET', `/api/admin/services/${service.key}/`)).body;
    const title = item.document.title as Record<string, string>;
    const saved = await t.send('PATCH', `/api/admin/services/${service.key}/`, {
      body: {
        version: item.version,
        title: { es: title.de },
        copied: [
          { field: 'title', language: 'es', from: 'de' },
          // The English text is not the German one: no copy.
          { field: 'title', language: 'en', from: 'de' },
          // No such text.
          { field: 'subtitle', language: 'fr', from: 'de' },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.copied).toEqual([{ field: 'title', language: 'es', from: 'de' }]);
    const spanish = (await t.send('GET', '/api/admin/translations/es/')).body;
    expect(spanish.missing).toContainEqual(
      expect.objectContaining({ key: service.key, field: 'title', copied_from: 'de' }),
    );
    const english = (await t.send('GET', '/api/admin/translations/en/')).body;
    expect(english.missing.filter((entry: { key: string }) => entry.key === service.key)).toEqual([]);

    // "Stimmt so": the mark goes although the text stays.
    const kept = await t.send('PATCH', `/api/admin/services/${service.key}/`, {
      body: { version: saved.body.version, copied: [{ field: 'title', language: 'es', from: null }] },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.copied).toEqual([]);
    expect(kept.body.document.title.es).toBe(title.de);
    const after = (await t.send('GET', '/api/admin/translations/es/')).body;
    expect(after.missing.filter((entry: { key: string }) => entry.key === service.key)).toEqual([]);
  });

  it('a new item’s marks follow it to its live key; malformed marks are refused', async () => {
    const created = await t.send('POST', '/api/admin/services/', {
      body: { slug: 'uebersetzung-kopiert', title: { de: 'Neue Leistung', en: 'New service' } },
    });
    expect(created.status).toBe(201);
    const copied = await t.send('PATCH', `/api/admin/services/${created.body.key}/`, {
      body: {
        version: created.body.version,
        title: { fr: 'Neue Leistung' },
        copied: [{ field: 'title', language: 'fr', from: 'de' }],
      },
    });
    expect(copied.body.copied).toEqual([{ field: 'title', language: 'fr', from: 'de' }]);
    const draft = (await t.send('GET', '/api/admin/translations/fr/')).body.missing.find(
      (entry: { key: string; field: string }) => entry.key === created.body.key && entry.field === 'title',
    );
    expect(draft).toMatchObject({ status: 'draft', state: 'draft_only', copied_from: 'de' });
    const published = await t.send('POST', `/api/admin/services/${created.body.key}/publish/`, {
      body: { version: copied.body.version },
    });
    expect(published.status).toBe(200);
    expect(published.body.key).not.toBe(created.body.key);
    expect(published.body.copied).toEqual([{ field: 'title', language: 'fr', from: 'de' }]);
    const live = (await t.send('GET', '/api/admin/translations/fr/')).body.missing.find(
      (entry: { key: string; field: string }) => entry.key === published.body.key && entry.field === 'title',
    );
    expect(live).toMatchObject({ status: 'published', state: 'missing', copied_from: 'de' });

    for (const copied of [
      [{ field: 'title', language: 'fr', from: 'fr' }],
      [{ field: 'title', language: 'xx', from: 'de' }],
      [{ field: 'title; drop table', language: 'fr', from: 'de' }],
      [{ field: 'title', language: 'fr' }],
      [{ field: 'title', language: 'fr', from: 'de', extra: 1 }],
      'title',
    ]) {
      const refused = await t.send('PATCH', `/api/admin/services/${published.body.key}/`, {
        body: { version: published.body.version, copied },
      });
      expect(refused.status, JSON.stringify(copied)).toBe(400);
    }
  });

  it("an editor's report leaves out what only the owner may edit; an unknown language is 404", async () => {
    const editor = await t.send('GET', '/api/admin/translations/en/', { role: 'editor' });
    const owner = await t.send('GET', '/api/admin/translations/en/', { role: 'owner' });
    expect(editor.body.total).toBeLessThan(owner.body.total);
    expect((await t.send('GET', '/api/admin/translations/xx/')).status).toBe(404);
    expect((await t.send('GET', '/api/admin/translations/', { role: null })).status).toBe(401);
  });
});
