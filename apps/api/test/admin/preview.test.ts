/**
 * Preview links (issue 13 point 8; issue 23 point 4, decision 081): a random token, stored as its
 * hash beside the item and the page it was made for; the link shows that item's draft on that page
 * and nothing else, is listed and ended in the console, and stops with its maker's account. What a
 * preview page shows is proven on the composed server (apps/server/src/preview.test.ts).
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { previewPathKey } from '../../src/admin/content/preview';
import { previewLinks } from '../../src/db/schema';
import { hashToken } from '../../src/lib/tokens';
import { setupContentApp } from '../helpers/admin-content';
import { addUser, fakeClock } from './console-client';

const t = setupContentApp();
afterEach(() => {
  vi.useRealTimers();
});

const tokenOf = (url: string) => new URL(url).searchParams.get('preview') ?? '';

/** The first two services, with the first one's English title changed in a draft. */
async function servicesWithDraft(title: string) {
  const [first, second] = (await t.send('GET', '/api/admin/services/')).body.results;
  const item = (await t.send('GET', `/api/admin/services/${first.key}/`)).body;
  const saved = await t.send('PATCH', `/api/admin/services/${first.key}/`, {
    body: { version: item.version, title: { en: title } },
  });
  expect(saved.status).toBe(200);
  return {
    first: { key: first.key as string, slug: item.document.slug as string },
    second: second.key as string,
  };
}

