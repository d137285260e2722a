/**
 * Issue 25 point 5: "reminders 24 h and 1 h before, each sent once across any number of processes"
 * (decision 103). Two lifecycles, each over a connection pool of its own on one PostgreSQL database
 * (as two server processes would be), tick at the same instants over 60 confirmed bookings and 20
 * lapsing requests — more than a claim's batch due at once, so their claims interleave — and every booking gets
 * exactly one 24-hour and one 1-hour reminder, every request exactly one lapse mail.
 *
 * Needs PostgreSQL: runs in the PostgreSQL leg of `npm test` (TEST_DATABASE=postgres).
 */
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { bookings, outboxEmails } from '../src/db/schema';
import { createRepositories } from '../src/repositories';
import { createBookingLifecycle, LIFECYCLE_BATCH } from '../src/services/booking/booking-lifecycle';
import { createPostgresDatabase, type PostgresDatabase, preparedDatabases } from './helpers/test-database';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const CONFIG = {
  publicUrl: 'https://praxis.example',
  secret: 'two-pools-secret-two-pools-secret-two-pools',
  organizerEmail: 'termine@praxis.example',
};
const START = Date.parse('2032-03-01T06:00:00Z');
const BOOKED = 60;
const LAPSING = 20;

let database: PostgresDatabase;
const pools: DatabaseHandle[] = [];

beforeAll(async () => {
  const template = preparedDatabases().postgresTemplate;
  if (!template) throw new Error('no prepared PostgreSQL template');
  database = await createPostgresDatabase(template);
  for (let n = 0; n < 2; n++) {
    pools.push(await openDatabase({ kind: 'postgres', url: database.url }, { onIdleClientError: () => {} }));
  }
  // One minute each, back to back from START + 2 min: the 24-hour reminders of all of them are due
  // at one instant, more than one claim's batch.
  const row = (n: number, state: 'confirmed' | 'requested') => {
    const start = START + (n + 2) * MINUTE;
    const end = start + MINUTE;
    return {
      sessionTypeId: 1,
      state,
      startsAt: new Date(start),
      endsAt: new Date(end),
      blocked: sql`tstzrange(${new Date(start).toISOString()}::timestamptz, ${new Date(end).toISOString()}::timestamptz, '[)')`,
      visitorName: `Gast ${n}`,
      visitorEmail: `${state}-${n}@two-pools.example`,
      languageCode: 'de',
      visitorTimeZone: 'Europe/Berlin',
      manageTokenHash: `p${String(n).padStart(63, '0')}`,
      createdAt: new Date(START - 7 * DAY),
      expiresAt: state === 'requested' ? new Date(START - 2 * DAY) : null,
    };
  };
  const first = pools[0] as DatabaseHandle;
  await first.db
    .insert(bookings)
    .values([
      ...Array.from({ length: BOOKED }, (_, n) => row(n, 'confirmed')),
      ...Array.from({ length: LAPSING }, (_, n) => row(BOOKED + n, 'requested')),
    ]);
}, 60_000);

afterAll(async () => {
  for (const pool of pools) await pool.close();
  await database?.drop();
});

describe('two processes on one PostgreSQL database', () => {
  it('send each reminder and each lapse mail exactly once', async () => {
    expect(BOOKED).toBeGreaterThan(LIFECYCLE_BATCH);
    let now = START - 2 * DAY + 1_000;
    const lifecycles = pools.map((pool) =>
      createBookingLifecycle(createRepositories(pool.db), CONFIG, () => now),
    );
    const tickBoth = () => Promise.all(lifecycles.map((lifecycle) => lifecycle.tick()));

    const lapsed = await tickBoth();
    expect(lapsed.reduce((sum, tick) => sum + tick.expired, 0)).toBe(LAPSING);
    // Both at the same instants, each instant twice: the day before (all 60 due at once), then the
    // hour before (in two half-hour windows).
    const sent = { reminders24h: 0, reminders1h: 0 };
    for (const at of [START + 61 * MINUTE - DAY, START + 31 * MINUTE - HOUR, START + 61 * MINUTE - HOUR]) {
      now = at + 10_000;
      for (const tick of [...(await tickBoth()), ...(await tickBoth())]) {
        sent.reminders24h += tick.reminders24h;
        sent.reminders1h += tick.reminders1h;
      }
    }
    expect(sent).toEqual({ reminders24h: BOOKED, reminders1h: BOOKED });

    const mails = await (pools[0] as DatabaseHandle).db
      .select({ recipient: outboxEmails.recipient, template: outboxEmails.template })
      .from(outboxEmails)
      .where(like(outboxEmails.recipient, '%@two-pools.example'));
    const count = (template: string) => mails.filter((mail) => mail.template === template);
    for (const template of ['booking_reminder_24h', 'booking_reminder_1h']) {
      const recipients = count(template).map((mail) => mail.recipient);
      expect(recipients).toHaveLength(BOOKED);
      expect(new Set(recipients).size).toBe(BOOKED);
    }
    const lapses = count('booking_expired').map((mail) => mail.recipient);
    expect(new Set(lapses).size).toBe(LAPSING);
    expect(lapses).toHaveLength(LAPSING);
    const declined = await (pools[1] as DatabaseHandle).db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.state, 'declined'), inArray(bookings.endedBy, ['expiry'])));
    expect(declined).toHaveLength(LAPSING);
  }, 120_000);
});
