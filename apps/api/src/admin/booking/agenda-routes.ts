/**
 * /api/admin/bookings/: the owner's agenda (issue 25 point 7, decision 104). Owner only: bookings
 * are personal data (names, addresses, phone numbers, messages) and an editor edits content.
 *
 *   GET  /bookings/?from=&to=&state=&q=&page=   a window (day/week view, with blocked times) or a paged list
 *   GET  /bookings/export.csv?from=&to=&state=   the bookings starting in a period as CSV
 *   GET  /bookings/{id}/                         one booking
 *   POST /bookings/{id}/confirm|decline|cancel|move|no-show|done/   the owner's actions, from `version`
 *   POST /bookings/person/export/ | erase/       a person's bookings by e-mail address (GDPR Art. 15, 17)
 *   GET|POST|DELETE /bookings/calendar-feed/     the private calendar feed (its address shown once)
 */
import {
  AGENDA_ANSWERS,
  AgendaBookingSchema,
  AgendaDecisionSchema,
  AgendaExportQuerySchema,
  AgendaListSchema,
  AgendaMarkSchema,
  AgendaMoveSchema,
  AgendaParamsSchema,
  AgendaPersonErasedSchema,
  AgendaPersonExportSchema,
  AgendaPersonSchema,
  AgendaQuerySchema,
  AgendaRefusalSchema,
  ApiErrorSchema,
  CalendarFeedCreatedSchema,
  CalendarFeedStatusSchema,
} from '@wegweiser/contracts';
import type { AuditAction } from '@wegweiser/contracts/admin-auth';
import type { LanguageCode } from '@wegweiser/contracts/constants';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { found } from '../../lib/errors';
import { pageOf, paginate } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';
import { hashToken, newToken } from '../../lib/tokens';
import { createConsoleRepositories } from '../../repositories';
import type { AgendaRow } from '../../repositories/agenda-repository';
import {
  AGENDA_EXPORT_ROWS,
  AGENDA_WINDOW_ROWS,
  type AgendaAction,
  createAgendaService,
} from '../../services/booking/agenda-service';
import { createBookingNotices } from '../../services/booking/booking-notices';
import { toCsv } from '../analytics/csv';
import { agendaView } from './agenda-view';

