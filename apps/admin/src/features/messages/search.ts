/**
 * The inbox's folder, source filter, search and page as they sit in the URL
 * (`?folder=&context=&q=&page=`). No folder is "all": every message but spam, which has its own.
 */
import { MESSAGE_STATES, type MessageState } from '@wegweiser/contracts';
import { CONTACT_CONTEXTS, type ContactContext } from '@wegweiser/contracts/constants';
import { oneOf, pageNumber, searchText } from '../../shared/search-params';

export type MessagesSearch = {
  folder?: MessageState | undefined;
  context?: ContactContext | undefined;
  q?: string | undefined;
  page?: number | undefined;
};

export const parseMessagesSearch = (search: Record<string, unknown>): MessagesSearch => ({
  folder: oneOf(search.folder, MESSAGE_STATES),
  context: oneOf(search.context, CONTACT_CONTEXTS),
  q: searchText(search.q, 200),
  page: pageNumber(search.page),
});

/** The API's filters for the search (the list and its CSV export ask the same). */
export function messageFilters(search: MessagesSearch): Record<string, string> {
  const query: Record<string, string> = {};
  if (search.folder) query.state = search.folder;
  else query.exclude_spam = 'true';
  if (search.context) query.context = search.context;
  if (search.q) query.search = search.q;
  return query;
}
