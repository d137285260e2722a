/**
 * What the booking pages read from their URL (decision 105), each checked as the page reads it:
 * the session type's id, the week (its Monday), the zone the times are shown in; on the
 * confirmation page also the booked start and its state. The page cache keys on exactly these
 * (app/page-query.ts), so nothing else reaches the render.
 */
import { isTimeZone, mondayOf, parseDate } from './zoned-week';

export type BookingQuery = { type: number | null; week: string | null; tz: string | null };

const ID = /^[1-9]\d{0,9}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export function readTypeId(value: string | null): number | null {
  if (!value || !ID.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

export function readBookingQuery(search: URLSearchParams): BookingQuery {
  const week = search.get('week');
  const tz = search.get('tz');
  return {
    type: readTypeId(search.get('type')),
    week: week && parseDate(week) !== null ? mondayOf(week) : null,
    tz: isTimeZone(tz) ? tz : null,
  };
}

export type ConfirmationQuery = {
  type: number | null;
  start: string | null;
  state: 'confirmed' | 'requested' | null;
  tz: string | null;
};

export function readConfirmationQuery(search: URLSearchParams): ConfirmationQuery {
  const start = search.get('start');
  const state = search.get('state');
  const tz = search.get('tz');
  return {
    type: readTypeId(search.get('type')),
    start: start && INSTANT.test(start) && !Number.isNaN(Date.parse(start)) ? start : null,
    state: state === 'confirmed' || state === 'requested' ? state : null,
    tz: isTimeZone(tz) ? tz : null,
  };
}

/** A URL of the booking page with the given parameters (empty ones left out). */
export function bookingUrl(parameters: {
  type?: number | null;
  week?: string | null;
  tz?: string | null;
  lang?: string | null;
}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(parameters)) {
    if (value !== null && value !== undefined && value !== '') query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `/booking?${search}` : '/booking';
}

/** The confirmation page's URL for a booking just made. */
export function confirmationUrl(parameters: {
  type: number;
  start: string;
  state: 'confirmed' | 'requested';
  tz: string;
  lang?: string | undefined;
}): string {
  const query = new URLSearchParams({
    type: String(parameters.type),
    start: parameters.start,
    state: parameters.state,
    tz: parameters.tz,
    ...(parameters.lang ? { lang: parameters.lang } : {}),
  });
  return `/booking/confirmation?${query}`;
}

export type ManageQuery = {
  week: string | null;
  tz: string | null;
  /** The cancel step's question is shown (no JavaScript needed: a link, then a posted form). */
  cancel: boolean;
  /** What the visitor just did on this page (the web server's 303 or the script's navigation). */
  done: 'moved' | 'cancelled' | null;
};

export function readManageQuery(search: URLSearchParams): ManageQuery {
  const { week, tz } = readBookingQuery(search);
  const done = search.get('done');
  return {
    week,
    tz,
    cancel: search.get('cancel') === '1',
    done: done === 'moved' || done === 'cancelled' ? done : null,
  };
}

/** The manage page of a booking's link, with the given parameters (empty ones left out). */
export function manageUrl(
  token: string,
  parameters: {
    week?: string | null;
    tz?: string | null;
    lang?: string | null;
    cancel?: boolean;
    done?: 'moved' | 'cancelled' | null;
  } = {},
): string {
  const query = new URLSearchParams();
  if (parameters.week) query.set('week', parameters.week);
  if (parameters.tz) query.set('tz', parameters.tz);
  if (parameters.cancel) query.set('cancel', '1');
  if (parameters.done) query.set('done', parameters.done);
  if (parameters.lang) query.set('lang', parameters.lang);
  const search = query.toString();
  return `/booking/manage/${encodeURIComponent(token)}${search ? `?${search}` : ''}`;
}
