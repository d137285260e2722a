/** The subscriber list's search, filters and page as they sit in the URL (`?q=&status=&lang=&page=`). */
import { SUBSCRIBER_STATUSES, type Subscriber } from '@wegweiser/contracts';
import { LANGUAGE_CODES, type LanguageCode } from '@wegweiser/contracts/constants';
import { oneOf, pageNumber, searchText } from '../../shared/search-params';

export type SubscribersSearch = {
  q?: string | undefined;
  status?: Subscriber['status'] | undefined;
  lang?: LanguageCode | undefined;
  page?: number | undefined;
};

export const parseSubscribersSearch = (search: Record<string, unknown>): SubscribersSearch => ({
  q: searchText(search.q, 254),
  status: oneOf(search.status, SUBSCRIBER_STATUSES),
  lang: oneOf(search.lang, LANGUAGE_CODES),
  page: pageNumber(search.page),
});

/** The API's filters for the search (the list and its CSV export ask the same). */
export function subscriberFilters(search: SubscribersSearch): Record<string, string> {
  const query: Record<string, string> = {};
  if (search.q) query.search = search.q;
  if (search.status) query.status = search.status;
  if (search.lang) query.subscriber_language = search.lang;
  return query;
}
