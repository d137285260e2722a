/**
 * The public list of bookable session types (issue 25 point 3, decision 105) over the seeded demo:
 * the visible types in the request's language with the site's fallback, the practice's address but
 * never a video link, the service or package each belongs to with its price as the site shows it,
 * the filter by service or package slug, and hidden types and inactive offers left out.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { servicePackages, services, sessionTypes } from '../src/db/schema';
import { setupApp } from './helpers/build-app';

const t = setupApp();

type Listed = {
  id: number;
  name: string;
  description: string;
  duration_minutes: number;
  location_kind: string;
  location_address: string | null;
  requires_confirmation: boolean;
  service: { kind: string; slug: string; title: string; formatted_price: unknown } | null;
  package: { kind: string; slug: string; title: string; formatted_price: unknown } | null;
  language: string;
};

const list = async (query = '') => {
  const answer = await t.get(`/api/booking/session-types/${query}`);
  expect(answer.status).toBe(200);
  return answer.body.results as Listed[];
};

afterEach(async () => {
  const { db } = t.database;
  await db.update(sessionTypes).set({ isVisible: true, packageId: null, locationLink: null });
  await db.update(services).set({ isActive: true });
  t.api.responseCache.clear();
});

describe('GET /api/booking/session-types/', () => {
  it("lists the visible types in the owner's order, in the request's language", async () => {
    const answer = await t.get('/api/booking/session-types/?language=de');
    expect(answer.body.time_zone).toBe('Europe/Berlin');
    const german = await list('?language=de');
    expect(german.map((type) => type.name)).toEqual(['Kostenloses Erstgespräch', 'Coaching-Sitzung']);
    const [intro, coaching] = await list('?language=zh');
    expect(intro).toMatchObject({
      name: '免费初次咨询',
      duration_minutes: 30,
      location_kind: 'video',
      location_address: null,
      requires_confirmation: false,
      language: 'zh',
    });
    expect(intro?.description).toContain('30分钟');
    expect(coaching).toMatchObject({
      name: '教练课程',
      duration_minutes: 60,
      location_kind: 'practice',
      location_address: 'Musterstraße 1, 10115 Berlin',
      requires_confirmation: true,
    });
  });

  it("falls back per field to the default language when the type has no text in the request's", async () => {
    const { db } = t.database;
    const [first] = await db.select().from(sessionTypes).orderBy(sessionTypes.id).limit(1);
    if (!first) throw new Error('no seeded session type');
    const original = first.name;
    await db
      .update(sessionTypes)
      .set({ name: { ...original, fr: '' } })
      .where(eq(sessionTypes.id, first.id));
    try {
      const [type] = await list('?language=fr');
      expect(type?.name).toBe(original.de);
      expect(type?.description).toContain('30 minutes en visioconférence');
    } finally {
      await db.update(sessionTypes).set({ name: original }).where(eq(sessionTypes.id, first.id));
    }
  });

  it('names the service each type belongs to with its price as the site shows it', async () => {
    const [intro, coaching] = await list('?language=en');
    expect(intro?.service).toMatchObject({ kind: 'service', slug: 'kostenloses-erstgespraech' });
    expect(coaching?.service?.slug).toBe('life-coaching-einzelsitzung');
    const shown = await t.get('/api/services/life-coaching-einzelsitzung/?language=en');
    expect(coaching?.service?.title).toBe(shown.body.title);
    expect(coaching?.service?.formatted_price).toEqual(shown.body.formatted_price);
    expect(coaching?.package).toBeNull();
  });

  it('never answers a fixed video link, only the practice address', async () => {
    await t.database.db
      .update(sessionTypes)
      .set({ locationLink: 'https://video.example.com/secret-room' })
      .where(eq(sessionTypes.locationKind, 'video'));
    const answer = await t.get('/api/booking/session-types/?language=en');
    expect(JSON.stringify(answer.body)).not.toContain('secret-room');
  });

  it('filters by service or package slug; an unknown slug lists none', async () => {
    const byService = await list('?service=life-coaching-einzelsitzung');
    expect(byService.map((type) => type.service?.slug)).toEqual(['life-coaching-einzelsitzung']);
    expect(await list('?service=no-such-service')).toEqual([]);
    expect(await list('?package=neustart-paket')).toEqual([]);

    const { db } = t.database;
    const [pkg] = await db.select().from(servicePackages).where(eq(servicePackages.slug, 'neustart-paket'));
    if (!pkg) throw new Error('no seeded package');
    await db.update(sessionTypes).set({ packageId: pkg.id }).where(eq(sessionTypes.locationKind, 'practice'));
    t.api.responseCache.clear();
    const byPackage = await list('?package=neustart-paket&language=de');
    expect(byPackage).toHaveLength(1);
    const shown = await t.get('/api/services/packages/neustart-paket/?language=de');
    expect(byPackage[0]?.package).toEqual({
      kind: 'package',
      slug: 'neustart-paket',
      title: shown.body.name,
      formatted_price: shown.body.formatted_price,
    });
  });

  it('leaves out hidden types and names no inactive service', async () => {
    const { db } = t.database;
    await db.update(sessionTypes).set({ isVisible: false }).where(eq(sessionTypes.locationKind, 'video'));
    await db
      .update(services)
      .set({ isActive: false })
      .where(eq(services.slug, 'life-coaching-einzelsitzung'));
    t.api.responseCache.clear();
    const listed = await list('?language=de');
    expect(listed.map((type) => type.name)).toEqual(['Coaching-Sitzung']);
    expect(listed[0]?.service).toBeNull();
    expect(await list('?service=life-coaching-einzelsitzung')).toEqual([]);
  });

  it('refuses a slug longer than any slug with a 400', async () => {
    const answer = await t.get(`/api/booking/session-types/?service=${'x'.repeat(201)}`);
    expect(answer.status).toBe(400);
  });
});
