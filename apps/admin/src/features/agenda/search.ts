/**
 * The agenda's view, day, filter, search and page as they sit in the URL
 * (`?view=&date=&state=&q=&page=`). No view is the week; no date is today in the practice's zone.
 */
import { BOOKING_STATES, type BookingState } from '@wegweiser/contracts/booking';
import { oneOf, pageNumber, searchText } from '../../shared/search-params';

export const AGENDA_VIEWS = ['week', 'day', 'list'] as const;
export type AgendaView = (typeof AGENDA_VIEWS)[number];

export type AgendaSearch = {
  view?: AgendaView | undefined;
  date?: string | undefined;
  state?: BookingState | undefined;
  q?: string | undefined;
  page?: number | undefined;
  /** After a person's data was deleted: how many bookings and mails (`3-5`), said once on arrival. */
  erased?: string | undefined;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const parseAgendaSearch = (search: Record<string, unknown>): AgendaSearch => ({
  view: oneOf(search.view, AGENDA_VIEWS),
  date:
    typeof search.date === 'string' && DATE.test(search.date) && !Number.isNaN(Date.parse(search.date))
      ? search.date
      : undefined,
  state: oneOf(search.state, BOOKING_STATES),
  q: searchText(search.q, 200),
  page: pageNumber(search.page),
  erased:
    typeof search.erased === 'string' && /^\d{1,6}-\d{1,6}$/.test(search.erased) ? search.erased : undefined,
});
