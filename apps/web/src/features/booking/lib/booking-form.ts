/**
 * The booking form (decision 105): what it sends, read alike from the browser's state (JavaScript)
 * and from a posted form (no JavaScript: the web server posts it to the API in-process), and what a
 * refusal means for the visitor — the API's message in her language, the field it names, and her
 * input kept as she typed it.
 */
import type { BookingCreated, BookingRefused } from '@wegweiser/contracts';
import type { BookingWords } from '../booking-words';
import { isTimeZone } from './zoned-week';

export const BOOKING_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];
export type BookingValues = Record<BookingField, string>;
export type BookingFieldErrors = Partial<Record<BookingField | 'start', string>>;

export const EMPTY_VALUES: BookingValues = { name: '', email: '', phone: '', message: '' };

/** The contract's ceiling for elapsed_ms (a day). */
const ELAPSED_MAX_MS = 86_400_000;
const KEY = /^[A-Za-z0-9_-]{16,100}$/;

/** What the page shows after a refused submit: the message, the fields to fix, what she typed. */
export type BookingNotice = {
  message: string;
  fields: BookingFieldErrors;
  values: BookingValues;
  start: string | null;
};

/** The body of POST /booking/ (BookingCreateSchema's input). */
export type BookingBody = {
  session_type_id: number;
  start: string;
  name: string;
  email: string;
  phone?: string;
  message?: string;
  language: string;
  time_zone: string;
  idempotency_key: string;
  website: string;
  elapsed_ms: number;
};

export function buildBookingBody(input: {
  typeId: number;
  start: string;
  values: BookingValues;
  language: string;
  timeZone: string;
  key: string;
  website: string;
  elapsedMs: number;
}): BookingBody {
  const phone = input.values.phone.trim();
  const message = input.values.message.trim();
  return {
    session_type_id: input.typeId,
    start: input.start,
    name: input.values.name.trim(),
    email: input.values.email.trim(),
    ...(phone ? { phone } : {}),
    ...(message ? { message } : {}),
    language: input.language,
    time_zone: input.timeZone,
    idempotency_key: input.key,
    website: input.website,
    elapsed_ms: Math.min(ELAPSED_MAX_MS, Math.max(0, Math.round(input.elapsedMs))),
  };
}

/** A posted form's fields (strings; anything else reads as empty). */
export type PostedForm = Record<string, unknown>;

const text = (form: PostedForm, name: string) => {
  const value = form[name];
  return typeof value === 'string' ? value : '';
};

/** A posted booking form as the page and the API read it. */
export type PostedBooking = {
  typeId: number | null;
  start: string | null;
  week: string | null;
  values: BookingValues;
  timeZone: string | null;
  key: string;
  website: string;
  /** When the server rendered the form (ms since the epoch), for the fill time. */
  renderedAt: number | null;
};

export function readPostedBooking(form: PostedForm): PostedBooking {
  const typeId = Number(text(form, 'session_type_id'));
  const renderedAt = Number(text(form, 'rendered_at'));
  const start = text(form, 'start');
  const zone = text(form, 'time_zone');
  return {
    typeId: Number.isInteger(typeId) && typeId > 0 && typeId <= 2_147_483_647 ? typeId : null,
    start: start && !Number.isNaN(Date.parse(start)) ? start : null,
    week: text(form, 'week') || null,
    values: {
      name: text(form, 'name'),
      email: text(form, 'email'),
      phone: text(form, 'phone'),
      message: text(form, 'message'),
    },
    timeZone: isTimeZone(zone) ? zone : null,
    key: KEY.test(text(form, 'idempotency_key')) ? text(form, 'idempotency_key') : '',
    website: text(form, 'website'),
    renderedAt: Number.isFinite(renderedAt) && renderedAt > 0 ? renderedAt : null,
  };
}

/** What the visitor must fix before anything is sent (the API judges the rest). */
export function checkBeforeSend(
  input: { start: string | null; values: BookingValues },
  words: BookingWords,
): BookingFieldErrors {
  const errors: BookingFieldErrors = {};
  if (!input.start) errors.start = words.pickSlot;
  if (!input.values.name.trim()) errors.name = words.required;
  if (!input.values.email.trim()) errors.email = words.required;
  return errors;
}

export type BookingAnswer =
  | { kind: 'booked'; booking: BookingCreated }
  | { kind: 'refused'; message: string; fields: BookingFieldErrors; status: number };

/** The field errors an API 400 names (its `errors` map or top-level arrays). */
export function fieldErrorsOf(body: unknown): BookingFieldErrors {
  if (!body || typeof body !== 'object') return {};
  const record = body as Record<string, unknown>;
  const nested =
    record.errors && typeof record.errors === 'object' ? (record.errors as Record<string, unknown>) : {};
  const first = (value: unknown) =>
    Array.isArray(value) && typeof value[0] === 'string' ? (value[0] as string) : undefined;
  const errors: BookingFieldErrors = {};
  for (const field of [...BOOKING_FIELDS, 'start'] as const) {
    const found = first(nested[field]) ?? (field === 'message' ? undefined : first(record[field]));
    if (found) errors[field] = found;
  }
  return errors;
}

/** The visitor's reading of an API answer to POST /booking/. */
export function readBookingAnswer(status: number, body: unknown, words: BookingWords): BookingAnswer {
  if ((status === 200 || status === 201) && body && typeof body === 'object' && 'starts_at' in body) {
    return { kind: 'booked', booking: body as BookingCreated };
  }
  const message =
    body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
      ? ((body as BookingRefused).message as string)
      : words.genericError;
  const fields = status === 400 ? fieldErrorsOf(body) : {};
  // A refused slot (taken, past, outside the hours …) is the time to choose again.
  if (status === 409 || status === 422 || status === 404) fields.start = message;
  return { kind: 'refused', message, fields, status };
}
