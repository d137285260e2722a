/**
 * Bad input to the console's account routes (issue 13 point 10, decision 050): sign-in, first
 * owner, invitation, a forgotten password (decision 090), sign-out, profile, password, two-factor,
 * users and preview links. Each body is a valid request broken in one to three places (a valid
 * one would sign in, invite or change something, so it is dropped); bodiless routes get only broken
 * transports; user ids are wrong in every way. Never a 5xx, always the refusal the oracle names,
 * no table changed — and the owner's session survives it all.
 *
 *   TEST_DATABASE=pglite npx vitest run --project api apps/api/test/admin/write-fuzz-accounts.test.ts
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setupContentApp } from '../helpers/admin-content';
import {
  badId,
  FUZZ_TIMEOUT_MS,
  mutate,
  mutations,
  newTally,
  reportTally,
  routeKey,
} from '../helpers/write-fuzz';
import {
  type BodyPart,
  fuzzFileOf,
  fuzzRoute,
  type RouteFuzz,
  type UrlPart,
  uuidPart,
  writeRoutes,
} from '../helpers/write-fuzz-routes';
import { browser, OWNER } from './console-client';

const t = setupContentApp();
const tally = newTally();

const TOKEN = 'k'.repeat(43);
/** A valid session type (issue 25 booking setup). */
const SESSION_TYPE = {
  name: { de: 'Erstgespräch', en: 'First talk' },
  description: { de: 'Zum Kennenlernen.' },
  duration_minutes: 30,
  buffer_before_minutes: 0,
  buffer_after_minutes: 10,
  location_kind: 'practice',
  location_address: 'Hauptstraße 1, Berlin',
  service_id: 1,
  requires_confirmation: true,
  max_per_day: 4,
  is_visible: true,
};
const PASSWORD = 'Kaffee-Wolke-Brücke-99';
/** A valid body for each route that takes one. */
const BASES: Record<string, Record<string, unknown>> = {
  'POST /api/admin/auth/setup/': {
    token: TOKEN,
    email: 'neu@example.com',
    name: 'Neu',
    password: PASSWORD,
    ui_language: 'de',
  },
  'POST /api/admin/auth/login/': { email: OWNER.email, password: OWNER.password },
  'POST /api/admin/auth/second-factor/': { code: '123456' },
  'POST /api/admin/auth/invitation/': { token: TOKEN, name: 'Neu', password: PASSWORD, ui_language: 'en' },
  'POST /api/admin/auth/password-reset/': { email: 'neu@example.com' },
  'POST /api/admin/auth/password-reset/confirm/': { token: TOKEN, password: PASSWORD },
  'PATCH /api/admin/auth/me/': { name: OWNER.name, ui_language: 'de' },
  'POST /api/admin/auth/password/': { current_password: OWNER.password, new_password: PASSWORD },
  'POST /api/admin/auth/totp/enable/': { code: '123456' },
  'POST /api/admin/auth/totp/disable/': { password: OWNER.password },
  'POST /api/admin/auth/totp/setup/': { password: OWNER.password },
  'POST /api/admin/auth/recovery-codes/': { password: OWNER.password },
  'POST /api/admin/users/': { email: 'neu@example.com', name: 'Neu', role: 'editor', ui_language: 'de' },
  'PATCH /api/admin/users/:id/': { name: 'Eda Editor', role: 'editor', ui_language: 'en', disabled: false },
  'POST /api/admin/preview/': {
    resource: 'services',
    key: '1',
    path: '/services/kostenloses-erstgespraech',
    language: 'en',
  },
  'PATCH /api/admin/messages/:id/': { state: 'read' },
  'POST /api/admin/messages/:id/reply/': { body: 'Danke für Ihre Nachricht.' },
  'POST /api/admin/campaigns/': { language: 'de', subject: 'Neuigkeiten', body_markdown: '# Hallo' },
  'PATCH /api/admin/campaigns/:id/': { subject: 'Neuigkeiten', body_markdown: 'Text', version: 0 },
  'PATCH /api/admin/retention/': { contact_days: 30, analytics_raw_days: null, booking_days: 90, version: 0 },
  'PATCH /api/admin/practice/': { time_zone: 'Europe/Vienna', version: 0 },
  'PATCH /api/admin/booking/policy/': {
    cancellation_deadline_hours: 48,
    reminder_24h: false,
    reminder_1h: true,
    version: 0,
  },
  'POST /api/admin/booking-setup/session-types/': SESSION_TYPE,
  'PATCH /api/admin/booking-setup/session-types/:id/': { ...SESSION_TYPE, version: 0 },
  'POST /api/admin/booking-setup/session-types/order/': { ids: [1] },
  'PATCH /api/admin/booking-setup/availability/': {
    weekly_hours: { '1': [{ start: '09:00', end: '12:00' }] },
    minimum_notice_minutes: 720,
    horizon_days: 60,
    slot_interval_minutes: 30,
    version: 0,
  },
  'PATCH /api/admin/booking-setup/date-overrides/:date/': {
    ranges: [{ start: '09:00', end: '12:00' }],
    note: 'Fortbildung',
  },
  'POST /api/admin/booking-setup/holiday-import/': { state: 'BY', year: 2031 },
  'POST /api/admin/booking-setup/blocked-times/': {
    start: '2031-05-06T07:00:00Z',
    end: '2031-05-06T09:00:00Z',
    note: 'Supervision',
  },
};
/** Routes without a body: only the transport (or the id) can be wrong. */
const BODILESS = new Set([
  'POST /api/admin/auth/logout/',
  'DELETE /api/admin/users/:id/',
  'DELETE /api/admin/preview/:id/',
  'DELETE /api/admin/subscribers/:id/',
  'DELETE /api/admin/messages/:id/',
  'POST /api/admin/outbox/:id/retry/',
  'DELETE /api/admin/campaigns/:id/',
  'POST /api/admin/campaigns/:id/test/',
  'POST /api/admin/campaigns/:id/send/',
  'DELETE /api/admin/booking-setup/session-types/:id/',
  'DELETE /api/admin/booking-setup/date-overrides/:date/',
  'DELETE /api/admin/booking-setup/blocked-times/:id/',
]);
/** Public sign-in routes: sent by someone signed out, each from its own address (their rate limit). */
const PUBLIC = new Set([
  'POST /api/admin/auth/setup/',
  'POST /api/admin/auth/login/',
  'POST /api/admin/auth/second-factor/',
  'POST /api/admin/auth/invitation/',
  'POST /api/admin/auth/password-reset/',
  'POST /api/admin/auth/password-reset/confirm/',
]);

