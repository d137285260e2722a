/**
 * A session type is public content (decision 106): the booking page and the services' and packages'
 * "book" links read the cached list GET /api/booking/session-types/. Every change the owner saves —
 * a new type, a type changed or hidden, deleted, or put in a new order — is what the next visitor
 * reads, however long the cache would otherwise keep an answer (CONTENT_CACHE_TTL_SECONDS, 60 s).
 *
 *   TEST_DATABASE=pglite npx vitest run --project api apps/api/test/admin/booking-setup-public.test.ts
 */
import { describe, expect, it } from 'vitest';
import { setupContentApp } from '../helpers/admin-content';

const t = setupContentApp();
const BASE = '/api/admin/booking-setup/session-types';

type PublicType = { id: number; name: string };
type AdminType = { id: number; version: number; is_visible: boolean } & Record<string, unknown>;

/** The public list as a visitor reads it, with whether the response cache answered. */
async function publicList(): Promise<{ names: string[]; ids: number[]; cache: string | undefined }> {
  const answer = await t.app.inject({ method: 'GET', url: '/api/booking/session-types/?language=de' });
  expect(answer.statusCode).toBe(200);
  const items = (answer.json() as { results: PublicType[] }).results;
  return {
    names: items.map((item) => item.name),
    ids: items.map((item) => item.id),
    cache: answer.headers['x-cache'] as string | undefined,
  };
}

/** Reads the list twice, so the second answer comes from the cache when it caches. */
async function cachedList() {
  await publicList();
  return publicList();
}

/** The PATCH body from the type as read: its fields and version, without what only a read answers. */
function saveBody(type: AdminType, change: Record<string, unknown>) {
  const { id: _id, upcoming_bookings: _upcoming, order: _order, updated_at: _updated, ...fields } = type;
  return { ...fields, ...change };
}

const owner = (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  t.send(method, url, { body, role: 'owner' });

describe('the public list of session types follows every change at once', () => {
  it('is answered from the cache between changes', async () => {
    const first = await publicList();
    const again = await publicList();
    expect(again.names).toEqual(first.names);
    expect(again.cache).toBe('HIT');
  });

  it('shows a new type, a renamed one, a hidden one gone, the new order and a deleted one gone', async () => {
    const before = await cachedList();
    const created = await owner('POST', `${BASE}/`, {
      name: { de: 'Spaziergang-Coaching' },
      description: { de: 'Eine Stunde im Park.' },
      duration_minutes: 60,
      buffer_before_minutes: 0,
      buffer_after_minutes: 0,
      location_kind: 'phone',
      requires_confirmation: false,
      is_visible: true,
    });
    expect(created.status).toBe(201);
    const type = created.body as AdminType;
    expect((await publicList()).names).toEqual([...before.names, 'Spaziergang-Coaching']);

    await cachedList();
    const renamed = await owner(
      'PATCH',
      `${BASE}/${type.id}/`,
      saveBody(type, { name: { de: 'Coaching beim Gehen' } }),
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await publicList()).names).toContain('Coaching beim Gehen');

    await cachedList();
    const ids = [type.id, ...before.ids];
    expect((await owner('POST', `${BASE}/order/`, { ids })).status).toBe(200);
    expect((await publicList()).ids).toEqual(ids);

    await cachedList();
    const current = renamed.body as AdminType;
    const hidden = await owner('PATCH', `${BASE}/${type.id}/`, saveBody(current, { is_visible: false }));
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect((await publicList()).names).not.toContain('Coaching beim Gehen');

    await cachedList();
    const shown = await owner(
      'PATCH',
      `${BASE}/${type.id}/`,
      saveBody(hidden.body as AdminType, { is_visible: true }),
    );
    expect(shown.status).toBe(200);
    expect((await publicList()).names).toContain('Coaching beim Gehen');
    await cachedList();
    expect((await owner('DELETE', `${BASE}/${type.id}/`)).status).toBe(200);
    expect((await publicList()).names).toEqual(before.names);
  });
});
