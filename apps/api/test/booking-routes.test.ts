/**
 * The public booking routes (issue 25, decision 099) over the seeded demo: free slots, booking one
 * (once per idempotency key), a taken slot's 409 with the free slots, a refusal's reason, cancelling
 * by the manage token. The rules and the database's refusal are booking.test.ts's, on both engines.
 */
import { describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema';
import { setupApp } from './helpers/build-app';

const t = setupApp();
const DAY = 86_400_000;

type Slot = { start: string; end: string };

const window = () => {
  const from = new Date().toISOString();
  const to = new Date(Date.now() + 21 * DAY).toISOString();
  return `from=${from}&to=${to}`;
};
const slotsOf = async (sessionType: number) => {
  const answer = await t.get(`/api/booking/slots/?session_type=${sessionType}&${window()}`);
  expect(answer.status).toBe(200);
  return answer.body as { time_zone: string; slots: Slot[] };
};
const form = (start: string, key: string) => ({
  session_type_id: 1,
  start,
  name: '  Mia Muster ',
  email: 'Mia@Example.com',
  phone: '+49 170 1234567',
  message: 'Bis bald!',
  language: 'en',
  time_zone: 'Asia/Kolkata',
  idempotency_key: key,
});

describe('GET /api/booking/slots/', () => {
  it("answers the type's free slots in the practice's zone", async () => {
    const { time_zone, slots } = await slotsOf(1);
    expect(time_zone).toBe('Europe/Berlin');
    expect(slots.length).toBeGreaterThan(20);
    for (const slot of slots) expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(30 * 60_000);
  });

  it('refuses an unknown type, a reversed or too long window and a bad instant', async () => {
    expect((await t.get(`/api/booking/slots/?session_type=999&${window()}`)).status).toBe(404);
    const from = new Date().toISOString();
    const reversed = await t.get(`/api/booking/slots/?session_type=1&from=${from}&to=2020-01-01T00:00:00Z`);
    expect(reversed.status).toBe(400);
    const long = new Date(Date.now() + 100 * DAY).toISOString();
    expect((await t.get(`/api/booking/slots/?session_type=1&from=${from}&to=${long}`)).status).toBe(400);
    expect((await t.get(`/api/booking/slots/?session_type=1&from=soon&to=${long}`)).status).toBe(400);
  });

  it('answers no slots, and no error, for a window in the far past or future', async () => {
    for (const [from, to] of [
      ['0001-01-01T00:00:00Z', '0001-02-01T00:00:00Z'],
      ['9999-12-01T00:00:00Z', '9999-12-31T23:59:59Z'],
    ]) {
      const answer = await t.get(`/api/booking/slots/?session_type=1&from=${from}&to=${to}`);
      expect(answer.status).toBe(200);
      expect(answer.body.slots).toEqual([]);
    }
  });
});

describe('POST /api/booking/', () => {
  it('books a free slot once per key, answers a taken one with 409 and the free slots, and cancels', async () => {
    // Two days ahead: the link cancels until the owner's deadline, 24 hours before the start.
    const [slot] = (await slotsOf(1)).slots.filter((free) => Date.parse(free.start) > Date.now() + 2 * DAY);
    if (!slot) throw new Error('no free slot in the seeded hours');
    const booked = await t.post('/api/booking/', form(slot.start, 'route-key-000000001'));
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      state: 'confirmed',
      starts_at: slot.start,
      ends_at: slot.end,
      message: 'Your appointment is booked.',
    });
    expect(booked.body.manage_token).toMatch(/^[0-9a-f]{32}[A-Za-z0-9_-]{43}$/);

    const again = await t.post('/api/booking/', form(slot.start, 'route-key-000000001'));
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(booked.body.id);
    expect(again.body.manage_token).toBeUndefined();

    const taken = await t.post('/api/booking/', form(slot.start, 'route-key-000000002'));
    expect(taken.status).toBe(409);
    expect(taken.body.reason).toBe('taken');
    expect(taken.body.message).toBe('This time was just taken. Please choose one of the free times.');
    expect(taken.body.slots.length).toBeGreaterThan(0);
    expect(taken.body.slots.some((free: Slot) => free.start === slot.start)).toBe(false);
    expect(JSON.stringify(taken.body)).not.toContain('Mia');

    const cancelled = await t.post(`/api/booking/manage/${booked.body.manage_token}/cancel/`, {});
    expect(cancelled.status).toBe(200);
    expect((await slotsOf(1)).slots.some((free) => free.start === slot.start)).toBe(true);
    const unknown = await t.post(`/api/booking/manage/${'x'.repeat(43)}/cancel/`, {});
    expect(unknown.status).toBe(404);
  });

  it('names why a slot is refused and holds nothing', async () => {
    const past = await t.post('/api/booking/', form('2020-01-06T09:00:00Z', 'route-key-000000003'));
    expect(past.status).toBe(422);
    expect(past.body).toMatchObject({ reason: 'in_the_past', slots: [] });
    const far = await t.post('/api/booking/', form('9999-12-31T23:59:59Z', 'route-key-000000006'));
    expect(far.status).toBe(422);
    expect(far.body.reason).toBe('beyond_horizon');
    const [slot] = (await slotsOf(1)).slots;
    const offGrid = new Date(Date.parse(slot?.start ?? '') + 7 * 60_000).toISOString();
    const outside = await t.post('/api/booking/', form(offGrid, 'route-key-000000004'));
    expect(outside.status).toBe(422);
    expect(outside.body.reason).toBe('outside_hours');
    const unknown = await t.post('/api/booking/', {
      ...form(slot?.start ?? '', 'route-key-000000005'),
      session_type_id: 999,
    });
    expect(unknown.status).toBe(404);
    const invalid = await t.post('/api/booking/', {
      ...form(slot?.start ?? '', 'short'),
      time_zone: 'Mars/Olympus',
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors ?? invalid.body).sort()).toEqual(
      expect.arrayContaining(['idempotency_key', 'time_zone']),
    );
  });
});