let address = 0;
const freshAddress = () => {
  address += 1;
  return `198.18.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`;
};

/** The date of the override the booking-setup routes name (a real one, set before the fuzz). */
const OVERRIDE_DATE = '2031-07-01';
/** An id that cannot name a seeded session type: anything a number parses to from 1 to 100,000 is left out. */
const absentTypeId = (id: string) => {
  const number = Number(decodeURIComponent(id));
  return !(Number.isInteger(number) && number >= 1 && number <= 100_000);
};

/** The booking-setup routes' path parameter: a real one, or one that names nothing (404). */
function bookingSetupPart(
  url: string,
  blockedTimeId: string,
  realWeight: number,
): fc.Arbitrary<UrlPart> | null {
  if (url.includes('/session-types/:id/'))
    return fc.oneof(
      { weight: realWeight, arbitrary: fc.constant<UrlPart>({ values: { id: '1' }, semantic: null }) },
      {
        weight: 2,
        arbitrary: badId(fc.constant('999999'))
          .filter(absentTypeId)
          .map((id): UrlPart => ({ values: { id }, semantic: 404 })),
      },
    );
  if (url.includes(':date'))
    return fc.oneof(
      {
        weight: realWeight,
        arbitrary: fc.constant<UrlPart>({ values: { date: OVERRIDE_DATE }, semantic: null }),
      },
      {
        weight: 2,
        arbitrary: badId(fc.constantFrom('2031-02-30', '2031-13-01', '31-07-01')).map(
          (date): UrlPart => ({ values: { date }, semantic: 404 }),
        ),
      },
    );
  if (url.includes(':id')) return uuidPart(blockedTimeId, realWeight);
  return null;
}

const brokenBody = (base: Record<string, unknown>): fc.Arbitrary<BodyPart> =>
  mutations.map((changes) => ({ body: mutate(base, changes), semantic: null }));

describe('bad input to the account routes', () => {
  it(
    'is refused with the named fields, never a 5xx, and writes nothing',
    async () => {
      const editorId = (await t.send('GET', '/api/admin/auth/me/')).body.user.id as string;
      // A real draft: its routes get past the id to the body (and a real request is never sent).
      const campaignId = (
        await t.send('POST', '/api/admin/campaigns/', {
          body: BASES['POST /api/admin/campaigns/'],
          role: 'owner',
        })
      ).body.id as string;
      // A real blocked time and a real override: their routes get past the path to the body.
      const blockedTimeId = (
        await t.send('POST', '/api/admin/booking-setup/blocked-times/', {
          body: BASES['POST /api/admin/booking-setup/blocked-times/'],
          role: 'owner',
        })
      ).body.item.id as string;
      await t.owner.request('PATCH', `/api/admin/booking-setup/date-overrides/${OVERRIDE_DATE}/`, {
        ranges: [],
      });
      const routes = writeRoutes(t).filter((route) => fuzzFileOf(route, []) === 'write-fuzz-accounts');
      for (const route of routes) {
        const key = routeKey(route);
        const base = BASES[key];
        if (!base && !BODILESS.has(key)) throw new Error(`${key}: no valid body to break`);
        const fuzz: RouteFuzz = { route, ...(base ? { body: brokenBody(base) } : {}) };
        if (route.url.includes('/booking-setup/')) {
          const url = bookingSetupPart(route.url, blockedTimeId, base ? 3 : 1);
          if (url) fuzz.url = url;
        } else if (route.url.includes(':id'))
          fuzz.url = uuidPart(route.url.includes('/campaigns/') ? campaignId : editorId, base ? 3 : 1);
        if (PUBLIC.has(key)) fuzz.client = () => browser(t.app, { ip: freshAddress() });
        await fuzzRoute(t, fuzz, tally);
      }
      expect([...tally.routes].sort()).toEqual(routes.map(routeKey).sort());
      // Nothing above signed the owner out or changed the editor.
      expect((await t.send('GET', '/api/admin/auth/me/', { role: 'owner' })).status).toBe(200);
      expect((await t.send('GET', '/api/admin/auth/me/')).body.user.id).toBe(editorId);
      reportTally('write fuzz (accounts)', tally);
    },
    FUZZ_TIMEOUT_MS,
  );
});
