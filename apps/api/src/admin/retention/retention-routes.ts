/**
 * /api/admin/retention/: the owner's retention periods (issue 14 points 3 and 4, decision 061) —
 * how many days contact messages (spam included), raw analytics events and bookings after they
 * ended (decision 111) are kept. The hourly
 * purge of every process reads them at its next run (plugins/retention.ts). Owner only, never part
 * of the public site settings.
 *
 *   GET   /retention/   the periods (null: the environment's), the defaults, the limits, the version
 *   PATCH /retention/   any period (null: back to the default) from `version` (stale: 409 + current)
 */
import {
  ApiErrorSchema,
  RETENTION_LIMITS,
  RetentionConflictSchema,
  RetentionPatchSchema,
  type RetentionSettings,
  RetentionSettingsSchema,
} from '@wegweiser/contracts';
import { translate } from '@wegweiser/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import type {
  RetentionChanges,
  RetentionSettingsRow,
} from '../../repositories/retention-settings-repository';

const owner = { role: 'owner' } as const;
const tags = ['console: retention'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

const period = (days: number | null) => (days === null ? 'default' : `${days} days`);

export default async function retentionAdminRoutes(app: FastifyInstance) {
  const settings = app.repositories.retentionSettings;
  const view = (row: RetentionSettingsRow): RetentionSettings => ({
    contact_days: row.contactDays,
    analytics_raw_days: row.analyticsRawDays,
    booking_days: row.bookingDays,
    defaults: {
      contact_days: app.config.contactRetentionDays,
      analytics_raw_days: app.config.analyticsRawRetentionDays,
      booking_days: app.config.bookingRetentionDays,
    },
    limits: RETENTION_LIMITS,
    version: row.version,
    updated_at: row.updatedAt ? new Date(row.updatedAt).toISOString() : null,
  });

  defineRoute(app, {
    method: 'GET',
    url: '/retention/',
    summary:
      'How long contact messages, raw analytics events and ended bookings are kept (null: the environment default)',
    tags,
    auth: owner,
    response: { 200: RetentionSettingsSchema, ...errors },
    handler: async ({ reply }) => {
      reply.header('cache-control', 'no-store');
      return view(await settings.get());
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/retention/',
    summary: 'Set any period (null: back to the default) from `version`; a stale version answers 409',
    tags,
    auth: owner,
    csrf: 'token',
    body: RetentionPatchSchema,
    response: { 200: RetentionSettingsSchema, 409: RetentionConflictSchema, ...errors },
    handler: async ({ body, request, reply, principal, locale }) => {
      reply.header('cache-control', 'no-store');
      const changes: RetentionChanges = {};
      if (body.contact_days !== undefined) changes.contactDays = body.contact_days;
      if (body.analytics_raw_days !== undefined) changes.analyticsRawDays = body.analytics_raw_days;
      if (body.booking_days !== undefined) changes.bookingDays = body.booking_days;
      const write = await settings.update(changes, body.version, principal?.userId ?? null);
      if (write.outcome === 'stale') {
        reply.code(409);
        return { message: translate('version_conflict', locale.language), current: view(write.row) };
      }
      const said = [
        ...(changes.contactDays !== undefined ? [`contact messages ${period(changes.contactDays)}`] : []),
        ...(changes.analyticsRawDays !== undefined
          ? [`raw analytics ${period(changes.analyticsRawDays)}`]
          : []),
        ...(changes.bookingDays !== undefined ? [`bookings ${period(changes.bookingDays)}`] : []),
      ];
      await app.audit(request, {
        action: 'retention.update',
        entity: 'retention_settings',
        entityId: '1',
        summary: `Retention periods changed: ${said.join(', ') || 'nothing'}`,
      });
      return view(write.row);
    },
  });
}
