/**
 * Bad input to the public write routes (issue 15 point 4, decision 069): the write fuzz of the
 * console (decision 050) over the newsletter, contact, analytics and booking routes. Each body is a
 * valid request broken in one to three places (a valid one would subscribe, store a message, record
 * an event or book, so it is dropped); the newsletter links and the booking's manage link get tokens
 * that are malformed, absent or real — a real one only with a broken transport, so that it would
 * confirm, unsubscribe or cancel if the refusal came too late. Never a 5xx, always the refusal the
 * oracle names (the routes' own few-KiB body limits included), no table changed. never-5xx.test.ts
 * sends what may be taken.
 *
 *   TEST_DATABASE=pglite npx vitest run --project api apps/api/test/write-fuzz-public.test.ts
 *
 * Runs per route: 30 in the suite; 300 with FUZZ_RUNS=300, as `npm run bench:fuzz` runs it (decision 077).
 */
import { sessionStartFixture } from '@wegweiser/contracts/testing';
import { like } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outboxEmails } from '../src/db/schema';
import { browser } from './admin/console-client';
import { setupContentApp } from './helpers/admin-content';
import { linkToken } from './helpers/newsletter';
import {
  badId,
  brokenJson,
  foreignType,
  fuzzRuns,
  mutate,
  mutations,
  newTally,
  reportTally,
  routeKey,
  type Transport,
} from './helpers/write-fuzz';
import { PUBLIC_WRITE_ROUTES, publicWriteRoutes } from './helpers/write-fuzz-public';
import { type BodyPart, fuzzRoute, type RouteFuzz, type UrlPart } from './helpers/write-fuzz-routes';

const t = setupContentApp();
const tally = newTally();
/** 30 per route in the suite; issue 15's floor of 300 in `npm run bench:fuzz` (decision 077). */
const RUNS = fuzzRuns(30);

let address = 0;
/** Each case from its own address: the routes' rate limits count per client. */
const freshAddress = () => {
  address += 1;
  return `198.19.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`;
};

/**
 * The transports the newsletter routes refuse: their plugin reads form bodies (the email link's
 * button, RFC 8058 one-click), so a form is no foreign type there.
 */
const newsletterTransport: fc.Arbitrary<Transport> = fc.oneof(
  { weight: 3, arbitrary: brokenJson.map((text) => ({ kind: 'broken-json' as const, text })) },
  {
    weight: 3,
    arbitrary: foreignType
      .filter((type) => type !== 'application/x-www-form-urlencoded')
      .map((type) => ({ kind: 'foreign-type' as const, type })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'oversized' as const }) },
);

/** `:token` as a real one (weighted 1 against 2) or one that is malformed or names nothing. */
const tokenPart = (real: string[]): fc.Arbitrary<UrlPart> =>
  fc.oneof(
    {
      weight: 1,
      arbitrary: fc.constantFrom(...real).map((token) => ({ values: { token }, semantic: null })),
    },
    {
      weight: 2,
      arbitrary: badId(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/)).map((token) => ({
        values: { token },
        semantic: 404 as const,
      })),
    },
  );

const brokenBody = (base: unknown): fc.Arbitrary<BodyPart> =>
  mutations.map((changes) => ({ body: mutate(base, changes), semantic: null }));

describe('bad input to the public write routes', () => {
  it(
    'is refused with the named fields, never a 5xx, and writes nothing',
    async () => {
      const anonymous = () => browser(t.app, { ip: freshAddress() });
      // Real tokens from a confirmation email, a real analytics session.
      const subscribed = await anonymous().post('/api/newsletter/subscribe/', {
        email: 'fuzz-1@example.com',
      });
      expect(subscribed.status).toBe(200);
      const mails = await t.database.db
        .select({ body: outboxEmails.bodyText })
        .from(outboxEmails)
        .where(like(outboxEmails.recipient, 'fuzz-%'));
      const tokens: Record<'confirm' | 'unsubscribe' | 'manage', string[]> = {
        manage: [],
        confirm: mails.map((mail) => linkToken(mail.body, 'confirm')).filter((token) => token !== undefined),
        unsubscribe: mails
          .map((mail) => linkToken(mail.body, 'unsubscribe'))
          .filter((token) => token !== undefined),
      };
      expect(tokens.confirm).toHaveLength(1);
      expect(tokens.unsubscribe).toHaveLength(1);
      const started = await anonymous().post('/api/analytics/session/start/', sessionStartFixture());
      expect(started.status).toBe(201);
      const session = started.body.session_id as string;
      const now = new Date().toISOString();
      // A real booking's manage token: the first free slot of the seeded introductory call.
      const horizon = new Date(Date.now() + 21 * 86_400_000).toISOString();
      const free = await anonymous().get(`/api/booking/slots/?session_type=1&from=${now}&to=${horizon}`);
      expect(free.status).toBe(200);
      const booked = await anonymous().post('/api/booking/', {
        session_type_id: 1,
        start: free.body.slots[0].start,
        name: 'Ada',
        email: 'ada@example.com',
        time_zone: 'Europe/Berlin',
        idempotency_key: 'fuzz-booking-0000001',
      });
      expect(booked.status).toBe(201);
      tokens.manage = [booked.body.manage_token as string];

      const bases: Record<string, unknown> = {
        'POST /api/newsletter/subscribe/': { email: 'fuzz-2@example.com' },
        'POST /api/contact/': { name: 'Ada', email: 'ada@example.com', message: 'Guten Tag!\nAda' },
        'POST /api/analytics/session/start/': sessionStartFixture(),
        'POST /api/analytics/track/': {
          events: [
            {
              type: 'page_view',
              timestamp: now,
              data: {
                session_id: session,
                page_path: '/',
                page_title: 'Start',
                timestamp: now,
                referrer: null,
                viewport_width: 1440,
                viewport_height: 900,
              },
            },
          ],
        },
        'POST /api/analytics/session/end/': { session_id: session, timestamp: now },
        'POST /api/booking/': {
          session_type_id: 1,
          start: now,
          name: 'Ada',
          email: 'ada@example.com',
          phone: '+49 30 123456',
          message: 'Guten Tag!',
          language: 'de',
          time_zone: 'America/Sao_Paulo',
          idempotency_key: 'fuzz-booking-0000002',
        },
        'POST /api/booking/manage/:token/move/': {
          start: free.body.slots[1].start,
          idempotency_key: 'fuzz-move-000000001',
        },
      };

      const routes = publicWriteRoutes(t.publicRoutes);
      for (const route of routes) {
        const key = routeKey(route);
        const kind = PUBLIC_WRITE_ROUTES[key];
        if (!kind) throw new Error(`${key}: not in PUBLIC_WRITE_ROUTES (write-fuzz-public.ts)`);
        const fuzz: RouteFuzz = { route, client: anonymous, runs: RUNS };
        if (kind === 'body' || kind === 'token+body') {
          if (bases[key] === undefined) throw new Error(`${key}: no valid body to break`);
          fuzz.body = brokenBody(bases[key]);
        }
        if (kind === 'token' || kind === 'token+body') {
          const kind = route.url.includes('/confirm/')
            ? 'confirm'
            : route.url.includes('/booking/')
              ? 'manage'
              : 'unsubscribe';
          fuzz.url = tokenPart(tokens[kind]);
        }
        if (route.url.startsWith('/api/newsletter/')) fuzz.transport = newsletterTransport;
        await fuzzRoute(t, fuzz, tally);
      }
      expect([...tally.routes].sort()).toEqual(routes.map(routeKey).sort());
      reportTally('write fuzz (public)', tally);
    },
    RUNS * 10 * 400,
  );
});
