/**
 * Bad input to the owner's agenda (issue 25 point 9, decision 104 on 050): the actions on a booking
 * (confirm, decline, cancel, move, no-show, done), a person's export and erasure and the calendar
 * feed. Each body is a valid request broken in one to three places (a valid one would act, so it is
 * dropped); the feed's bodiless routes get only broken transports; ids are wrong in every way.
 * Never a 5xx, always the refusal the oracle names, no table changed, no mail queued.
 *
 *   TEST_DATABASE=pglite npx vitest run --project api apps/api/test/admin/write-fuzz-bookings.test.ts
 */
import { randomBytes } from 'node:crypto';
import type fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../src/db/schema';
import { setupContentApp } from '../helpers/admin-content';
import { FUZZ_TIMEOUT_MS, mutate, mutations, newTally, reportTally, routeKey } from '../helpers/write-fuzz';
import {
  AGENDA_ROUTES,
  type BodyPart,
  fuzzFileOf,
  fuzzRoute,
  type RouteFuzz,
  uuidPart,
  writeRoutes,
} from '../helpers/write-fuzz-routes';

const t = setupContentApp();
const tally = newTally();

const brokenBody = (base: Record<string, unknown>): fc.Arbitrary<BodyPart> =>
  mutations.map((changes) => ({ body: mutate(base, changes), semantic: null }));

describe('bad input to the agenda routes', () => {
  it(
    'is refused with the named fields, never a 5xx, and writes nothing',
    async () => {
      // A real request: its routes get past the id to the body (and a valid body is never sent).
      const start = Date.parse('2027-06-07T08:00:00Z');
      const [booking] = await t.database.db
        .insert(bookings)
        .values({
          sessionTypeId: 2,
          state: 'requested',
          startsAt: new Date(start),
          endsAt: new Date(start + 3_600_000),
          blocked: `[${new Date(start - 900_000).toISOString()},${new Date(start + 4_500_000).toISOString()})`,
          visitorName: 'Fuzz Person',
          visitorEmail: 'fuzz@example.org',
          languageCode: 'de',
          visitorTimeZone: 'Europe/Berlin',
          manageTokenHash: randomBytes(32).toString('hex'),
          expiresAt: new Date(Date.now() + 86_400_000),
        })
        .returning();
      if (!booking) throw new Error('no booking');
      const version = booking.updatedAt.toISOString();
      const decision = { version, message: 'Gern, bis dann.' };
      const BASES: Record<string, Record<string, unknown>> = {
        'POST /api/admin/bookings/:id/confirm/': decision,
        'POST /api/admin/bookings/:id/decline/': decision,
        'POST /api/admin/bookings/:id/cancel/': decision,
        'POST /api/admin/bookings/:id/move/': { ...decision, start: '2027-06-08T08:00:00Z' },
        'POST /api/admin/bookings/:id/no-show/': { version },
        'POST /api/admin/bookings/:id/done/': { version },
        'POST /api/admin/bookings/person/export/': { email: 'fuzz@example.org' },
        'POST /api/admin/bookings/person/erase/': { email: 'fuzz@example.org' },
      };
      const routes = writeRoutes(t).filter((route) => fuzzFileOf(route, []) === 'write-fuzz-bookings');
      expect(routes.map(routeKey).sort()).toEqual([...AGENDA_ROUTES].sort());
      for (const route of routes) {
        const base = BASES[routeKey(route)];
        const fuzz: RouteFuzz = { route, ...(base ? { body: brokenBody(base) } : {}) };
        if (route.url.includes(':id')) fuzz.url = uuidPart(booking.id, 3);
        await fuzzRoute(t, fuzz, tally);
      }
      expect([...tally.routes].sort()).toEqual(routes.map(routeKey).sort());
      reportTally('write fuzz (agenda)', tally);
    },
    FUZZ_TIMEOUT_MS,
  );
});
