/**
 * /api/admin/booking-setup/: setting up booking (issue 25 points 1 and 2, decision 106). Everyone
 * signed in reads (the agenda and the start page show what is set up); the owner alone changes it,
 * like the practice's time zone. Each write is in the audit log in plain words. Session types are
 * public content (the booking page, the "book" links of services and packages): a change to one
 * invalidates the cached answers and pages at once, as a publish does (decision 026).
 *
 *   GET    /booking-setup/session-types/             the types (with upcoming bookings) and the services and packages to pick
 *   POST   /booking-setup/session-types/             a new type, last in the order (201)
 *   PATCH  /booking-setup/session-types/:id/         the whole type from `version` (stale: 409 + current)
 *   DELETE /booking-setup/session-types/:id/         only a type no booking names (else 409: hide it instead)
 *   POST   /booking-setup/session-types/order/       every type's id in the new order
 *   GET    /booking-setup/availability/              weekly hours, notice, horizon, interval, the practice's zone
 *   PATCH  /booking-setup/availability/              all of it from `version` (stale: 409 + current)
 *   GET    /booking-setup/date-overrides/?from&to    the dates with their own hours or a day off
 *   PATCH  /booking-setup/date-overrides/:date/      the date's hours (none: a day off) and note
 *   DELETE /booking-setup/date-overrides/:date/      back to the weekly hours
 *   POST   /booking-setup/holiday-import/            a German state's public holidays of a year as days off
 *   GET    /booking-setup/blocked-times/?from&to     the blocked times overlapping those dates
 *   POST   /booking-setup/blocked-times/             a blocked time (instants or whole days); names live bookings it covers (201)
 *   DELETE /booking-setup/blocked-times/:id/
 */
import {
  AdminSessionTypeListSchema,
  AdminSessionTypeSchema,
  ApiErrorSchema,
  BlockedTimeCreatedSchema,
  BlockedTimeCreateSchema,
  BlockedTimeListSchema,
  BlockedTimeParamsSchema,
  BookingAvailabilityConflictSchema,
  BookingAvailabilityPutSchema,
  BookingAvailabilitySchema,
  BookingSetupDeletedSchema,
  DateOverrideListSchema,
  DateOverrideParamsSchema,
  DateOverridePutSchema,
  DateOverrideSchema,
  DateWindowQuerySchema,
  HolidayImportResultSchema,
  HolidayImportSchema,
  SessionTypeConflictSchema,
  SessionTypeCreateSchema,
  SessionTypeIdParamsSchema,
  SessionTypeOrderSchema,
  SessionTypeUpdateSchema,
} from '@wegweiser/contracts';
import { translate } from '@wegweiser/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound, ValidationError } from '../../lib/errors';
import { defineRoute } from '../../lib/route';
import {
  createBookingSetupService,
  hoursSummary,
  type ReferenceProblem,
} from '../../services/booking/setup-service';
import { BOOKING_DATA } from '../content/public-data';

const tags = ['console: booking setup'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };
const owner = { role: 'owner' } as const;

const nameOf = (name: Record<string, string | undefined>) => name.de ?? Object.values(name)[0] ?? '';
const KIND_WORDS: Record<string, string> = {
  practice: 'at the practice',
  phone: 'by phone',
  video: 'by video',
};

const badReference = (problem: ReferenceProblem) =>
  new ValidationError([{ path: problem.field, key: 'not_found_reference', params: {} }]);

