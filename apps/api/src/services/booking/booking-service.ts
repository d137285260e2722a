/**
 * The booking's use case (issue 25, decisions 094 and 099): free slots of a session type, booking a
 * slot, cancelling by the visitor's manage token. The rules are slots.ts (pure); the repository
 * reads and writes rows; the database refuses overlaps (SQLSTATE 23P01 → `taken`, 409, with the
 * current free slots).
 */

import { randomBytes, randomUUID } from 'node:crypto';
import type { SlotRefusal } from '@wegweiser/contracts/booking';
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { hashToken } from '../../lib/tokens';
import type { BookingRow, SessionTypeRow } from '../../repositories/bookings-repository';
import { type SpamReason, spamReasonOf } from '../form-spam';
import {
  changeUntilOf,
  createBookingNotices,
  locationOf,
  type NoticeConfig,
  type NoticeRepositories,
  noticeRows,
} from './booking-notices';
import { bookingIdOfToken, manageTokenOf } from './manage-token';
import { addDays } from './practice-clock';
import {
  type Availability,
  blockedRange,
  freeSlots,
  type SessionShape,
  type Slot,
  slotRefusal,
} from './slots';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A requested booking holds its slot this long for the owner's answer (at most until it starts). */
export const REQUEST_HOLD_MS = 48 * HOUR;
/** The free slots a refusal offers instead: from a day before the requested start to a week after. */
const ALTERNATIVES_BEFORE_MS = DAY;
const ALTERNATIVES_AFTER_MS = 7 * DAY;
/** No booking window reaches further (the horizon is at most 730 days): nothing beyond is looked up. */
const FURTHEST_MS = 732 * DAY;

export type BookingRequest = {
  sessionTypeId: number;
  start: Date;
  name: string;
  email: string;
  phone?: string | null | undefined;
  message?: string | null | undefined;
  language: LanguageCode;
  /** The visitor's IANA zone (validated by the route). */
  timeZone: string;
  /** The submit's key: the same key books once. */
  idempotencyKey: string;
  /** The contact form's spam guards (decision 102): the honeypot's text and the fill time. */
  website?: string | undefined;
  elapsedMs?: number | undefined;
};

export type BookingOutcome =
  /**
   * Spam (a filled honeypot, too fast): nothing is booked or looked up by key; answered like a
   * booking, as the contact form answers spam, so a bot learns nothing.
   */
  | { outcome: 'spam'; reason: SpamReason; booking: SpamAnswer }
  /** Booked; `manageToken` is the visitor's only copy (moving and cancelling by link). */
  | { outcome: 'booked'; booking: BookingRow; manageToken: string }
  /** The same submit again: the first booking (its token went out with the first answer). */
  | { outcome: 'repeated'; booking: BookingRow }
  /** The key was used for another slot or type. */
  | { outcome: 'key_reused'; status: 422 }
  | { outcome: 'refused'; reason: SlotRefusal; status: 404 | 409 | 422; slots: Slot[] };

/** What a spam submit is told: a booking's shape with a fresh id, nothing stored. */
export type SpamAnswer = { id: string; state: 'requested' | 'confirmed'; startsAt: Date; endsAt: Date };

/** `too_late`: the owner's deadline before the start has passed (the link no longer changes it). */
export type CancelOutcome = 'cancelled' | 'already_ended' | 'too_late' | 'unknown';

/**
 * A fresh video room per booking for a video type without a fixed link (decision 103): a Jitsi
 * Meet room — no account, nothing to install — under a name nobody can guess.
 */
export const VIDEO_ROOM_BASE = 'https://meet.jit.si/';
const newVideoRoom = () => `${VIDEO_ROOM_BASE}Wegweiser-${randomBytes(12).toString('hex')}`;

/** The 4xx answer of each refusal: a missing type 404, a taken slot or full day 409, the rest 422. */
export const REFUSAL_STATUS: Record<SlotRefusal, 404 | 409 | 422> = {
  unknown_session_type: 404,
  outside_hours: 422,
  in_the_past: 422,
  too_soon: 422,
  beyond_horizon: 422,
  day_full: 409,
  taken: 409,
};