const owner = { role: 'owner' } as const;
const tags = ['console: bookings'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** The audit log's entry of each action (the console names the person from the booking, decision 096). */
const AUDITED: Record<AgendaAction, { action: AuditAction; verb: string }> = {
  confirm: { action: 'booking.confirm', verb: 'confirmed' },
  decline: { action: 'booking.decline', verb: 'declined' },
  cancel: { action: 'booking.cancel', verb: 'cancelled' },
  move: { action: 'booking.move', verb: 'moved' },
  no_show: { action: 'booking.no_show', verb: 'marked as no-show' },
  done: { action: 'booking.done', verb: 'marked as done' },
};
const PATHS: Record<AgendaAction, string> = {
  confirm: 'confirm',
  decline: 'decline',
  cancel: 'cancel',
  move: 'move',
  no_show: 'no-show',
  done: 'done',
};
const SUMMARIES: Record<AgendaAction, string> = {
  confirm: 'Confirm a requested booking (the visitor is mailed, with an optional message)',
  decline: 'Decline a requested booking (the visitor is mailed, with an optional message)',
  cancel: 'Cancel a requested or confirmed booking (the visitor is mailed, with an optional message)',
  move: 'Move a live booking to a new start, never into the past or onto another booking (the visitor is mailed)',
  no_show: 'Mark a confirmed booking as no-show, once it has started',
  done: 'Mark a confirmed booking as done, once it has started',
};

export default async function agendaAdminRoutes(app: FastifyInstance) {
  const { agenda } = app.repositories;
  const notices = createBookingNotices(app.repositories, {
    publicUrl: app.config.publicUrl,
    secret: app.config.secret,
    organizerEmail: app.config.mail.fromAddress,
  });
  const agendaService = createAgendaService(app.repositories, notices);
  const when = (row: AgendaRow, timeZone: string) =>
    new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
      row.startsAt,
    );

  defineRoute(app, {
    method: 'GET',
    url: '/bookings/',
    summary:
      'Bookings overlapping [from, to) with the blocked times (a day or week view), or a paged list; with the practice time zone',
    tags,
    auth: owner,
    querystring: AgendaQuerySchema,
    response: { 200: AgendaListSchema, ...errors },
    handler: async ({ request, query, reply }) => {
      reply.header('cache-control', 'no-store');
      const now = Date.now();
      const filter = { state: query.state, search: query.q || undefined };
      const timeZone = await app.repositories.practiceSettings.timeZone();
      if (query.from && query.to) {
        const from = new Date(query.from);
        const to = new Date(query.to);
        const [rows, blocked] = await Promise.all([
          agenda.window(from, to, filter, AGENDA_WINDOW_ROWS),
          agenda.blockedTimes(from, to),
        ]);
        return {
          count: rows.length,
          next: null,
          previous: null,
          results: rows.map((row) => agendaView(row, now)),
          time_zone: timeZone,
          blocked_times: blocked.map((time) => ({
            id: time.id,
            start: iso(time.start),
            end: iso(time.end),
            note: time.note,
          })),
        };
      }
      const page = pageOf(query);
      const from = query.from ? new Date(query.from) : undefined;
      const to = query.to ? new Date(query.to) : undefined;
      const result = await agenda.list({ ...filter, from, to }, page);
      return {
        ...paginate(request, page, {
          count: result.count,
          results: result.results.map((row) => agendaView(row, now)),
        }),
        time_zone: timeZone,
        blocked_times: [],
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/bookings/export.csv',
    summary:
      'The bookings starting in [from, to) as CSV, in the practice time zone (formula-like cells neutralised)',
    tags,
    auth: owner,
    querystring: AgendaExportQuerySchema,
    response: { 200: z.string(), ...errors },
    handler: async ({ query, reply }) => {
      const timeZone = await app.repositories.practiceSettings.timeZone();
      const rows = await agenda.starting(
        new Date(query.from),
        new Date(query.to),
        query.state,
        AGENDA_EXPORT_ROWS,
      );
      // Local wall-clock time in the practice's zone, as a spreadsheet shows it: `2026-03-02 09:00`.
      const local = new Intl.DateTimeFormat('sv-SE', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });
      reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="bookings.csv"');
      return toCsv(
        [
          'start',
          'end',
          'time_zone',
          'session_type',
          'state',
          'name',
          'email',
          'phone',
          'message',
          'language',
          'visitor_time_zone',
          'created_at',
          'decision_message',
        ],
        rows.map((row) => [
          local.format(row.startsAt),
          local.format(row.endsAt),
          timeZone,
          row.sessionType.name.de || row.sessionType.name.en || '',
          row.state,
          row.visitorName,
          row.visitorEmail,
          row.visitorPhone ?? '',
          row.visitorMessage ?? '',
          row.languageCode,
          row.visitorTimeZone,
          iso(row.createdAt),
          row.decisionMessage ?? '',
        ]),
      );
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/bookings/calendar-feed/',
    summary: 'Whether the private calendar feed exists (its address is never shown again)',
    tags,
    auth: owner,
    response: { 200: CalendarFeedStatusSchema, ...errors },
    handler: async ({ reply }) => {
      reply.header('cache-control', 'no-store');
      return { exists: (await agenda.feedTokenHash()) !== null };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/bookings/calendar-feed/',
    summary:
      'Create the private calendar feed, or replace its address (the old one stops); answers the address once',
    tags,
    auth: owner,
    csrf: 'token',
    bodyLimit: 1_024,
    response: { 200: CalendarFeedCreatedSchema, ...errors },
    handler: async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      const token = newToken();
      const replaced = await agenda.setFeedTokenHash(hashToken(token));
      await app.audit(request, {
        action: 'booking.feed_create',
        entity: 'booking_policy',
        entityId: '1',
        summary: replaced ? 'Calendar feed address replaced (the old one stopped)' : 'Calendar feed created',
      });
      const origin = app.config.publicUrl.replace(/\/+$/, '');
      return { exists: true as const, url: `${origin}/api/booking/calendar/${token}.ics` };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/bookings/calendar-feed/',
    summary: 'Revoke the private calendar feed: its address answers 404 from now on',
    tags,
    auth: owner,
    csrf: 'token',
    status: 204,
    response: { 204: z.undefined(), ...errors },
    handler: async ({ request }) => {
      const existed = await agenda.setFeedTokenHash(null);
      if (existed) {
        await app.audit(request, {
          action: 'booking.feed_revoke',
          entity: 'booking_policy',
          entityId: '1',
          summary: 'Calendar feed revoked',
        });
      }
      return undefined;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/bookings/person/export/',
    summary: "A person's bookings and the booking mails to them, by e-mail address (GDPR Art. 15)",
    tags,
    auth: owner,
    csrf: 'token',
    body: AgendaPersonSchema,
    bodyLimit: 1_024,
    response: { 200: AgendaPersonExportSchema, ...errors },
    handler: async ({ body, reply }) => {
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="bookings-person.json"');
      const now = Date.now();
      const person = await agenda.person(body.email);
      return {
        exported_at: new Date(now).toISOString(),
        email: body.email,
        bookings: person.bookings.map((row) => agendaView(row, now)),
        mails: person.mails.map((mail) => ({
          template: mail.template,
          subject: mail.subject,
          body_text: mail.bodyText,
          language: mail.languageCode,
          status: mail.status,
          created_at: iso(mail.createdAt),
          sent_at: isoOrNull(mail.sentAt),
        })),
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/bookings/person/erase/',
    summary:
      "Erase a person's bookings and booking mails on request (GDPR Art. 17); refused (409) while one of them is still to come",
    tags,
    auth: owner,
    csrf: 'token',
    body: AgendaPersonSchema,
    bodyLimit: 1_024,
    response: { 200: AgendaPersonErasedSchema, 409: ApiErrorSchema, ...errors },
    handler: async ({ body, request, reply, locale }) => {
      reply.header('cache-control', 'no-store');
      const result = await agenda.erasePerson(body.email, new Date(), (tx, erased) =>
        // The entry keeps no address: it is what was erased (decision 056).
        app.audit(
          request,
          {
            action: 'booking.person_erase',
            entity: 'booking',
            summary: `A person's bookings erased on request (${erased.bookings} bookings, ${erased.mails} mails)`,
          },
          createConsoleRepositories(tx as unknown as Database),
        ),
      );
      if (result.outcome === 'live') {
        reply.code(409);
        return { message: AGENDA_ANSWERS.live_booking[locale.language as LanguageCode] };
      }
      return { bookings: result.bookings, mails: result.mails };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/bookings/:id/',
    summary: 'One booking with its session type, visitor and state',
    tags,
    auth: owner,
    params: AgendaParamsSchema,
    response: { 200: AgendaBookingSchema, ...errors },
    handler: async ({ params, reply }) => {
      reply.header('cache-control', 'no-store');
      return agendaView(found(await agenda.byId(params.id)), Date.now());
    },
  });

  for (const action of Object.keys(PATHS) as AgendaAction[]) {
    defineRoute(app, {
      method: 'POST',
      url: `/bookings/:id/${PATHS[action]}/`,
      summary: SUMMARIES[action],
      tags,
      auth: owner,
      csrf: 'token',
      params: AgendaParamsSchema,
      body:
        action === 'move'
          ? AgendaMoveSchema
          : action === 'no_show' || action === 'done'
            ? AgendaMarkSchema
            : AgendaDecisionSchema,
      bodyLimit: 8_192,
      response: { 200: AgendaBookingSchema, 409: AgendaRefusalSchema, 422: AgendaRefusalSchema, ...errors },
      handler: async ({ params, body, request, reply, locale }) => {
        reply.header('cache-control', 'no-store');
        const input = body as { version: string; message?: string; start?: string };
        const outcome = await agendaService.act(action, {
          id: params.id,
          version: new Date(input.version),
          message: input.message,
          start: input.start ? new Date(input.start) : undefined,
        });
        if (outcome.outcome === 'unknown') return found(null);
        const now = Date.now();
        if (outcome.outcome === 'refused') {
          reply.code(outcome.status);
          return {
            message: AGENDA_ANSWERS[outcome.reason][locale.language as LanguageCode],
            reason: outcome.reason,
            current: agendaView(outcome.booking, now),
          };
        }
        const { booking, before } = outcome;
        const timeZone = await app.repositories.practiceSettings.timeZone();
        const type = booking.sessionType.name.en || booking.sessionType.name.de || 'session';
        const what =
          action === 'move'
            ? `from ${when(before, timeZone)} to ${when(booking, timeZone)}`
            : `on ${when(booking, timeZone)}`;
        // The log keeps no copy of the visitor: it names her by reading the booking while it exists
        // (decision 096, as for contact senders), so erasure and retention leave no name behind.
        await app.audit(request, {
          action: AUDITED[action].action,
          entity: 'booking',
          entityId: booking.id,
          summary: `Booking ${AUDITED[action].verb} (${type} ${what})`,
        });
        return agendaView(booking, now);
      },
    });
  }
}
