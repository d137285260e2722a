/**
 * Alt text from the media library on the site (decision 053): a service or package whose image is
 * a library image answers that image's alt text in the request's language, else the default
 * language's, else ''; a change of the alt text reaches cached answers at once.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setupContentApp } from '../helpers/admin-content';
import { form } from '../helpers/multipart-form';

const t = setupContentApp();

const uploadImage = async (red: number) => {
  const data = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: red, g: 20, b: 200 } },
  })
    .png()
    .toBuffer();
  const answer = await t.editor.upload(
    '/api/admin/media/',
    form([{ name: 'file', filename: `alt-${red}.png`, type: 'image/png', data }]),
  );
  expect(answer.status).toBe(201);
  return answer.body.results[0] as { id: string; url: string; version: number };
};

const setAlt = async (id: string, alt: Record<string, string | null>, version: number) => {
  const answer = await t.send('PATCH', `/api/admin/media/${id}/`, { body: { alt, version } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { version: number };
};

/** Saves `image` on the first item of a resource and publishes it; answers its slug. */
const publishImage = async (resource: 'services' | 'packages', image: string) => {
  const listed = (await t.send('GET', `/api/admin/${resource}/`)).body.results[0];
  const saved = await t.send('PATCH', `/api/admin/${resource}/${listed.key}/`, {
    body: { version: listed.version, image },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const published = await t.send('POST', `/api/admin/${resource}/${listed.key}/publish/`, {
    body: { version: saved.body.version },
  });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return saved.body.document.slug as string;
};

const site = async (url: string) => {
  const answer = await t.send('GET', url, { role: null });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

describe('alt text of library images on the site', () => {
  it('a service answers its image alt text in German and French, the default language for one without', async () => {
    const item = await uploadImage(11);
    await setAlt(
      item.id,
      { de: 'Heller Beratungsraum mit zwei Sesseln', fr: 'Salle de conseil lumineuse' },
      0,
    );
    const slug = await publishImage('services', item.url);

    const de = await site(`/api/services/${slug}/?language=de`);
    expect(de.image).toBe(item.url);
    expect(de.image_alt).toBe('Heller Beratungsraum mit zwei Sesseln');
    expect((await site(`/api/services/${slug}/?language=fr`)).image_alt).toBe('Salle de conseil lumineuse');
    expect((await site(`/api/services/${slug}/?language=en`)).image_alt).toBe(
      'Heller Beratungsraum mit zwei Sesseln',
    );
    const listed = (await site('/api/services/?language=fr')).results.find(
      (service: { slug: string }) => service.slug === slug,
    );
    expect(listed.image_alt).toBe('Salle de conseil lumineuse');

    // A change of the alt text is seen at once, though the answers above were cached.
    await setAlt(item.id, { fr: 'Salle de conseil avec deux fauteuils' }, 1);
    expect((await site(`/api/services/${slug}/?language=fr`)).image_alt).toBe(
      'Salle de conseil avec deux fauteuils',
    );
  });

  it('a package with an absolute URL of a library image answers its alt text; other images answer none', async () => {
    const item = await uploadImage(12);
    await setAlt(item.id, { de: 'Notizbuch auf einem Holztisch', en: 'Notebook on a wooden table' }, 0);
    const slug = await publishImage('packages', `https://coaching.example${item.url}`);
    const en = await site(`/api/services/packages/${slug}/?language=en`);
    expect(en.image_alt).toBe('Notebook on a wooden table');
    expect((await site(`/api/services/packages/${slug}/?language=es`)).image_alt).toBe(
      'Notizbuch auf einem Holztisch',
    );

    const others = (await site('/api/services/packages/?language=en')).results.filter(
      (entry: { slug: string }) => entry.slug !== slug,
    );
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect(other.image_alt).toBe('');
  });

  it('is documented in the OpenAPI document', async () => {
    const document = (await site('/api/openapi.json')) as any;
    const answer =
      document.paths['/api/services/{idOrSlug}/'].get.responses['200'].content['application/json'].schema;
    expect(answer.properties.image_alt.type).toBe('string');
    expect(answer.properties.image_alt.description).toMatch(/media library/);
    expect(answer.required).toContain('image_alt');
  });
});