const shapeOf = (type: SessionTypeRow): SessionShape => ({
  durationMinutes: type.durationMinutes,
  bufferBeforeMinutes: type.bufferBeforeMinutes,
  bufferAfterMinutes: type.bufferAfterMinutes,
  maxPerDay: type.maxPerDay,
});

export function createBookingService(
  repositories: NoticeRepositories,
  config: NoticeConfig,
  clock: () => number = Date.now,
) {
  const { bookings } = repositories;
  const notices = createBookingNotices(repositories, config, clock);

  /**
   * The booking a manage token names: by its MAC under the current secret, else by its hash (a
   * token from before decision 103, or signed with a secret replaced since).
   */
  const byManageToken = async (token: string) => {
    const id = bookingIdOfToken(config.secret, token);
    const found = id ? await bookings.byId(id) : null;
    return found ?? (await bookings.byManageTokenHash(hashToken(token)));
  };

  /** A visible session type, or null. */
  const bookable = async (id: number) => {
    const type = await bookings.sessionType(id);
    return type?.isVisible ? type : null;
  };

  /** The practice's rules with the overrides of the dates around [from, to). */
  const availabilityFor = async (from: number, to: number): Promise<Availability> => {
    const [settings, timeZone] = await Promise.all([
      bookings.availability(),
      repositories.practiceSettings.timeZone(),
    ]);
    // Any zone's date of an instant lies within a day of its UTC date.
    const first = addDays(new Date(from).toISOString().slice(0, 10), -2);
    const last = addDays(new Date(to).toISOString().slice(0, 10), 2);
    return { ...settings, timeZone, overrides: await bookings.overrides(first, last) };
  };

  /** What is taken around [from, to) for the type (buffers and a day either side included). */
  const occupancyFor = (type: SessionTypeRow, from: number, to: number, now: number, exceptId?: string) =>
    bookings.occupancy(new Date(from - 2 * DAY), new Date(to + 2 * DAY), type.id, new Date(now), exceptId);

  const slotsOf = async (type: SessionTypeRow, from: number, to: number, now: number) => {
    const [availability, occupancy] = await Promise.all([
      availabilityFor(from, to),
      occupancyFor(type, from, to, now),
    ]);
    return { availability, slots: freeSlots(availability, shapeOf(type), occupancy, { now, from, to }) };
  };

  const alternatives = async (type: SessionTypeRow, start: number, now: number) =>
    (await slotsOf(type, start - ALTERNATIVES_BEFORE_MS, start + ALTERNATIVES_AFTER_MS, now)).slots;

  return {
    /** The free slots of a visible type starting in [from, to), with the practice's zone; null: no such type. */
    async freeSlots(sessionTypeId: number, from: Date, to: Date) {
      const type = await bookable(sessionTypeId);
      if (!type) return null;
      const now = clock();
      // Only the booking window can hold slots: the past and the far future are not looked up.
      const start = Math.max(from.getTime(), now);
      const end = Math.min(to.getTime(), now + FURTHEST_MS);
      if (start >= end) return { timeZone: await repositories.practiceSettings.timeZone(), slots: [] };
      const { availability, slots } = await slotsOf(type, start, end, now);
      return { timeZone: availability.timeZone, slots };
    },

    async book(request: BookingRequest): Promise<BookingOutcome> {
      const spam = spamReasonOf({ website: request.website, elapsed_ms: request.elapsedMs });
      if (spam) {
        const type = await bookable(request.sessionTypeId);
        const start = request.start.getTime();
        const booking: SpamAnswer = {
          id: randomUUID(),
          state: type?.requiresConfirmation ? 'requested' : 'confirmed',
          startsAt: new Date(start),
          endsAt: new Date(start + (type?.durationMinutes ?? 0) * MINUTE),
        };
        return { outcome: 'spam', reason: spam, booking };
      }
      const earlier = await bookings.byIdempotencyKey(request.idempotencyKey);
      if (earlier) return repeatOf(earlier, request);

      const type = await bookable(request.sessionTypeId);
      const refused = (reason: SlotRefusal, slots: Slot[] = []): BookingOutcome => ({
        outcome: 'refused',
        reason,
        status: REFUSAL_STATUS[reason],
        slots,
      });
      if (!type) return refused('unknown_session_type');
      const now = clock();
      const start = request.start.getTime();
      // Refused before anything is looked up: no window reaches the past or this far ahead.
      if (start < now) return refused('in_the_past');
      if (start > now + FURTHEST_MS) return refused('beyond_horizon');
      const shape = shapeOf(type);
      const [availability, occupancy] = await Promise.all([
        availabilityFor(start, start + 1),
        occupancyFor(type, start, start + 1, now),
      ]);
      /** Taken — unless by the same submit, which got in since this one looked (then: repeated). */
      const occupied = async (why: 'taken' | 'day_full') => {
        const first = await bookings.byIdempotencyKey(request.idempotencyKey);
        return first ? repeatOf(first, request) : refused(why, await alternatives(type, start, now));
      };
      const reason = slotRefusal(availability, shape, occupancy, { now, start });
      if (reason === 'taken' || reason === 'day_full') return occupied(reason);
      if (reason) return refused(reason);

      const slot = { start, end: start + type.durationMinutes * MINUTE };
      const blocked = blockedRange(slot, shape);
      const id = randomUUID();
      const manageToken = manageTokenOf(config.secret, id);
      // Read before the insert's transaction (the embedded database has one connection).
      const context = await notices.context();
      const inserted = await bookings.insert(
        {
          id,
          sessionTypeId: type.id,
          state: type.requiresConfirmation ? 'requested' : 'confirmed',
          startsAt: new Date(slot.start),
          endsAt: new Date(slot.end),
          blocked: { start: new Date(blocked.start), end: new Date(blocked.end) },
          visitorName: request.name,
          visitorEmail: request.email,
          visitorPhone: request.phone ?? null,
          visitorMessage: request.message ?? null,
          languageCode: request.language,
          visitorTimeZone: request.timeZone,
          idempotencyKey: request.idempotencyKey,
          manageTokenHash: hashToken(manageToken),
          expiresAt: type.requiresConfirmation ? new Date(Math.min(now + REQUEST_HOLD_MS, slot.start)) : null,
          videoLink: type.locationKind === 'video' && !type.locationLink ? newVideoRoom() : null,
        },
        new Date(now),
        // The visitor's mail and the owners' notice commit with the booking, or neither does; so
        // do the mails of requests this insert let lapse.
        (row, lapsed) => [
          ...noticeRows(row.state === 'requested' ? 'requested' : 'confirmed', row, context, {
            booked: true,
          }),
          ...lapsed.flatMap((request) => noticeRows('expired', request, context)),
        ],
      );
      if (inserted.outcome === 'inserted') return { outcome: 'booked', booking: inserted.row, manageToken };
      if (inserted.outcome === 'overlap') return occupied('taken');
      // The same submit raced this one and won.
      const first = await bookings.byIdempotencyKey(request.idempotencyKey);
      if (!first) throw new Error('the booking of a duplicate idempotency key vanished');
      return repeatOf(first, request);
    },

    /**
     * The booking a manage link shows: its type, whether the link may still change it and until
     * when, and the place (a video link only once confirmed); null for an unknown token.
     */
    async manage(manageToken: string) {
      const booking = await byManageToken(manageToken);
      if (!booking) return null;
      const context = await notices.context();
      const type = context.sessionTypes.get(booking.sessionTypeId);
      if (!type) return null;
      const live = booking.state === 'requested' || booking.state === 'confirmed';
      const changeUntil = changeUntilOf(booking.startsAt, context.deadlineHours);
      return {
        booking,
        type,
        practiceZone: context.practiceZone,
        location: locationOf(booking, type, context.business),
        changeUntil: live ? changeUntil : null,
        canChange: live && context.now.getTime() < changeUntil.getTime(),
      };
    },

    /**
     * Moves the live booking of a manage link to a free slot of its type, by the booking's rules
     * (hours, notice, horizon, a day's maximum; the database refuses an overlap and the old time
     * stays booked), until the owner's deadline before its current start. SEQUENCE+1; the visitor's
     * updated invitation and the owners' notice commit with the move. Moving to the time it already
     * has changes nothing (a repeated submit).
     */
    async move(manageToken: string, start: Date): Promise<MoveOutcome> {
      const booking = await byManageToken(manageToken);
      if (!booking) return { outcome: 'unknown' };
      if (booking.state !== 'requested' && booking.state !== 'confirmed') return { outcome: 'ended' };
      const type = await bookings.sessionType(booking.sessionTypeId);
      if (!type) return { outcome: 'unknown' };
      const now = clock();
      const policy = await repositories.bookingPolicy.get();
      if (now >= changeUntilOf(booking.startsAt, policy.cancellationDeadlineHours).getTime()) {
        return { outcome: 'too_late' };
      }
      const target = start.getTime();
      if (target === booking.startsAt.getTime()) return { outcome: 'unchanged', booking };
      const refused = (reason: SlotRefusal, slots: Slot[] = []): MoveOutcome => ({
        outcome: 'refused',
        reason,
        status: REFUSAL_STATUS[reason],
        slots,
      });
      if (target < now) return refused('in_the_past');
      if (target > now + FURTHEST_MS) return refused('beyond_horizon');
      const shape = shapeOf(type);
      const [availability, occupancy] = await Promise.all([
        availabilityFor(target, target + 1),
        occupancyFor(type, target, target + 1, now, booking.id),
      ]);
      const reason = slotRefusal(availability, shape, occupancy, { now, start: target });
      if (reason === 'taken' || reason === 'day_full')
        return refused(reason, await alternatives(type, target, now));
      if (reason) return refused(reason);
      const slot = { start: target, end: target + type.durationMinutes * MINUTE };
      const blocked = blockedRange(slot, shape);
      const context = await notices.context();
      const moved = await bookings.move(
        booking.id,
        {
          startsAt: new Date(slot.start),
          endsAt: new Date(slot.end),
          blocked: { start: new Date(blocked.start), end: new Date(blocked.end) },
        },
        context.now,
        (row, previous, lapsed) => [
          ...noticeRows('moved', row, context, {
            previous: { start: previous.startsAt, end: previous.endsAt },
          }),
          ...lapsed.flatMap((request) => noticeRows('expired', request, context)),
        ],
      );
      if (moved.outcome === 'overlap') return refused('taken', await alternatives(type, target, now));
      if (moved.outcome === 'not_live') return { outcome: 'ended' };
      if (moved.outcome === 'unchanged') return { outcome: 'unchanged', booking: moved.row };
      return { outcome: 'moved', booking: moved.row };
    },

    /**
     * Cancels the live booking the manage token belongs to, until the owner's deadline before its
     * start; the visitor's cancel invitation and the owners' notice commit with it.
     */
    async cancel(manageToken: string): Promise<CancelOutcome> {
      const booking = await byManageToken(manageToken);
      if (!booking) return 'unknown';
      if (booking.state !== 'requested' && booking.state !== 'confirmed') return 'already_ended';
      const context = await notices.context();
      if (context.now.getTime() >= changeUntilOf(booking.startsAt, context.deadlineHours).getTime()) {
        return 'too_late';
      }
      const ended = await bookings.endLive(booking.id, 'cancelled', context.now, {
        endedBy: 'visitor',
        mails: (row) => noticeRows('cancelled_by_visitor', row, context),
      });
      return ended ? 'cancelled' : 'already_ended';
    },
  };
}

function repeatOf(earlier: BookingRow, request: BookingRequest): BookingOutcome {
  const same =
    earlier.sessionTypeId === request.sessionTypeId && earlier.startsAt.getTime() === request.start.getTime();
  return same ? { outcome: 'repeated', booking: earlier } : { outcome: 'key_reused', status: 422 };
}

export type BookingService = ReturnType<typeof createBookingService>;

export type MoveOutcome =
  | { outcome: 'moved' | 'unchanged'; booking: BookingRow }
  | { outcome: 'unknown' | 'ended' | 'too_late' }
  | { outcome: 'refused'; reason: SlotRefusal; status: 404 | 409 | 422; slots: Slot[] };
