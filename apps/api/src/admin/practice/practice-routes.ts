/**
 * /api/admin/practice/: the practice's settings (issue 24 point 9, decision 086) — the time zone the
 * coach works in. Every signed-in person reads it (the console shows days and times there); only the
 * owner changes it. Never part of the public site settings.
 *
 *   GET   /practice/   the time zone (Europe/Berlin until the owner chose one) and the version
 *   PATCH /practice/   the time zone from `version` (stale: 409 + current)
 */
import {
  ApiErrorSchema,
  PracticeConflictSchema,
  PracticePatchSchema,
  type PracticeSettings,
  PracticeSettingsSchema,
} from '@wegweiser/contracts';
import { translate } from '@wegweiser/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import type { PracticeSettingsRow } from '../../repositories/practice-settings-repository';

const tags = ['console: practice'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

const view = (row: PracticeSettingsRow): PracticeSettings => ({
  time_zone: row.timeZone,
  version: row.version,
  updated_at: row.updatedAt ? new Date(row.updatedAt).toISOString() : null,
});

export default async function practiceAdminRoutes(app: FastifyInstance) {
  const settings = app.repositories.practiceSettings;

  defineRoute(app, {
    method: 'GET',
    url: '/practice/',
    summary: "The practice's time zone (Europe/Berlin until the owner chose one)",
    tags,
    auth: 'session',
    response: { 200: PracticeSettingsSchema, ...errors },
    handler: async ({ reply }) => {
      reply.header('cache-control', 'no-store');
      return view(await settings.get());
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/practice/',
    summary: "Set the practice's time zone from `version`; a stale version answers 409",
    tags,
    auth: { role: 'owner' },
    csrf: 'token',
    body: PracticePatchSchema,
    response: { 200: PracticeSettingsSchema, 409: PracticeConflictSchema, ...errors },
    handler: async ({ body, request, reply, principal, locale }) => {
      reply.header('cache-control', 'no-store');
      const before = await settings.get();
      const write = await settings.update(
        { timeZone: body.time_zone },
        body.version,
        principal?.userId ?? null,
      );
      if (write.outcome === 'stale') {
        reply.code(409);
        return { message: translate('version_conflict', locale.language), current: view(write.row) };
      }
      await app.audit(request, {
        action: 'practice.update',
        entity: 'practice_settings',
        entityId: '1',
        summary: `Time zone changed from ${before.timeZone} to ${write.row.timeZone}`,
      });
      return view(write.row);
    },
  });
}
