/**
 * Every entity of spec section 3 is editable through the console's content routes (issue 13
 * point 4): each resource reads its seeded items, and writing an item back unchanged publishes
 * exactly what was read (the mapping between document and tables loses nothing). Then the rules
 * that only some resources have.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTENT_RESOURCES } from '../../src/repositories/resources';
import { setupContentApp } from '../helpers/admin-content';

const t = setupContentApp();

const publicGet = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

/** Saves an item unchanged and publishes it (live resources: the save is the publish). */
async function roundTrip(resource: string, live: boolean, role: 'owner' | 'editor') {
  const list = await t.send('GET', `/api/admin/${resource}/`, { role });
  expect(list.status, resource).toBe(200);
  expect(list.body.count, `${resource} has seeded items`).toBeGreaterThan(0);
  const key = list.body.results[0].key as string;
  const before = await t.send('GET', `/api/admin/${resource}/${key}/`, { role });
  expect(before.status).toBe(200);
  const saved = await t.send('PATCH', `/api/admin/${resource}/${key}/`, {
    role,
    body: { version: before.body.version },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const published = live
    ? saved
    : await t.send('POST', `/api/admin/${resource}/${key}/publish/`, {
        role,
        body: { version: saved.body.version },
      });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  expect(published.body.status).toBe('published');
  const after = await t.send('GET', `/api/admin/${resource}/${key}/`, { role });
  expect(after.body.document).toEqual(before.body.document);
  return { key, document: after.body.document };
}

describe('every content resource', () => {
  // Redirects are not seeded (the site starts with none): redirects.test.ts proves them.
  const seeded = CONTENT_RESOURCES.filter((resource) => resource.name !== 'redirects');
  it.each(seeded.map((resource) => [resource.name, resource] as const))(
    '%s: read, saved unchanged and published, reads back the same',
    async (_name, resource) => {
      await roundTrip(resource.name, resource.live, resource.role === 'owner' ? 'owner' : 'editor');
    },
  );

  it('an editor may not open owner resources (site settings, languages, themes)', async () => {
    for (const resource of CONTENT_RESOURCES.filter((entry) => entry.role === 'owner')) {
      expect((await t.send('GET', `/api/admin/${resource.name}/`, { role: 'editor' })).status).toBe(403);
    }
  });
});

describe('rules of some resources', () => {
  it('a slug another service uses is refused with a field error, before and at publish', async () => {
    const list = (await t.send('GET', '/api/admin/services/')).body.results;
    const [first, second] = list;
    const other = (await t.send('GET', `/api/admin/services/${second.key}/`)).body;
    const taken = await t.send('PATCH', `/api/admin/services/${first.key}/`, {
      body: { version: first.version, slug: other.document.slug },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toHaveProperty('slug');
  });

  it('a post in a category that does not exist is refused', async () => {
    const [post] = (await t.send('GET', '/api/admin/blog-posts/')).body.results;
    const refused = await t.send('PATCH', `/api/admin/blog-posts/${post.key}/`, {
      body: { version: post.version, category_id: 999_999 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty('category_id');
  });

  it("a package's features and included services are saved as a whole, in order", async () => {
    const [pkg] = (await t.send('GET', '/api/admin/packages/')).body.results;
    const services = (await t.send('GET', '/api/admin/services/')).body.results;
    const serviceIds = services
      .slice(0, 2)
      .map((service: { key: string }) => Number(service.key))
      .reverse();
    const saved = await t.send('PATCH', `/api/admin/packages/${pkg.key}/`, {
      body: {
        version: pkg.version,
        features: [{ text: { de: 'Zwei Sitzungen', en: 'Two sessions' } }],
        service_ids: serviceIds,
      },
    });
    expect(saved.status).toBe(200);
    const published = await t.send('POST', `/api/admin/packages/${pkg.key}/publish/`, {
      body: { version: saved.body.version },
    });
    expect(published.body.document.features).toEqual([
      { text: { de: 'Zwei Sitzungen', en: 'Two sessions' }, is_active: true, order: 0 },
    ]);
    expect(published.body.document.service_ids).toEqual(serviceIds);
    const live = await publicGet(`/api/services/packages/${published.body.document.slug}/?language=en`);
    expect(live.body.features.map((feature: { text: string }) => feature.text)).toEqual(['Two sessions']);
    expect(live.body.services.map((service: { id: number }) => service.id)).toEqual(serviceIds);

    const unknownService = await t.send('PATCH', `/api/admin/packages/${pkg.key}/`, {
      body: { version: published.body.version, service_ids: [999_999] },
    });
    expect(unknownService.status).toBe(400);
    expect(unknownService.body.errors).toHaveProperty('service_ids');
  });

  it('a managed text translated into French is on the site at ?language=fr once published; its type cannot change', async () => {
    const item = (await t.send('GET', '/api/admin/managed-texts/hero_title/')).body;
    const saved = await t.send('PATCH', '/api/admin/managed-texts/hero_title/', {
      body: { version: item.version, content: { fr: 'Votre chemin commence ici' } },
    });
    expect(saved.status).toBe(200);
    await t.send('POST', '/api/admin/managed-texts/hero_title/publish/', {
      body: { version: saved.body.version },
    });
    const live = await publicGet(
      '/api/content/multilingual/static-content/by_types/?types=hero_title&language=fr',
    );
    expect(live.body.results[0].content).toBe('Votre chemin commence ici');

    const renamed = await t.send('PATCH', '/api/admin/managed-texts/hero_title/', {
      body: { version: saved.body.version, content_type: 'hero_subtitle' },
    });
    expect(renamed.status).toBe(400);
    expect((await t.send('POST', '/api/admin/managed-texts/', { body: { content_type: 'x' } })).status).toBe(
      404,
    );
  });

  it('site settings take effect when saved: blog_enabled off is visible at once', async () => {
    const settings = (await t.send('GET', '/api/admin/site-settings/', { role: 'owner' })).body.results[0];
    const saved = await t.send('PATCH', `/api/admin/site-settings/${settings.key}/`, {
      role: 'owner',
      body: { version: settings.version, blog_enabled: false, footer_show_social_x: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.status).toBe('published');
    const live = await publicGet('/api/content/site-settings/current/');
    expect(live.body.blog_enabled).toBe(false);
    expect(live.body.footer_show_social_x).toBe(true);
    // A second save from the old version is refused, not merged over the first.
    const stale = await t.send('PATCH', `/api/admin/site-settings/${settings.key}/`, {
      role: 'owner',
      body: { version: settings.version, blog_enabled: true },
    });
    expect(stale.status).toBe(409);
  });

  it('languages: choosing another default moves it; the default can be neither unset nor deactivated', async () => {
    const languages = (await t.send('GET', '/api/admin/languages/', { role: 'owner' })).body.results;
    const get = async (code: string) =>
      (await t.send('GET', `/api/admin/languages/${code}/`, { role: 'owner' })).body;
    const de = await get('de');
    expect(de.document.is_default).toBe(true);
    const deactivate = await t.send('PATCH', '/api/admin/languages/de/', {
      role: 'owner',
      body: { version: de.version, is_active: false },
    });
    expect(deactivate.status).toBe(400);
    expect(deactivate.body.errors).toHaveProperty('is_active');
    const unset = await t.send('PATCH', '/api/admin/languages/de/', {
      role: 'owner',
      body: { version: de.version, is_default: false },
    });
    expect(unset.status).toBe(400);

    const en = await get('en');
    const moved = await t.send('PATCH', '/api/admin/languages/en/', {
      role: 'owner',
      body: { version: en.version, is_default: true },
    });
    expect(moved.status).toBe(200);
    expect((await get('de')).document.is_default).toBe(false);
    // The site follows at once: exactly one default, English.
    const defaults = (await publicGet('/api/languages/')).body.results.filter(
      (language: { is_default: boolean }) => language.is_default,
    );
    expect(defaults.map((language: { code: string }) => language.code)).toEqual(['en']);
    expect(languages.length).toBe(5);
    expect((await t.send('POST', '/api/admin/languages/', { role: 'owner', body: {} })).status).toBe(404);
  });
});

describe('display order', () => {
  // Each list's order, written out in SQL: the owner's `order` then the id (or natural key) unless
  // a resource declares another. The `order` values are first made to disagree with the ids (with
  // ties), so that an order by id alone, or by `order` alone, would not pass.
  const ORDERS: [resource: string, table: string, key: string, orderBy: string][] = [
    ['services', 'services', 'id', '"order", id'],
    ['packages', 'service_packages', 'id', '"order", id'],
    ['testimonials', 'testimonials', 'id', '"order", id'],
    ['stats', 'stats', 'id', '"order", id'],
    ['hero-media', 'hero_media', 'id', 'id'],
    ['qualifications', 'qualifications', 'id', '"order", id'],
    ['locations', 'locations', 'id', '"order", id'],
    ['blog-categories', 'blog_categories', 'id', '"order", id'],
    ['blog-posts', 'blog_posts', 'id', 'published_at desc, id desc'],
    ['career-categories', 'career_categories', 'id', '"order", id'],
    ['career-posts', 'career_posts', 'id', 'published_at desc, id desc'],
    ['legal-pages', 'legal_pages', 'type', 'id'],
    ['managed-texts', 'static_contents', 'content_type', 'content_type'],
    ['seo', 'seo_settings', 'page_identifier', 'id'],
    ['social-links', 'social_media_settings', 'language_code', 'language_code'],
    ['footer-items', 'footer_items', 'id', '"order", id'],
    ['themes', 'themes', 'id', 'id'],
    ['languages', 'languages', 'code', '"order", code'],
    ['site-settings', 'site_settings', 'id', 'id'],
  ];

  it('every seeded resource is covered', () => {
    const seeded = CONTENT_RESOURCES.map((resource) => resource.name).filter((name) => name !== 'redirects');
    expect(ORDERS.map(([name]) => name).sort()).toEqual(seeded.sort());
  });

  it.each(ORDERS)('%s lists in its display order', async (name, table, key, orderBy) => {
    const { db } = t.database;
    if (orderBy.startsWith('"order"')) {
      const mixed = key === 'id' ? '(id * 7) % 3' : `ascii(${key}) % 2`;
      await db.execute(sql.raw(`update ${table} set "order" = ${mixed}`));
    }
    // Both drivers answer { rows }.
    const { rows: expected } = (await db.execute(
      sql.raw(`select ${key}::text as key from ${table} order by ${orderBy}`),
    )) as unknown as { rows: { key: string }[] };
    const resource = CONTENT_RESOURCES.find((entry) => entry.name === name);
    const listed = await resource?.list(db);
    expect(listed?.map((item) => item.key)).toEqual(expected.map((row) => row.key));
  });
});
