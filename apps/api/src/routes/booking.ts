/**
 * The public booking routes (issue 25, decisions 099 and 103): a session type's free slots, booking
 * one (201; the same submit again: 200 with the first booking; refused: 404/409/422 with the reason
 * and, when taken, the free slots now), and the manage link: its booking, moving it and cancelling
 * it until the owner's deadline. The rules are the booking use case's (services/booking/).
 */

import { createHash } from 'node:crypto';
import {
  ApiErrorSchema,
  BookingCancelledSchema,
  BookingCreatedSchema,
  BookingCreateSchema,
  BookingManageRefusedSchema,
  type BookingManageView,
  BookingManageViewSchema,
  BookingMovedSchema,
  BookingMoveSchema,
  BookingRefusedSchema,
  BookingSlotsQuerySchema,
  BookingSlotsSchema,
  BookingTokenParamsSchema,
} from '@wegweiser/contracts';
import { BOOKING_ANSWERS } from '@wegweiser/contracts/booking';
import type { FastifyInstance } from 'fastify';
import { concurrencyGate, GateFullError } from '../lib/concurrency-gate';
import { HttpError } from '../lib/errors';
import { type Locale, pick } from '../lib/localize';
import { keyedLimiter } from '../lib/rate-limit-store';
import { defineRoute } from '../lib/route';
import type { BookingRow } from '../repositories/bookings-repository';
import { type BookingService, createBookingService } from '../services/booking/booking-service';
import type { Slot } from '../services/booking/slots';

const slotView = (slot: Slot) => ({
  start: new Date(slot.start).toISOString(),
  end: new Date(slot.end).toISOString(),
});

type Managed = NonNullable<Awaited<ReturnType<BookingService['manage']>>>;

/** What the manage link shows of a booking (the video link only once it is confirmed). */
const manageView = (managed: Managed, locale: Locale): BookingManageView => {
  const { booking, type, location } = managed;
  const text =
    location.kind === 'practice'
      ? location.address
      : location.kind === 'phone'
        ? location.phone
        : location.url;
  return {
    id: booking.id,
    state: booking.state as BookingManageView['state'],
    session_type_id: type.id,
    session_type_name: pick(type.name, locale.language, locale.fallback),
    starts_at: booking.startsAt.toISOString(),
    ends_at: booking.endsAt.toISOString(),
    time_zone: managed.practiceZone,
    visitor_time_zone: booking.visitorTimeZone,
    location_kind: location.kind,
    location_text: text ? text : null,
    can_change: managed.canChange,
    change_until: managed.changeUntil ? managed.changeUntil.toISOString() : null,
  };
};

