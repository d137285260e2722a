/**
 * Which fuzz file covers which write route under /api/admin/ (decision 050). The routes come from
 * the app (setupContentApp's onRoute list); a route no entry matches has no coverage, and
 * write-fuzz-coverage.test.ts fails naming it.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { RouteDoc } from '../../src/lib/route';
import type { ConsoleClient } from '../admin/console-client';
import type { ContentTestContext } from './admin-content';
import {
  badId,
  count,
  expectedAnswer,
  expectRefusal,
  FUZZ_RUNS,
  FUZZ_SEED,
  type FuzzTally,
  paramsOf,
  routeKey,
  sendWire,
  type Transport,
  tableDigest,
  transport,
  type Wire,
  WRITE_METHODS,
  type WriteRoute,
  wireOf,
} from './write-fuzz';

export type FuzzFile =
  | 'write-fuzz-content'
  | 'write-fuzz-accounts'
  | 'write-fuzz-media'
  | 'write-fuzz-bookings';

const ACCOUNT_ROUTES = new Set([
  'POST /api/admin/auth/setup/',
  'POST /api/admin/auth/login/',
  'POST /api/admin/auth/second-factor/',
  'POST /api/admin/auth/invitation/',
  'POST /api/admin/auth/password-reset/',
  'POST /api/admin/auth/password-reset/confirm/',
  'POST /api/admin/auth/logout/',
  'PATCH /api/admin/auth/me/',
  'POST /api/admin/auth/password/',
  'POST /api/admin/auth/totp/setup/',
  'POST /api/admin/auth/totp/enable/',
  'POST /api/admin/auth/totp/disable/',
  'POST /api/admin/auth/recovery-codes/',
  'POST /api/admin/users/',
  'PATCH /api/admin/users/:id/',
  'DELETE /api/admin/users/:id/',
  'POST /api/admin/preview/',
  // Ending a preview link (issue 23 point 4): bodiless, its id is broken like a user's.
  'DELETE /api/admin/preview/:id/',
  // Owner-only erasure of a subscriber (issue 14): bodiless, its id is broken like a user's.
  'DELETE /api/admin/subscribers/:id/',
  // The owner's "send again" of an outbox email (issue 14): bodiless, its id broken like a user's.
  'POST /api/admin/outbox/:id/retry/',
  // The owner's retention periods (issue 14, decision 061): one strict body with a version.
  'PATCH /api/admin/retention/',
  // The practice's time zone (issue 24 point 9, decision 086): one strict body with a version.
  'PATCH /api/admin/practice/',
  // The booking policy (issue 25 point 5, decision 103): one strict body with a version.
  'PATCH /api/admin/booking/policy/',
]);
/** issue 14 inbox: the owner's contact inbox rides along the account fuzz (owner only, an :id). */
const MESSAGE_ROUTES = new Set([
  'PATCH /api/admin/messages/:id/',
  'POST /api/admin/messages/:id/reply/',
  'DELETE /api/admin/messages/:id/',
]);
/** Issue 14 campaigns: the owner's newsletter campaigns ride along the account fuzz too. */
const CAMPAIGN_ROUTES = new Set([
  'POST /api/admin/campaigns/',
  'PATCH /api/admin/campaigns/:id/',
  'DELETE /api/admin/campaigns/:id/',
  'POST /api/admin/campaigns/:id/test/',
  'POST /api/admin/campaigns/:id/send/',
]);
/** Issue 25 booking setup (decision 106): the owner's session types, hours, overrides and blocks ride along too. */
export const BOOKING_SETUP_ROUTES = new Set([
  'POST /api/admin/booking-setup/session-types/',
  'PATCH /api/admin/booking-setup/session-types/:id/',
  'DELETE /api/admin/booking-setup/session-types/:id/',
  'POST /api/admin/booking-setup/session-types/order/',
  'PATCH /api/admin/booking-setup/availability/',
  'PATCH /api/admin/booking-setup/date-overrides/:date/',
  'DELETE /api/admin/booking-setup/date-overrides/:date/',
  'POST /api/admin/booking-setup/holiday-import/',
  'POST /api/admin/booking-setup/blocked-times/',
  'DELETE /api/admin/booking-setup/blocked-times/:id/',
]);
/** Issue 25 agenda (decision 104): the owner's actions on bookings, a person's bookings, the feed. */
export const AGENDA_ROUTES = new Set([
  'POST /api/admin/bookings/:id/confirm/',
  'POST /api/admin/bookings/:id/decline/',
  'POST /api/admin/bookings/:id/cancel/',
  'POST /api/admin/bookings/:id/move/',
  'POST /api/admin/bookings/:id/no-show/',
  'POST /api/admin/bookings/:id/done/',
  'POST /api/admin/bookings/person/export/',
  'POST /api/admin/bookings/person/erase/',
  'POST /api/admin/bookings/calendar-feed/',
  'DELETE /api/admin/bookings/calendar-feed/',
]);
/** The upload's file contents are media-fuzz.test.ts's (damaged images); its transport is ours. */
const MEDIA_ROUTES = new Set([
  'POST /api/admin/media/',
  'PATCH /api/admin/media/:id/',
  'DELETE /api/admin/media/:id/',
]);

