/**
 * The translation report (issue 13 point 5): per language the share of the site's texts that exist
 * in it, and every missing one with the item and field to fix — drafts included, owner-only
 * resources only for the owner.
 */
import { describe, expect, it } from 'vitest';
import { setupContentApp } from '../helpers/admin-content';

const t = setupContentApp();

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
      expect(entry).toMatchObject({ percent: 100 });
      expect(entry.total).toBe(entry.translated);
      expect(entry.total).toBeGreaterThan(100);
    }
  });

  it('a text removed in French (even in a draft) is listed with its item and field, and counted', async () => {
    const [service] = (await t.send('GET', '/api/admin/services/')).body.results;
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
        expect.objectContaining({
          resource: 'services',
          key: service.key,
          field: 'title',
          status: 'changed',
        }),
        expect.objectContaining({ resource: 'packages', key: pkg.key, field: 'features.0.text' }),
      ]),
    );
    expect(report.body.percent).toBeLessThan(100);
    expect(report.body.translated).toBe(report.body.total - report.body.missing.length);
    const german = await t.send('GET', '/api/admin/translations/de/');
    expect(
      german.body.missing.filter((entry: { resource: string }) => entry.resource === 'services'),
    ).toEqual([]);
  });

  it("an editor's report leaves out what only the owner may edit; an unknown language is 404", async () => {
    const editor = await t.send('GET', '/api/admin/translations/en/', { role: 'editor' });
    const owner = await t.send('GET', '/api/admin/translations/en/', { role: 'owner' });
    expect(editor.body.total).toBeLessThan(owner.body.total);
    expect((await t.send('GET', '/api/admin/translations/xx/')).status).toBe(404);
    expect((await t.send('GET', '/api/admin/translations/', { role: null })).status).toBe(401);
  });
});