export default async function bookingRoutes(app: FastifyInstance) {
  const booking = createBookingService(app.repositories, {
    publicUrl: app.config.publicUrl,
    secret: app.config.secret,
    organizerEmail: app.config.mail.fromAddress,
  });
  const tags = ['booking'];
  // Booking writes of this process at once (decision 107): a burst waits here in order, not on the
  // connection pool (10), where a wait past its connect budget counts as an outage (068) and the
  // rest of the site would starve beside it. Only a queue this long turns a newcomer away.
  const writes = concurrencyGate({ concurrency: 4, maxWaiting: 5_000 });
  const gated = <T>(work: () => Promise<T>) =>
    writes.run(work).catch((error: unknown) => {
      if (!(error instanceof GateFullError)) throw error;
      throw new HttpError(
        503,
        'service_unavailable_not_saved',
        { seconds: 5 },
        { 'retry-after': '5', 'cache-control': 'no-store' },
      );
    });
  // Submits per e-mail address (its SHA-256, never the address itself), beside the per-IP limit;
  // counted for submits that passed validation (decision 102).
  const perAddress = keyedLimiter(app, 'booking-per-address-per-hour', {
    max: app.config.rateLimits.bookingPerAddressPerHour,
    timeWindow: 3_600_000,
  });

  defineRoute(app, {
    method: 'GET',
    url: '/booking/slots/',
    summary: "A session type's free slots starting between two instants (at most 62 days apart)",
    tags,
    querystring: BookingSlotsQuerySchema,
    response: { 200: BookingSlotsSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
    handler: async ({ query, locale, reply }) => {
      const answer = await booking.freeSlots(query.session_type, new Date(query.from), new Date(query.to));
      reply.header('cache-control', 'no-store');
      if (!answer) {
        reply.code(404);
        return { message: BOOKING_ANSWERS.unknown_session_type[locale.language] };
      }
      return { time_zone: answer.timeZone, slots: answer.slots.map(slotView) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/booking/',
    summary: 'Book a free slot; the same idempotency key books once',
    tags,
    body: BookingCreateSchema,
    bodyLimit: 16_384,
    rateLimit: { max: app.config.rateLimits.contact, timeWindow: 60_000 },
    status: 201,
    response: {
      200: BookingCreatedSchema,
      201: BookingCreatedSchema,
      400: ApiErrorSchema,
      403: ApiErrorSchema,
      404: BookingRefusedSchema,
      409: BookingRefusedSchema,
      422: BookingRefusedSchema,
      429: ApiErrorSchema,
    },
    handler: async ({ body, locale, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const address = createHash('sha256').update(body.email.trim().toLowerCase()).digest('base64url');
      const limit = await perAddress(request, address);
      if (!limit.isAllowed && limit.isExceeded) {
        const seconds = Math.max(1, limit.ttlInSeconds);
        throw new HttpError(429, 'booking_rate_limited', { seconds }, { 'retry-after': String(seconds) });
      }
      const language = body.language ?? locale.language;
      const answer = await gated(() =>
        booking.book({
          sessionTypeId: body.session_type_id,
          start: new Date(body.start),
          name: body.name,
          email: body.email,
          phone: body.phone,
          message: body.message,
          language,
          timeZone: body.time_zone,
          idempotencyKey: body.idempotency_key,
          website: body.website,
          elapsedMs: body.elapsed_ms,
        }),
      );
      const view = (row: BookingRow) => ({
        id: row.id,
        state: row.state as 'requested' | 'confirmed',
        starts_at: row.startsAt.toISOString(),
        ends_at: row.endsAt.toISOString(),
        message: BOOKING_ANSWERS[row.state === 'requested' ? 'requested' : 'confirmed'][language],
      });
      switch (answer.outcome) {
        case 'spam':
          // As the contact form answers spam: accepted to the eye, nothing stored or sent.
          return {
            id: answer.booking.id,
            state: answer.booking.state,
            starts_at: answer.booking.startsAt.toISOString(),
            ends_at: answer.booking.endsAt.toISOString(),
            message: BOOKING_ANSWERS[answer.booking.state][language],
          };
        case 'booked':
          return { ...view(answer.booking), manage_token: answer.manageToken };
        case 'repeated':
          reply.code(200);
          return view(answer.booking);
        case 'key_reused':
          reply.code(422);
          return { message: BOOKING_ANSWERS.key_reused[language], reason: 'key_reused' as const, slots: [] };
        case 'refused':
          reply.code(answer.status);
          return {
            message: BOOKING_ANSWERS[answer.reason][language],
            reason: answer.reason,
            slots: answer.slots.map(slotView),
          };
      }
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/booking/manage/:token/cancel/',
    summary: "Cancel a booking with the token of the visitor's manage link",
    tags,
    params: BookingTokenParamsSchema,
    bodyLimit: 1_024,
    rateLimit: { max: app.config.rateLimits.contact, timeWindow: 60_000 },
    response: {
      200: BookingCancelledSchema,
      403: ApiErrorSchema,
      404: ApiErrorSchema,
      409: BookingManageRefusedSchema,
      429: ApiErrorSchema,
    },
    handler: async ({ params, locale, reply }) => {
      reply.header('cache-control', 'no-store');
      const outcome = await gated(() => booking.cancel(params.token));
      if (outcome === 'unknown') {
        reply.code(404);
        return { message: BOOKING_ANSWERS.unknown_link[locale.language] };
      }
      if (outcome === 'too_late') {
        reply.code(409);
        return { message: BOOKING_ANSWERS.too_late[locale.language], reason: 'too_late' as const, slots: [] };
      }
      return { message: BOOKING_ANSWERS.cancelled[locale.language] };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/booking/manage/:token/',
    summary:
      "The booking of the visitor's manage link: time, place, and whether the link may still change it",
    tags,
    params: BookingTokenParamsSchema,
    response: { 200: BookingManageViewSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
    handler: async ({ params, locale, reply }) => {
      reply.header('cache-control', 'no-store');
      const managed = await booking.manage(params.token);
      if (!managed) {
        reply.code(404);
        return { message: BOOKING_ANSWERS.unknown_link[locale.language] };
      }
      return manageView(managed, locale);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/booking/manage/:token/move/',
    summary: "Move the booking of the visitor's manage link to a free slot of its type, until the deadline",
    tags,
    params: BookingTokenParamsSchema,
    body: BookingMoveSchema,
    bodyLimit: 1_024,
    rateLimit: { max: app.config.rateLimits.contact, timeWindow: 60_000 },
    response: {
      200: BookingMovedSchema,
      400: ApiErrorSchema,
      403: ApiErrorSchema,
      404: ApiErrorSchema,
      409: BookingManageRefusedSchema,
      422: BookingManageRefusedSchema,
      429: ApiErrorSchema,
    },
    handler: async ({ params, body, locale, reply }) => {
      reply.header('cache-control', 'no-store');
      const language = locale.language;
      const answer = await gated(() => booking.move(params.token, new Date(body.start)));
      switch (answer.outcome) {
        case 'unknown':
          reply.code(404);
          return { message: BOOKING_ANSWERS.unknown_link[language] };
        case 'ended':
        case 'too_late':
          reply.code(409);
          return { message: BOOKING_ANSWERS[answer.outcome][language], reason: answer.outcome, slots: [] };
        case 'refused':
          reply.code(answer.status);
          return {
            message: BOOKING_ANSWERS[answer.reason][language],
            reason: answer.reason,
            slots: answer.slots.map(slotView),
          };
        case 'moved':
        case 'unchanged': {
          const managed = await booking.manage(params.token);
          if (!managed) throw new Error('the moved booking vanished');
          return { ...manageView(managed, locale), message: BOOKING_ANSWERS.moved[language] };
        }
      }
    },
  });
}