/** The content routes every resource has (decision 044), by the shape of their path. */
export const CONTENT_ROUTE =
  /^(POST|PATCH|DELETE) \/api\/admin\/([a-z-]+)\/(?::key\/(?:(publish|discard)\/|revisions\/:version\/(restore)\/)?)?$/;

export function fuzzFileOf(route: WriteRoute, resources: readonly string[]): FuzzFile | undefined {
  const key = routeKey(route);
  if (
    ACCOUNT_ROUTES.has(key) ||
    MESSAGE_ROUTES.has(key) ||
    CAMPAIGN_ROUTES.has(key) ||
    BOOKING_SETUP_ROUTES.has(key)
  )
    return 'write-fuzz-accounts';
  if (AGENDA_ROUTES.has(key)) return 'write-fuzz-bookings';
  if (MEDIA_ROUTES.has(key)) return 'write-fuzz-media';
  const content = CONTENT_ROUTE.exec(key);
  if (content && resources.includes(content[2] as string)) return 'write-fuzz-content';
  return undefined;
}

export const writeRoutes = (t: ContentTestContext) =>
  t.routes.filter((route) => WRITE_METHODS.has(route.method));

export const docOf = (t: ContentTestContext, route: WriteRoute): RouteDoc => {
  const doc = t.api.routeDocs.find(
    (candidate) => candidate.method === route.method && candidate.url === route.url,
  );
  if (!doc) throw new Error(`${routeKey(route)} is not declared with defineRoute`);
  return doc;
};

/** A path parameter's value (percent-encoded) and what the database would say of it. */
export type UrlPart = { values: Record<string, string>; semantic: 404 | null };
/** A body and what the database would say of it if every schema passed (409: stale version). */
export type BodyPart = { body: unknown; semantic: 409 | null };

/** `:id` as a real id (weighted `realWeight` against 2) or one that cannot or does not name a row. */
export const uuidPart = (id: string, realWeight: number): fc.Arbitrary<UrlPart> =>
  fc.oneof(
    { weight: realWeight, arbitrary: fc.constant({ values: { id }, semantic: null }) },
    {
      weight: 2,
      arbitrary: badId(fc.uuid({ version: 4 }).filter((other) => other !== id)).map((other) => ({
        values: { id: other },
        semantic: 404 as const,
      })),
    },
  );

export type RouteFuzz = {
  route: WriteRoute;
  url?: fc.Arbitrary<UrlPart>;
  /** Absent: the route takes no body (only the transport can be wrong). */
  body?: fc.Arbitrary<BodyPart>;
  /** Who sends it (default the signed-in owner). */
  client?: () => ConsoleClient;
  /** The broken transports to send (default all of `transport`). */
  transport?: fc.Arbitrary<Transport>;
  /** Cases to send (default FUZZ_RUNS). */
  runs?: number;
};

type Case = {
  path: string;
  params: Record<string, string>;
  wire: Wire;
  broken?: Transport;
  semantic: 404 | 409 | null;
};

/**
 * Sends FUZZ_RUNS (or `fuzz.runs`) generated bad requests to one route as the owner; each must be the refusal the
 * oracle names, and afterwards every table must be as before.
 */
export async function fuzzRoute(t: ContentTestContext, fuzz: RouteFuzz, tally: FuzzTally) {
  const { route } = fuzz;
  const doc = docOf(t, route);
  const hasBody = fuzz.body !== undefined;
  const url = fuzz.url ?? fc.constant<UrlPart>({ values: {}, semantic: null });
  const body = fuzz.body ?? fc.constant<BodyPart>({ body: undefined, semantic: null });
  // Without a body, only a broken transport is bad input (anything else would be a real request).
  const broken: fc.Arbitrary<Transport | undefined> = fc.oneof(
    { weight: hasBody ? 4 : 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fuzz.transport ?? transport },
  );
  const cases: fc.Arbitrary<Case> = fc.tuple(url, body, broken).map(([urlPart, bodyPart, brokenPart]) => {
    const path = route.url.replace(/:(\w+)/g, (_, name: string) => urlPart.values[name] ?? 'missing');
    return {
      path,
      params: paramsOf(route.url, path),
      wire: wireOf(bodyPart.body, brokenPart, hasBody),
      ...(brokenPart ? { broken: brokenPart } : {}),
      semantic: urlPart.semantic ?? bodyPart.semantic,
    };
  });
  const before = await tableDigest(t.database.db);
  const client = fuzz.client ?? (() => t.owner);
  await fc.assert(
    fc.asyncProperty(cases, async (sent) => {
      const expected = expectedAnswer(doc, sent, sent.semantic);
      // A request the API may rightly take is not bad input: another case instead.
      fc.pre(expected.status !== 'acceptable');
      const answer = await sendWire(client(), route.method, sent.path, sent.wire);
      count(tally, route, answer.status);
      expectRefusal(
        answer,
        expected,
        `${routeKey(route)} ${sent.path} ${sent.wire.type ?? '-'} ${sent.wire.payload?.slice(0, 300) ?? ''}`,
      );
    }),
    {
      numRuns: fuzz.runs ?? FUZZ_RUNS,
      maxSkipsPerRun: 1_000,
      ...(FUZZ_SEED === undefined ? {} : { seed: FUZZ_SEED }),
    },
  );
  expect(await tableDigest(t.database.db), `${routeKey(route)} changed a table`).toEqual(before);
}
