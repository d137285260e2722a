/**
 * /api/admin/booking/policy/: the booking policy (issue 25 point 5, decision 103) — until how many
 * hours before the start the visitor's link may move or cancel a booking, and whether the 24-hour
 * and the 1-hour reminders go out. Every signed-in person reads it; only the owner changes it.
 *
 *   GET   /booking/policy/   the policy (the defaults until the first save) and its version
 *   PATCH /booking/policy/   any of its three settings from `version` (stale: 409 + current)
 */
import {
  ApiErrorSchema,
  type BookingPolicy,
  BookingPolicyConflictSchema,
  BookingPolicyPatchSchema,
  BookingPolicySchema,
} from '@wegweiser/contracts';
import { BOOKING_POLICY_LIMITS } from '@wegweiser/contracts/booking';
import { translate } from '@wegweiser/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import type { BookingPolicyRow } from '../../repositories/booking-policy-repository';

const tags = ['console: booking policy'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

const view = (row: BookingPolicyRow): BookingPolicy => ({
  cancellation_deadline_hours: row.cancellationDeadlineHours,
  reminder_24h: row.reminder24h,
  reminder_1h: row.reminder1h,
  limits: { cancellation_deadline_hours: { ...BOOKING_POLICY_LIMITS.deadlineHours } },
  version: row.version,
  updated_at: row.updatedAt ? new Date(row.updatedAt).toISOString() : null,
});

/** What changed, for the audit log: "links until 48 h before the start (was 24 h); 1-h reminder off". */
function changes(before: BookingPolicyRow, after: BookingPolicyRow): string {
  const parts: string[] = [];
  if (before.cancellationDeadlineHours !== after.cancellationDeadlineHours) {
    parts.push(
      `links until ${after.cancellationDeadlineHours} h before the start (was ${before.cancellationDeadlineHours} h)`,
    );
  }
  if (before.reminder24h !== after.reminder24h)
    parts.push(`24-h reminder ${after.reminder24h ? 'on' : 'off'}`);
  if (before.reminder1h !== after.reminder1h) parts.push(`1-h reminder ${after.reminder1h ? 'on' : 'off'}`);
  return parts.length > 0 ? `Booking policy: ${parts.join('; ')}` : 'Booking policy saved unchanged';
}

export default async function bookingPolicyAdminRoutes(app: FastifyInstance) {
  const policies = app.repositories.bookingPolicy;

  defineRoute(app, {
    method: 'GET',
    url: '/booking/policy/',
    summary: "The booking policy: the link's deadline before the start and the reminders",
    tags,
    auth: 'session',
    response: { 200: BookingPolicySchema, ...errors },
    handler: async ({ reply }) => {
      reply.header('cache-control', 'no-store');
      return view(await policies.get());
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/booking/policy/',
    summary: 'Change the booking policy from `version`; a stale version answers 409',
    tags,
    auth: { role: 'owner' },
    csrf: 'token',
    body: BookingPolicyPatchSchema,
    response: { 200: BookingPolicySchema, 409: BookingPolicyConflictSchema, ...errors },
    handler: async ({ body, request, reply, principal, locale }) => {
      reply.header('cache-control', 'no-store');
      const before = await policies.get();
      const write = await policies.update(
        {
          ...(body.cancellation_deadline_hours !== undefined
            ? { cancellationDeadlineHours: body.cancellation_deadline_hours }
            : {}),
          ...(body.reminder_24h !== undefined ? { reminder24h: body.reminder_24h } : {}),
          ...(body.reminder_1h !== undefined ? { reminder1h: body.reminder_1h } : {}),
        },
        body.version,
        principal?.userId ?? null,
      );
      if (write.outcome === 'stale') {
        reply.code(409);
        return { message: translate('version_conflict', locale.language), current: view(write.row) };
      }
      await app.audit(request, {
        action: 'booking_policy.update',
        entity: 'booking_policy',
        entityId: '1',
        summary: changes(before, write.row),
      });
      return view(write.row);
    },
  });
}
