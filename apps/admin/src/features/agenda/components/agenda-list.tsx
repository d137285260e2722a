/**
 * The list view: every booking, latest first, a page at a time, filtered by state and a search in
 * the visitor's name, address or phone (both kept in the URL). On a phone each row is a card.
 */
import { Link } from '@tanstack/react-router';
import { BOOKING_STATES } from '@wegweiser/contracts/booking';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useT } from '../../../shared/i18n/console-words';
import { Pagination } from '../../../shared/ui/pagination';
import { SearchAndFilter } from '../../../shared/ui/search-field';
import { StackedTable } from '../../../shared/ui/stacked-table';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/states';
import { useAgendaList } from '../api';
import { dateTimeIn, timeIn } from '../format';
import type { AgendaSearch } from '../search';
import { useAgendaWords } from '../words';
import { BookingStateBadge } from './booking-state';

export function AgendaList({
  search,
  onSearchChange,
  zone,
}: {
  search: AgendaSearch;
  onSearchChange: (search: AgendaSearch) => void;
  zone: string;
}) {
  const { w, language } = useAgendaWords();
  const t = useT();
  const list = useAgendaList(search);
  // A new filter starts again at the first page.
  const change = (next: Partial<AgendaSearch>) => onSearchChange({ ...search, ...next, page: undefined });
  let content: React.ReactNode;
  if (list.isPending) content = <LoadingState />;
  else if (list.isError)
    content = (
      <ErrorState
        message={`${w.loadError} ${toApiProblem(list.error, t).message}`}
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.data.results.length === 0)
    content = <EmptyState>{search.q || search.state ? w.emptyFiltered : w.emptyList}</EmptyState>;
  else
    content = (
      <>
        <p className="mb-2 text-sm text-dark-700 dark:text-dark-200">{w.count(list.data.count)}</p>
        <div className="overflow-hidden rounded-xl border border-dark-200 bg-white dark:border-dark-700 dark:bg-dark-800">
          <StackedTable
            caption={w.table}
            columns={[
              { key: 'when', header: w.when, label: w.when },
              { key: 'who', header: w.who, label: w.who },
              { key: 'what', header: w.what, label: w.what },
              { key: 'state', header: w.state, label: w.state },
            ]}
            rows={list.data.results.map((booking) => ({
              key: booking.id,
              cells: [
                <time key="when" dateTime={booking.starts_at}>
                  {dateTimeIn(booking.starts_at, zone, language)}–{timeIn(booking.ends_at, zone, language)}
                </time>,
                <span key="who" className="block [overflow-wrap:anywhere]">
                  <Link
                    to="/agenda/$id"
                    params={{ id: booking.id }}
                    className="font-medium text-primary-800 underline hover:text-primary-950 dark:text-primary-200 dark:hover:text-white"
                  >
                    {booking.visitor.name}
                  </Link>
                  <span className="block text-dark-700 dark:text-dark-200">{booking.visitor.email}</span>
                </span>,
                booking.session_type.name[language] || booking.session_type.name.de,
                <BookingStateBadge key="state" booking={booking} />,
              ],
            }))}
          />
        </div>
        <Pagination
          to="/agenda"
          page={search.page ?? 1}
          count={list.data.count}
          hasNext={list.data.next !== null}
        />
      </>
    );
  return (
    <>
      <SearchAndFilter
        legend={w.filters}
        search={{ label: w.search, value: search.q ?? '', onSearch: (q) => change({ q: q || undefined }) }}
        filter={{
          label: w.state,
          value: search.state,
          options: BOOKING_STATES,
          allLabel: w.allStates,
          optionLabel: (state) => w.states[state],
          onChange: (state) => change({ state }),
        }}
      />
      {content}
    </>
  );
}
