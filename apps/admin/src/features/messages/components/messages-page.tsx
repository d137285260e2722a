/**
 * The owner's contact inbox (issue 14 point 3, decision 060): folders by state (spam its own, not
 * in "all"), a source filter and a search kept in the URL, the CSV of what they show, and each
 * message's sender linking to the message.
 */
import { Link } from '@tanstack/react-router';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { MESSAGE_STATES, type Message, type MessageState } from '@wegweiser/contracts';
import { CONTACT_CONTEXTS } from '@wegweiser/contracts/constants';
import { useMemo } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useT } from '../../../shared/i18n/console-words';
import { formatDateTime } from '../../../shared/i18n/i18n-provider';
import { DataTable } from '../../../shared/ui/data-table';
import { Pagination } from '../../../shared/ui/pagination';
import { SearchAndFilter } from '../../../shared/ui/search-field';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../../shared/ui/states';
import { messagesCsvHref, useMessages } from '../api';
import type { MessagesSearch } from '../search';
import { useMessageWords } from '../words';
import { MessageStateBadge } from './message-state';

const LINK =
  'inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-primary-800 underline hover:bg-dark-100 dark:text-primary-200 dark:hover:bg-dark-700';

function Folders({ search }: { search: MessagesSearch }) {
  const current = search.folder;
  const { w } = useMessageWords();
  const folders: (MessageState | undefined)[] = [undefined, ...MESSAGE_STATES];
  return (
    <nav aria-label={w.folders} className="mb-4">
      {/* On a phone the folders wrap to a second line: each name whole, none scrolled out of sight. */}
      <ul className="flex flex-wrap gap-x-1 border-b border-dark-200 dark:border-dark-700">
        {folders.map((folder) => {
          const active = folder === current;
          return (
            <li key={folder ?? 'all'}>
              <Link
                to="/messages"
                search={{ ...search, folder, page: undefined }}
                aria-current={active ? 'page' : undefined}
                className={`-mb-px inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 text-sm font-medium ${
                  active
                    ? 'border-primary-700 text-primary-900 dark:border-primary-300 dark:text-white'
                    : 'border-transparent text-dark-700 hover:text-dark-900 dark:text-dark-200 dark:hover:text-white'
                }`}
              >
                {folder ? w.states[folder] : w.all}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const column = createColumnHelper<Message>();

function MessagesTable({ messages }: { messages: Message[] }) {
  const { w, language, sourceOf } = useMessageWords();
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: w.from,
        cell: (info) => {
          const message = info.row.original;
          return (
            <>
              <Link
                to="/messages/$id"
                params={{ id: message.id }}
                className={`text-primary-800 underline hover:text-primary-950 dark:text-primary-200 dark:hover:text-white ${
                  message.state === 'new' ? 'font-bold' : 'font-medium'
                }`}
              >
                {message.name}
              </Link>
              <span className="block text-dark-700 sm:whitespace-nowrap dark:text-dark-200">
                {message.email}
              </span>
            </>
          );
        },
      }),
      column.accessor('message', {
        header: w.message,
        cell: (info) => (
          <>
            <span className="line-clamp-3 sm:line-clamp-2">{info.getValue()}</span>
            <span className="mt-1 block text-dark-700 dark:text-dark-200">
              {sourceOf(info.row.original.source)}
            </span>
          </>
        ),
      }),
      column.accessor('state', {
        header: w.state,
        cell: (info) => <MessageStateBadge state={info.getValue()} />,
      }),
      column.accessor('created_at', {
        header: w.received,
        cell: (info) => (
          <time dateTime={info.getValue()} className="whitespace-nowrap">
            {formatDateTime(info.getValue(), language)}
          </time>
        ),
      }),
    ],
    [w, language, sourceOf],
  );
  const table = useReactTable({ data: messages, columns, getCoreRowModel: getCoreRowModel() });
  return <DataTable table={table} label={w.table} />;
}

export default function MessagesPage({
  search,
  onSearchChange,
}: {
  search: MessagesSearch;
  onSearchChange: (search: MessagesSearch) => void;
}) {
  const { w } = useMessageWords();
  const t = useT();
  const messages = useMessages(search);
  // A new filter starts again at the first page.
  const change = (next: Partial<MessagesSearch>) => onSearchChange({ ...search, ...next, page: undefined });
  let content: React.ReactNode;
  if (messages.isPending) content = <LoadingState />;
  else if (messages.isError)
    content = (
      <ErrorState
        message={`${w.loadError} ${toApiProblem(messages.error, t).message}`}
        onRetry={() => void messages.refetch()}
      />
    );
  else if (messages.data.results.length === 0)
    content = (
      <EmptyState>
        {search.q || search.context ? w.emptyFiltered : search.folder ? w.emptyFolder : w.empty}
      </EmptyState>
    );
  else
    content = (
      <>
        <p className="mb-2 text-sm text-dark-700 dark:text-dark-200">{w.count(messages.data.count)}</p>
        <MessagesTable messages={messages.data.results} />
        <Pagination
          to="/messages"
          page={search.page ?? 1}
          count={messages.data.count}
          hasNext={messages.data.next !== null}
        />
      </>
    );
  return (
    <>
      <PageHeader
        title={w.title}
        intro={w.intro}
        actions={
          <a href={messagesCsvHref(search)} download className={LINK}>
            {w.csv}
          </a>
        }
      />
      <Folders search={search} />
      <SearchAndFilter
        legend={w.filters}
        search={{ label: w.search, value: search.q ?? '', onSearch: (q) => change({ q: q || undefined }) }}
        filter={{
          label: w.source,
          value: search.context,
          options: CONTACT_CONTEXTS,
          allLabel: w.allSources,
          optionLabel: (context) => w.contexts[context],
          onChange: (context) => change({ context }),
        }}
      />
      {content}
    </>
  );
}