describe('POST /api/booking/ abuse guards (decision 102)', () => {
  const bookingCount = async () => (await t.database.db.select().from(bookings)).length;

  it('books nothing for a filled honeypot or a form sent too fast, and answers as if booked (as the contact form does)', async () => {
    const slots = (await slotsOf(1)).slots;
    const slot = slots[slots.length - 1];
    if (!slot) throw new Error('no free slot in the seeded hours');
    const before = await bookingCount();
    const honeypot = await t.post('/api/booking/', {
      ...form(slot.start, 'route-key-spam00001'),
      website: 'http://spam.example',
    });
    const fast = await t.post('/api/booking/', {
      ...form(slot.start, 'route-key-spam00002'),
      elapsed_ms: 800,
    });
    for (const answer of [honeypot, fast]) {
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        state: 'confirmed',
        starts_at: slot.start,
        ends_at: slot.end,
        message: 'Your appointment is booked.',
      });
      expect(answer.body.manage_token).toBeUndefined();
    }
    expect(honeypot.body.id).not.toBe(fast.body.id);
    expect(await bookingCount()).toBe(before);
    expect((await slotsOf(1)).slots.some((free) => free.start === slot.start)).toBe(true);

    // A person (empty honeypot, slow) books the same slot, and a key used by spam is no one's.
    const person = await t.post('/api/booking/', {
      ...form(slot.start, 'route-key-spam00001'),
      website: '',
      elapsed_ms: 12_000,
    });
    expect(person.status).toBe(201);
    expect(person.body.manage_token).toMatch(/^[0-9a-f]{32}[A-Za-z0-9_-]{43}$/);
    expect(await bookingCount()).toBe(before + 1);
  });
});

describe('POST /api/booking/ per e-mail address limit (decision 102)', () => {
  const limited = setupApp({ RATE_LIMIT_BOOKING_PER_ADDRESS_PER_HOUR: '2' });

  it('answers 429 with a clear message after N submits from one address, whatever its case; another address still books', async () => {
    const from = new Date().toISOString();
    const to = new Date(Date.now() + 21 * DAY).toISOString();
    const free = await limited.get(`/api/booking/slots/?session_type=1&from=${from}&to=${to}`);
    // One slot a day: a type's buffers and maximum per day keep neighbours apart.
    const days = new Map<string, Slot>();
    for (const slot of free.body.slots as Slot[]) {
      if (!days.has(slot.start.slice(0, 10))) days.set(slot.start.slice(0, 10), slot);
    }
    const [first, second, third] = [...days.values()];
    if (!first || !second || !third) throw new Error('too few free slots in the seeded hours');
    const one = await limited.post('/api/booking/', form(first.start, 'limit-key-000000001'));
    const two = await limited.post('/api/booking/', {
      ...form(second.start, 'limit-key-000000002'),
      email: 'mia@example.com',
    });
    expect([one.status, two.status]).toEqual([201, 201]);

    const three = await limited.post('/api/booking/?language=en', {
      ...form(third.start, 'limit-key-000000003'),
      email: 'MIA@example.COM',
    });
    expect(three.status).toBe(429);
    expect(three.body.message).toMatch(
      /^Too many bookings with this e-mail address\. Please try again in \d+ seconds\.$/,
    );
    expect(Number(three.headers['retry-after'])).toBeGreaterThan(0);
    const still = await limited.get(`/api/booking/slots/?session_type=1&from=${from}&to=${to}`);
    expect((still.body.slots as Slot[]).some((slot) => slot.start === third.start)).toBe(true);

    const other = await limited.post('/api/booking/', {
      ...form(third.start, 'limit-key-000000004'),
      email: 'noah@example.com',
    });
    expect(other.status).toBe(201);
  });
});
