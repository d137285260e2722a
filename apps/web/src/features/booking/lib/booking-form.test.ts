import { describe, expect, it } from 'vitest';
import { bookingWords } from '../booking-words';
import { buildBookingBody, checkBeforeSend, readBookingAnswer, readPostedBooking } from './booking-form';
import {
  bookingUrl,
  confirmationUrl,
  manageUrl,
  readBookingQuery,
  readConfirmationQuery,
  readManageQuery,
} from './booking-query';

const words = bookingWords('en');

describe('a posted booking form', () => {
  it('reads the fields as sent and drops what is not what it claims to be', () => {
    const posted = readPostedBooking({
      session_type_id: '2',
      start: '2026-12-03T08:00:00.000Z',
      week: '2026-11-30',
      name: 'Mia',
      email: 'mia@example.com',
      phone: '',
      message: 'Hallo\nzusammen',
      time_zone: 'Asia/Kolkata',
      idempotency_key: 'a'.repeat(32),
      website: '',
      rendered_at: '1795959098141',
    });
    expect(posted).toEqual({
      typeId: 2,
      start: '2026-12-03T08:00:00.000Z',
      week: '2026-11-30',
      values: { name: 'Mia', email: 'mia@example.com', phone: '', message: 'Hallo\nzusammen' },
      timeZone: 'Asia/Kolkata',
      key: 'a'.repeat(32),
      website: '',
      renderedAt: 1795959098141,
    });
    const odd = readPostedBooking({
      session_type_id: '0',
      start: 'soon',
      time_zone: 'Mars/Base',
      idempotency_key: 'short',
      rendered_at: 'x',
      name: ['a', 'b'],
    });
    expect(odd).toMatchObject({ typeId: null, start: null, timeZone: null, key: '', renderedAt: null });
    expect(odd.values.name).toBe('');
  });

  it('names the slot and the required fields before anything is sent', () => {
    expect(
      checkBeforeSend({ start: null, values: { name: ' ', email: '', phone: '', message: '' } }, words),
    ).toEqual({
      start: words.pickSlot,
      name: words.required,
      email: words.required,
    });
    expect(
      checkBeforeSend(
        { start: '2026-12-03T08:00:00Z', values: { name: 'M', email: 'm@x.y', phone: '', message: '' } },
        words,
      ),
    ).toEqual({});
  });

  it('sends trimmed text, leaves out empty optional fields and bounds the fill time', () => {
    const body = buildBookingBody({
      typeId: 1,
      start: '2026-12-03T08:00:00.000Z',
      values: { name: ' Mia ', email: ' mia@example.com ', phone: ' ', message: '' },
      language: 'de',
      timeZone: 'Europe/Berlin',
      key: 'k'.repeat(20),
      website: '',
      elapsedMs: -5,
    });
    expect(body).toEqual({
      session_type_id: 1,
      start: '2026-12-03T08:00:00.000Z',
      name: 'Mia',
      email: 'mia@example.com',
      language: 'de',
      time_zone: 'Europe/Berlin',
      idempotency_key: 'k'.repeat(20),
      website: '',
      elapsed_ms: 0,
    });
    expect(
      buildBookingBody({
        ...body,
        typeId: 1,
        values: { name: 'a', email: 'b', phone: '', message: '' },
        timeZone: 'UTC',
        key: 'k',
        elapsedMs: 1e12,
      }).elapsed_ms,
    ).toBe(86_400_000);
  });
});

describe("the API's answer", () => {
  it('a booking (201, or 200 for the same form again) is booked', () => {
    const booking = { id: 'b', state: 'confirmed', starts_at: 's', ends_at: 'e', message: 'ok' };
    expect(readBookingAnswer(201, booking, words)).toEqual({ kind: 'booked', booking });
    expect(readBookingAnswer(200, booking, words)).toEqual({ kind: 'booked', booking });
  });

  it('a taken or refused slot is the slot to choose again; a 400 names its fields', () => {
    expect(readBookingAnswer(409, { message: 'Taken.', reason: 'taken', slots: [] }, words)).toEqual({
      kind: 'refused',
      message: 'Taken.',
      fields: { start: 'Taken.' },
      status: 409,
    });
    expect(
      readBookingAnswer(
        400,
        { message: 'Check.', errors: { email: ['Bad address.'], phone: ['Bad phone.'] } },
        words,
      ),
    ).toEqual({
      kind: 'refused',
      message: 'Check.',
      fields: { email: 'Bad address.', phone: 'Bad phone.' },
      status: 400,
    });
    expect(readBookingAnswer(429, null, words)).toMatchObject({ message: words.genericError, fields: {} });
  });
});

describe('the booking URLs', () => {
  it('keep only parameters that are what they claim, the week as its Monday', () => {
    const query = readBookingQuery(new URLSearchParams('type=3&week=2026-12-03&tz=Asia/Tokyo'));
    expect(query).toEqual({ type: 3, week: '2026-11-30', tz: 'Asia/Tokyo' });
    expect(readBookingQuery(new URLSearchParams('type=03x&week=2026-02-30&tz=Nowhere'))).toEqual({
      type: null,
      week: null,
      tz: null,
    });
    expect(bookingUrl({ type: 3, week: '2026-11-30', tz: 'Asia/Tokyo', lang: null })).toBe(
      '/booking?type=3&week=2026-11-30&tz=Asia%2FTokyo',
    );
  });

  it('carry a booking to its confirmation page and back', () => {
    const url = confirmationUrl({
      type: 1,
      start: '2026-12-03T08:00:00.000Z',
      state: 'requested',
      tz: 'Europe/Berlin',
      lang: 'fr',
    });
    const read = readConfirmationQuery(new URL(url, 'https://x.example').searchParams);
    expect(read).toEqual({
      type: 1,
      start: '2026-12-03T08:00:00.000Z',
      state: 'requested',
      tz: 'Europe/Berlin',
    });
    expect(readConfirmationQuery(new URLSearchParams('start=tomorrow&state=maybe')).start).toBeNull();
  });
});

describe('the manage page URL', () => {
  it('keeps the week, zone, the cancel question and what was done; nothing else', () => {
    expect(readManageQuery(new URLSearchParams('week=2026-12-09&tz=Asia/Tokyo&cancel=1&done=moved'))).toEqual(
      {
        week: '2026-12-07',
        tz: 'Asia/Tokyo',
        cancel: true,
        done: 'moved',
      },
    );
    expect(readManageQuery(new URLSearchParams('cancel=yes&done=deleted'))).toEqual({
      week: null,
      tz: null,
      cancel: false,
      done: null,
    });
    expect(manageUrl('tok_en-1', { lang: 'fr', done: 'cancelled' })).toBe(
      '/booking/manage/tok_en-1?done=cancelled&lang=fr',
    );
    expect(manageUrl('tok', { cancel: true })).toBe('/booking/manage/tok?cancel=1');
  });
});
