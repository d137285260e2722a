/** The outbox list's status filter and page as they sit in the URL (`?status=&page=`). */
import { OUTBOX_STATUSES, type OutboxStatus } from '@wegweiser/contracts';
import { oneOf, pageNumber } from '../../shared/search-params';

export type OutboxSearch = { status?: OutboxStatus | undefined; page?: number | undefined };

export const parseOutboxSearch = (search: Record<string, unknown>): OutboxSearch => ({
  status: oneOf(search.status, OUTBOX_STATUSES),
  page: pageNumber(search.page),
});