export default async function bookingSetupAdminRoutes(app: FastifyInstance) {
  const setup = createBookingSetupService(app.repositories);

  // ── Session types ─────────────────────────────────────────────────────────────────────────

  defineRoute(app, {
    method: 'GET',
    url: '/booking-setup/session-types/',
    summary: 'The session types in their order, and the services and packages a type can belong to',
    tags,
    auth: 'session',
    response: { 200: AdminSessionTypeListSchema, ...errors },
    handler: async ({ reply }) => {
      reply.header('cache-control', 'no-store');
      return setup.sessionTypes();
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/booking-setup/session-types/',
    summary: 'A new session type, last in the order',
    tags,
    auth: owner,
    csrf: 'token',
    status: 201,
    body: SessionTypeCreateSchema,
    response: { 201: AdminSessionTypeSchema, ...errors },
    handler: async ({ body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const result = await setup.createSessionType(body);
      if (result.outcome === 'bad_reference') throw badReference(result.problem);
      await app.audit(request, {
        action: 'session_type.create',
        entity: 'session_type',
        entityId: String(result.type.id),
        summary: `Session type “${nameOf(result.type.name)}” added (${result.type.duration_minutes} minutes, ${KIND_WORDS[result.type.location_kind]})`,
      });
      app.contentChanged(BOOKING_DATA);
      return result.type;
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/booking-setup/session-types/:id/',
    summary: 'Save a session type from `version`; a stale version answers 409 with the current one',
    tags,
    auth: owner,
    csrf: 'token',
    params: SessionTypeIdParamsSchema,
    body: SessionTypeUpdateSchema,
    response: { 200: AdminSessionTypeSchema, 404: ApiErrorSchema, 409: SessionTypeConflictSchema, ...errors },
    handler: async ({ params, body, request, reply, locale }) => {
      reply.header('cache-control', 'no-store');
      const { version, ...fields } = body;
      const result = await setup.updateSessionType(params.id, fields, version);
      if (result.outcome === 'missing') throw notFound();
      if (result.outcome === 'bad_reference') throw badReference(result.problem);
      if (result.outcome === 'stale') {
        reply.code(409);
        return { message: translate('version_conflict', locale.language), current: result.current };
      }
      const visibility =
        result.before && result.before.isVisible !== result.type.is_visible
          ? result.type.is_visible
            ? ' and shown'
            : ' and hidden'
          : '';
      await app.audit(request, {
        action: 'session_type.update',
        entity: 'session_type',
        entityId: String(result.type.id),
        summary: `Session type “${nameOf(result.type.name)}” changed${visibility}`,
      });
      app.contentChanged(BOOKING_DATA);
      return result.type;
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/booking-setup/session-types/:id/',
    summary: 'Delete a session type no booking names (one with bookings: 409, hide it instead)',
    tags,
    auth: owner,
    csrf: 'token',
    params: SessionTypeIdParamsSchema,
    response: { 200: BookingSetupDeletedSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, ...errors },
    handler: async ({ params, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const result = await setup.deleteSessionType(params.id);
      if (result.outcome === 'missing') throw notFound();
      if (result.outcome === 'has_bookings') {
        throw new HttpError(409, 'session_type_has_bookings', { count: result.count });
      }
      await app.audit(request, {
        action: 'session_type.delete',
        entity: 'session_type',
        entityId: String(params.id),
        summary: `Session type “${nameOf(result.row.name)}” deleted`,
      });
      app.contentChanged(BOOKING_DATA);
      return { deleted: true as const };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/booking-setup/session-types/order/',
    summary: "Put the session types in a new order: every type's id once",
    tags,
    auth: owner,
    csrf: 'token',
    body: SessionTypeOrderSchema,
    response: { 200: AdminSessionTypeListSchema, ...errors },
    handler: async ({ body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      if ((await setup.reorderSessionTypes(body.ids)) === 'incomplete') {
        throw new ValidationError([{ path: 'ids', key: 'session_type_order_incomplete', params: {} }]);
      }
      await app.audit(request, {
        action: 'session_type.reorder',
        entity: 'session_type',
        entityId: null,
        summary: 'Order of the session types changed',
      });
      app.contentChanged(BOOKING_DATA);
      return setup.sessionTypes();
    },
  });

  // ── Weekly hours and the booking window ───────────────────────────────────────────────────

  defineRoute(app, {
    method: 'GET',
    url: '/booking-setup/availability/',
    summary: "The weekly hours, minimum notice, horizon and slot interval, with the practice's zone",
    tags,
    auth: 'session',
    response: { 200: BookingAvailabilitySchema, ...errors },
    handler: async ({ reply }) => {
      reply.header('cache-control', 'no-store');
      return setup.availability();
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/booking-setup/availability/',
    summary: 'Save the weekly hours and booking window from `version`; a stale version answers 409',
    tags,
    auth: owner,
    csrf: 'token',
    body: BookingAvailabilityPutSchema,
    response: { 200: BookingAvailabilitySchema, 409: BookingAvailabilityConflictSchema, ...errors },
    handler: async ({ body, request, reply, principal, locale }) => {
      reply.header('cache-control', 'no-store');
      const result = await setup.saveAvailability(body, principal?.userId ?? null);
      if (result.outcome === 'stale') {
        reply.code(409);
        return { message: translate('version_conflict', locale.language), current: result.availability };
      }
      const saved = result.availability;
      await app.audit(request, {
        action: 'booking_hours.update',
        entity: 'booking_availability',
        entityId: '1',
        summary: `Booking hours saved: ${hoursSummary(saved.weekly_hours)}; at least ${saved.minimum_notice_minutes} minutes ahead, up to ${saved.horizon_days} days ahead, every ${saved.slot_interval_minutes} minutes`,
      });
      return saved;
    },
  });

  // ── Date overrides and holidays ───────────────────────────────────────────────────────────

  defineRoute(app, {
    method: 'GET',
    url: '/booking-setup/date-overrides/',
    summary: 'The dates from `from` to `to` (at most 366 days) with hours of their own or a day off',
    tags,
    auth: 'session',
    querystring: DateWindowQuerySchema,
    response: { 200: DateOverrideListSchema, ...errors },
    handler: async ({ query, reply }) => {
      reply.header('cache-control', 'no-store');
      return { items: await setup.overrides(query.from, query.to) };
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/booking-setup/date-overrides/:date/',
    summary: "Set a date's own hours (no ranges: a day off) and note",
    tags,
    auth: owner,
    csrf: 'token',
    params: DateOverrideParamsSchema,
    body: DateOverridePutSchema,
    response: { 200: DateOverrideSchema, 404: ApiErrorSchema, ...errors },
    handler: async ({ params, body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const { override } = await setup.putOverride(params.date, body.ranges, body.note);
      const what =
        override.ranges.length === 0
          ? 'day off'
          : `open ${override.ranges.map((r) => `${r.start}–${r.end}`).join(', ')}`;
      await app.audit(request, {
        action: 'date_override.set',
        entity: 'booking_date_override',
        entityId: override.date,
        summary: `Exception on ${override.date}: ${what}${override.note ? ` (“${override.note}”)` : ''}`,
      });
      return override;
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/booking-setup/date-overrides/:date/',
    summary: 'Remove a date override: the weekly hours apply again',
    tags,
    auth: owner,
    csrf: 'token',
    params: DateOverrideParamsSchema,
    response: { 200: BookingSetupDeletedSchema, 404: ApiErrorSchema, ...errors },
    handler: async ({ params, request, reply }) => {
      reply.header('cache-control', 'no-store');
      if (!(await setup.deleteOverride(params.date))) throw notFound();
      await app.audit(request, {
        action: 'date_override.delete',
        entity: 'booking_date_override',
        entityId: params.date,
        summary: `Exception on ${params.date} removed: the weekly hours apply again`,
      });
      return { deleted: true as const };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/booking-setup/holiday-import/',
    summary: "A German state's public holidays of a year as days off; existing overrides are kept",
    tags,
    auth: owner,
    csrf: 'token',
    body: HolidayImportSchema,
    response: { 200: HolidayImportResultSchema, ...errors },
    handler: async ({ body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const result = await setup.importHolidays(body.state, body.year);
      await app.audit(request, {
        action: 'holidays.import',
        entity: 'booking_date_override',
        entityId: null,
        summary: `Public holidays ${body.year} (${body.state}) imported: ${result.added.length} days off added, ${result.kept.length} existing exceptions kept`,
      });
      return result;
    },
  });

  // ── Blocked times ─────────────────────────────────────────────────────────────────────────

  defineRoute(app, {
    method: 'GET',
    url: '/booking-setup/blocked-times/',
    summary: "The blocked times overlapping the dates `from` to `to` (the practice's days)",
    tags,
    auth: 'session',
    querystring: DateWindowQuerySchema,
    response: { 200: BlockedTimeListSchema, ...errors },
    handler: async ({ query, reply }) => {
      reply.header('cache-control', 'no-store');
      return { items: await setup.blockedTimes(query.from, query.to) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/booking-setup/blocked-times/',
    summary:
      'Block a time (instants, or whole days in the practice’s zone); names the live bookings it covers',
    tags,
    auth: owner,
    csrf: 'token',
    status: 201,
    body: BlockedTimeCreateSchema,
    response: { 201: BlockedTimeCreatedSchema, ...errors },
    handler: async ({ body, request, reply, principal }) => {
      reply.header('cache-control', 'no-store');
      const result = await setup.blockTime(body, principal?.userId ?? null);
      const covered = result.overlapping_bookings.length;
      await app.audit(request, {
        action: 'blocked_time.create',
        entity: 'booking_blocked_time',
        entityId: result.item.id,
        summary: `Time blocked from ${result.item.start} to ${result.item.end}${result.item.note ? ` (“${result.item.note}”)` : ''}${covered > 0 ? `; ${covered} booking(s) inside it stay` : ''}`,
      });
      return result;
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/booking-setup/blocked-times/:id/',
    summary: 'Remove a blocked time',
    tags,
    auth: owner,
    csrf: 'token',
    params: BlockedTimeParamsSchema,
    response: { 200: BookingSetupDeletedSchema, 404: ApiErrorSchema, ...errors },
    handler: async ({ params, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const removed = await setup.deleteBlockedTime(params.id);
      if (!removed) throw notFound();
      await app.audit(request, {
        action: 'blocked_time.delete',
        entity: 'booking_blocked_time',
        entityId: params.id,
        summary: `Blocked time from ${removed.start} to ${removed.end} removed`,
      });
      return { deleted: true as const };
    },
  });
}