/** What the API answers for a service's page inside the link's preview (null: the link did not open). */
async function titleInPreview(token: string, path: string, slug: string) {
  const shown = await t.api.preview.run(token, path, async () => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/services/${slug}/?language=en` });
    return answer.json().title as string;
  });
  return shown?.value ?? null;
}

describe('preview links', () => {
  it('are random, stored only as their hash, tied to the item and page, valid for 24 hours, and recorded', async () => {
    const { first } = await servicesWithDraft('Draft for the link');
    const before = Date.now();
    const request = { resource: 'services', key: first.key, path: `/services/${first.slug}`, language: 'fr' };
    const [one, two] = await Promise.all([
      t.send('POST', '/api/admin/preview/', { body: request }),
      t.send('POST', '/api/admin/preview/', { body: request }),
    ]);
    expect(one.status).toBe(201);
    expect(two.status).toBe(201);
    // Made in the same instant, for the same page: two different links.
    expect(tokenOf(one.body.url)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenOf(one.body.url)).not.toBe(tokenOf(two.body.url));
    const url = new URL(one.body.url);
    expect(url.pathname).toBe(`/services/${first.slug}`);
    expect(url.searchParams.get('lang')).toBe('fr');
    expect(one.body).toMatchObject({
      id: expect.any(String),
      resource: 'services',
      key: first.key,
      path: `/services/${first.slug}`,
      language: 'fr',
      created_by: { id: expect.any(String), name: expect.any(String) },
    });
    const expires = Date.parse(one.body.expires_at);
    expect(expires - before).toBeGreaterThanOrEqual(24 * 3_600_000 - 1_000);
    expect(expires - before).toBeLessThanOrEqual(24 * 3_600_000 + 60_000);

    const [stored] = await t.database.db.select().from(previewLinks).where(eq(previewLinks.id, one.body.id));
    expect(stored?.tokenHash).toBe(hashToken(tokenOf(one.body.url)));
    expect(JSON.stringify(stored)).not.toContain(tokenOf(one.body.url));

    const audit = await t.send('GET', '/api/admin/audit/', { role: 'owner' });
    expect(audit.body.results).toContainEqual(
      expect.objectContaining({ action: 'preview.create', entity_id: one.body.id }),
    );
  });

  it('show the draft of their item on their page only, never another item’s draft or another page', async () => {
    const { first, second } = await servicesWithDraft('Only this link shows it');
    const live = (
      await t.app.inject({ method: 'GET', url: `/api/services/${first.slug}/?language=en` })
    ).json().title;
    const path = `/services/${first.slug}`;
    const own = await t.send('POST', '/api/admin/preview/', {
      body: { resource: 'services', key: first.key, path },
    });
    const other = await t.send('POST', '/api/admin/preview/', {
      body: { resource: 'services', key: second, path },
    });

    expect(await titleInPreview(tokenOf(own.body.url), path, first.slug)).toBe('Only this link shows it');
    // A trailing slash names the same page.
    expect(await titleInPreview(tokenOf(own.body.url), `${path}/`, first.slug)).toBe(
      'Only this link shows it',
    );
    // Another item's link on the same page: that item's draft only, so the live title.
    expect(await titleInPreview(tokenOf(other.body.url), path, first.slug)).toBe(live);
    // The link on another page of the site opens nothing.
    expect(await titleInPreview(tokenOf(own.body.url), '/services', first.slug)).toBeNull();
    expect(await titleInPreview('forged', path, first.slug)).toBeNull();
    expect(await titleInPreview('', path, first.slug)).toBeNull();
    // Nothing stayed published.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/services/${first.slug}/?language=en` })).json().title,
    ).toBe(live);
  });

  it('stop working when they expire', async () => {
    const { first } = await servicesWithDraft('Until tomorrow');
    const path = `/services/${first.slug}`;
    const clock = fakeClock();
    const made = await t.send('POST', '/api/admin/preview/', {
      body: { resource: 'services', key: first.key, path },
    });
    clock.advance(24 * 3_600_000 - 60_000);
    expect(await titleInPreview(tokenOf(made.body.url), path, first.slug)).toBe('Until tomorrow');
    clock.advance(61_000);
    expect(await titleInPreview(tokenOf(made.body.url), path, first.slug)).toBeNull();
  });

  it('are listed while they work and ended at once; an editor sees and ends her own only', async () => {
    const { first, second } = await servicesWithDraft('Listed');
    const path = `/services/${first.slug}`;
    const mine = await t.send('POST', '/api/admin/preview/', {
      body: { resource: 'services', key: first.key, path },
    });
    const owners = await t.send('POST', '/api/admin/preview/', {
      body: { resource: 'services', key: first.key, path },
      role: 'owner',
    });
    const elsewhere = await t.send('POST', '/api/admin/preview/', {
      body: { resource: 'services', key: second, path: '/services' },
    });

    const query = `?resource=services&key=${first.key}`;
    const editorList = await t.send('GET', `/api/admin/preview/${query}`);
    expect(editorList.status).toBe(200);
    const editorIds = editorList.body.results.map((link: { id: string }) => link.id);
    expect(editorIds).toContain(mine.body.id);
    expect(editorIds).not.toContain(owners.body.id);
    expect(editorIds).not.toContain(elsewhere.body.id);
    expect(JSON.stringify(editorList.body)).not.toContain(tokenOf(mine.body.url));
    const ownerIds = (await t.send('GET', `/api/admin/preview/${query}`, { role: 'owner' })).body.results.map(
      (link: { id: string }) => link.id,
    );
    expect(ownerIds).toEqual(expect.arrayContaining([mine.body.id, owners.body.id]));

    // The editor cannot end the owner's link; the owner can end anyone's.
    expect((await t.send('DELETE', `/api/admin/preview/${owners.body.id}/`)).status).toBe(404);
    expect((await t.send('DELETE', `/api/admin/preview/${mine.body.id}/`, { role: 'owner' })).status).toBe(
      204,
    );
    expect((await t.send('DELETE', `/api/admin/preview/${mine.body.id}/`, { role: 'owner' })).status).toBe(
      404,
    );
    expect(await titleInPreview(tokenOf(mine.body.url), path, first.slug)).toBeNull();
    expect(await titleInPreview(tokenOf(owners.body.url), path, first.slug)).toBe('Listed');
    const afterEnd = (await t.send('GET', `/api/admin/preview/${query}`)).body.results;
    expect(afterEnd.map((link: { id: string }) => link.id)).not.toContain(mine.body.id);
    // Ending needs the CSRF token like every other change.
    expect(
      (await t.send('DELETE', `/api/admin/preview/${owners.body.id}/`, { role: 'owner', csrf: false }))
        .status,
    ).toBe(403);
    const audit = await t.send('GET', '/api/admin/audit/', { role: 'owner' });
    expect(audit.body.results).toContainEqual(
      expect.objectContaining({ action: 'preview.revoke', entity_id: mine.body.id }),
    );
  });

  it('end with their maker’s account: disabled or deleted', async () => {
    const { first } = await servicesWithDraft('Made by someone who leaves');
    const path = `/services/${first.slug}`;
    const body = { resource: 'services', key: first.key, path };
    const leaving = await addUser(t, t.owner, 'editor');
    const deleted = await addUser(t, t.owner, 'editor');
    const [byLeaving, byDeleted] = await Promise.all([
      leaving.client.post('/api/admin/preview/', body),
      deleted.client.post('/api/admin/preview/', body),
    ]);
    expect(byLeaving?.status).toBe(201);
    expect(await titleInPreview(tokenOf(byLeaving?.body.url), path, first.slug)).toBe(
      'Made by someone who leaves',
    );

    const disabled = await t.owner.request('PATCH', `/api/admin/users/${leaving.id}/`, { disabled: true });
    expect(disabled.status).toBe(200);
    expect(await titleInPreview(tokenOf(byLeaving?.body.url), path, first.slug)).toBeNull();
    const ids = (await t.send('GET', '/api/admin/preview/', { role: 'owner' })).body.results.map(
      (link: { id: string }) => link.id,
    );
    expect(ids).not.toContain(byLeaving?.body.id);

    expect((await t.owner.request('DELETE', `/api/admin/users/${deleted.id}/`)).status).toBe(204);
    expect(await titleInPreview(tokenOf(byDeleted?.body.url), path, first.slug)).toBeNull();
  });

  it('end when their maker may no longer edit the item', async () => {
    const [settings] = (await t.send('GET', '/api/admin/site-settings/', { role: 'owner' })).body.results;
    const second = await addUser(t, t.owner, 'owner');
    const made = await second.client.post('/api/admin/preview/', {
      resource: 'site-settings',
      key: settings.key,
      path: '/',
    });
    expect(made?.status).toBe(201);
    const opens = async () =>
      (await t.api.preview.run(tokenOf(made?.body.url), '/', async () => 'read')) !== null;
    expect(await opens()).toBe(true);
    // Site settings are the owner's: as an editor, her link to them shows nothing.
    expect(
      (await t.owner.request('PATCH', `/api/admin/users/${second.id}/`, { role: 'editor' })).status,
    ).toBe(200);
    expect(await opens()).toBe(false);
  });

  it('are made only for an item that exists and that the maker may edit', async () => {
    const path = '/services';
    const unknown = await t.send('POST', '/api/admin/preview/', {
      body: { resource: 'services', key: 'no-such-service', path },
    });
    expect(unknown.status).toBe(404);
    expect(
      (await t.send('POST', '/api/admin/preview/', { body: { resource: 'nothing', key: 'x', path } })).status,
    ).toBe(404);
    // Site settings are the owner's: an editor gets no link for them.
    const [settings] = (await t.send('GET', '/api/admin/site-settings/', { role: 'owner' })).body.results;
    const settingsLink = { resource: 'site-settings', key: settings.key, path: '/' };
    expect((await t.send('POST', '/api/admin/preview/', { body: settingsLink })).status).toBe(404);
    expect((await t.send('POST', '/api/admin/preview/', { body: settingsLink, role: 'owner' })).status).toBe(
      201,
    );
    expect(
      (
        await t.send('POST', '/api/admin/preview/', {
          body: { resource: 'services', key: 'x', path },
          role: null,
        })
      ).status,
    ).toBe(401);
  });

  it('refuses a path that is not one of the site', async () => {
    const [service] = (await t.send('GET', '/api/admin/services/')).body.results;
    for (const path of ['https://evil.example/', '//evil.example', 'services', '/a b']) {
      const refused = await t.send('POST', '/api/admin/preview/', {
        body: { resource: 'services', key: service.key, path },
      });
      expect(refused.status, path).toBe(400);
      expect(refused.body.errors.path).toBeDefined();
    }
  });

  it('compare pages as a browser sends their path', () => {
    expect(previewPathKey('/')).toBe('/');
    expect(previewPathKey('/blog/über-mich/')).toBe('/blog/%C3%BCber-mich');
    expect(previewPathKey('/blog/%C3%BCber-mich')).toBe('/blog/%C3%BCber-mich');
    expect(previewPathKey('/services//')).toBe('/services');
  });
});
