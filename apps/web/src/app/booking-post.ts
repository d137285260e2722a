/**
 * The booking form sent without JavaScript (decision 105): the web server hands the posted fields
 * here; they go to the booking API in-process exactly as the script sends them. Booked: the
 * confirmation page's address (the server answers 303). Refused: the booking page to render again
 * with the API's message, the fields to fix and everything she typed, and — when the slot was taken
 * — the week's current free slots.
 */
import { ApiRequestError, createApiClient, type Transport } from '@wegweiser/client/api-client';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@wegweiser/contracts/constants';
import { cancelBooking, createBooking, moveBooking } from '../features/booking/api/booking-api';
import { bookingWords } from '../features/booking/booking-words';
import {
  type BookingFieldErrors,
  type BookingNotice,
  buildBookingBody,
  checkBeforeSend,
  EMPTY_VALUES,
  type PostedForm,
  readBookingAnswer,
  readPostedBooking,
} from '../features/booking/lib/booking-form';
import { bookingUrl, confirmationUrl, manageUrl } from '../features/booking/lib/booking-query';
import { BOOKING_NOTICE } from '../features/booking/lib/form-key';
import { isTimeZone, mondayOf, parseDate, zonedDate } from '../features/booking/lib/zoned-week';
import type { SerializedState } from '../shared/data/resource-store';

export type BookingPostOutcome =
  | { kind: 'redirect'; location: string }
  | { kind: 'refused'; status: number; pageUrl: string; seed: Record<string, SerializedState> };

export async function submitBookingForm(input: {
  form: PostedForm;
  transport: Transport;
  /** The server's clock now (ms since the epoch): the fill time is measured from the render. */
  now: number;
  /** The booking page's ?lang, kept on the way on. */
  lang: string | null;
}): Promise<BookingPostOutcome> {
  const posted = readPostedBooking(input.form);
  const sent = typeof input.form.language === 'string' ? input.form.language : '';
  const language = (LANGUAGE_CODES as readonly string[]).includes(sent) ? sent : DEFAULT_LANGUAGE;
  const words = bookingWords(language);
  const zone = posted.timeZone ?? 'UTC';
  const week =
    posted.week && parseDate(posted.week) !== null
      ? mondayOf(posted.week)
      : posted.start
        ? mondayOf(zonedDate(Date.parse(posted.start), zone))
        : null;
  const pageUrl = bookingUrl({ type: posted.typeId, week, tz: posted.timeZone, lang: input.lang });
  const refuse = (status: number, message: string, fields: BookingFieldErrors): BookingPostOutcome => {
    const notice: BookingNotice = {
      message,
      fields,
      values: posted.values,
      // A refused slot is chosen again from the current free ones.
      start: fields.start ? null : posted.start,
    };
    return { kind: 'refused', status, pageUrl, seed: { [BOOKING_NOTICE]: { ok: true, data: notice } } };
  };

  if (posted.typeId === null || !posted.key) return refuse(400, words.genericError, {});
  const missing = checkBeforeSend(posted, words);
  if (Object.keys(missing).length > 0 || !posted.start) {
    const onlySlot = Object.keys(missing).length === 1 && missing.start;
    return refuse(400, onlySlot ? words.pickSlot : words.fixFields, missing);
  }

  const api = createApiClient({ transport: input.transport, language: () => language });
  try {
    const booking = await createBooking(
      api,
      buildBookingBody({
        typeId: posted.typeId,
        start: posted.start,
        values: posted.values,
        language,
        timeZone: zone,
        key: posted.key,
        website: posted.website,
        elapsedMs: posted.renderedAt === null ? 0 : input.now - posted.renderedAt,
      }),
    );
    return {
      kind: 'redirect',
      location: confirmationUrl({
        type: posted.typeId,
        start: booking.starts_at,
        state: booking.state === 'requested' ? 'requested' : 'confirmed',
        tz: zone,
        lang: input.lang ?? undefined,
      }),
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.kind === 'http') {
      const answer = readBookingAnswer(error.status, error.body, words);
      if (answer.kind === 'refused') return refuse(answer.status, answer.message, answer.fields);
    }
    return refuse(503, words.genericError, {});
  }
}

/**
 * A manage link's move or cancel sent without JavaScript: done → the manage page saying so (303);
 * refused (too late, the time taken meanwhile …) → the page again with the API's message.
 */
export async function submitManageForm(input: {
  token: string;
  form: PostedForm;
  transport: Transport;
  lang: string | null;
}): Promise<BookingPostOutcome> {
  const { token, form } = input;
  const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
  const language = (LANGUAGE_CODES as readonly string[]).includes(field('language'))
    ? field('language')
    : DEFAULT_LANGUAGE;
  const words = bookingWords(language);
  const tz = isTimeZone(field('time_zone')) ? field('time_zone') : null;
  const week = parseDate(field('week')) === null ? null : mondayOf(field('week'));
  const start = Number.isNaN(Date.parse(field('start'))) ? null : field('start');
  const refuse = (status: number, message: string, keepStart: boolean): BookingPostOutcome => {
    const notice: BookingNotice = {
      message,
      fields: {},
      values: EMPTY_VALUES,
      start: keepStart ? start : null,
    };
    return {
      kind: 'refused',
      status,
      pageUrl: manageUrl(token, { week, tz, lang: input.lang }),
      seed: { [BOOKING_NOTICE]: { ok: true, data: notice } },
    };
  };
  const api = createApiClient({ transport: input.transport, language: () => language });
  const done = (what: 'moved' | 'cancelled'): BookingPostOutcome => ({
    kind: 'redirect',
    location: manageUrl(token, { lang: input.lang, done: what }),
  });
  try {
    switch (field('action')) {
      case 'cancel':
        await cancelBooking(api, token);
        return done('cancelled');
      case 'move':
        if (!start) return refuse(400, words.pickSlot, false);
        await moveBooking(api, token, { start, idempotency_key: field('idempotency_key') });
        return done('moved');
      default:
        return refuse(400, words.genericError, false);
    }
  } catch (error) {
    if (error instanceof ApiRequestError && error.kind === 'http') {
      const answer = readBookingAnswer(error.status, error.body, words);
      if (answer.kind === 'refused') return refuse(answer.status, answer.message, false);
    }
    return refuse(503, words.genericError, true);
  }
}
