/**
 * The owner's outbox, "Emails" (issue 14 point 1, decision 060): how many emails are in each status
 * (each a filter kept in the URL), the list with recipient, subject, kind, status, attempts and last
 * error, a banner when no mail server is configured, and each email's content in a dialog.
 */
import { Link } from '@tanstack/react-router';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import {
  OUTBOX_STATUSES,
  type OutboxCounts,
  type OutboxEmailSummary,
  type OutboxStatus,
} from '@wegweiser/contracts';
import { useMemo, useState } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useT } from '../../../shared/i18n/console-words';
import { formatDateTime } from '../../../shared/i18n/i18n-provider';
import { DataTable } from '../../../shared/ui/data-table';
import { Pagination } from '../../../shared/ui/pagination';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../../shared/ui/states';
import { useOutbox } from '../api';
import type { OutboxSearch } from '../search';
import { useOutboxWords } from '../words';
import { EmailDialog } from './email-dialog';
import { OutboxStatusBadge } from './outbox-status';

function NoServerBanner() {
  const { w } = useOutboxWords();
  return (
    <section
      aria-labelledby="outbox-no-server"
      className="mb-6 rounded-2xl border border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="outbox-no-server" className="font-semibold">
        {w.noServerTitle}
      </h2>
      <p className="mt-1">{w.noServer}</p>
    </section>
  );
}

/** The statuses with their counts; each is a filter (the current one marked). */
function StatusFilter({
  current,
  counts,
}: {
  current: OutboxStatus | undefined;
  counts: OutboxCounts | undefined;
}) {
  const { w } = useOutboxWords();
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;
  const options: (OutboxStatus | undefined)[] = [undefined, ...OUTBOX_STATUSES];
  return (
    <nav aria-label={w.counts} className="mb-4">
      {/* On a phone the folders wrap to a second line: each name whole, none scrolled out of sight. */}
      <ul className="flex flex-wrap gap-x-1 border-b border-dark-200 dark:border-dark-700">
        {options.map((status) => {
          const active = status === current;
          const count = status ? counts?.[status] : total;
          return (
            <li key={status ?? 'all'}>
              <Link
                to="/outbox"
                search={{ status }}
                aria-current={active ? 'page' : undefined}
                className={`-mb-px inline-flex min-h-11 items-center gap-2 whitespace-nowrap border-b-2 px-3 text-sm font-medium ${
                  active
                    ? 'border-primary-700 text-primary-900 dark:border-primary-300 dark:text-white'
                    : 'border-transparent text-dark-700 hover:text-dark-900 dark:text-dark-200 dark:hover:text-white'
                }`}
              >
                {status ? w.statusShort[status] : w.allStatuses}
                {count === undefined ? null : (
                  <span className="rounded-full bg-dark-100 px-2 text-xs tabular-nums text-dark-900 dark:bg-dark-700 dark:text-dark-50">
                    {count}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const column = createColumnHelper<OutboxEmailSummary>();

function OutboxTable({ emails, onOpen }: { emails: OutboxEmailSummary[]; onOpen: (id: string) => void }) {
  const { w, language, templateOf } = useOutboxWords();
  const columns = useMemo(
    () => [
      column.accessor('subject', {
        header: w.email,
        cell: (info) => (
          <div className="sm:min-w-[16rem]">
            <button
              type="button"
              onClick={() => onOpen(info.row.original.id)}
              aria-label={w.open(info.getValue())}
              className="min-h-11 text-left font-medium text-primary-800 underline hover:text-primary-950 dark:text-primary-200 dark:hover:text-white"
            >
              {info.getValue()}
            </button>
            <span className="block text-dark-700 [overflow-wrap:anywhere] dark:text-dark-200">
              {w.to(info.row.original.recipient)}
            </span>
          </div>
        ),
      }),
      column.accessor('template', { header: w.kind, cell: (info) => templateOf(info.getValue()) }),
      column.accessor('status', {
        header: w.status,
        cell: (info) => (
          <div className="min-w-[11rem]">
            <OutboxStatusBadge status={info.getValue()} />
          </div>
        ),
      }),
      column.accessor('attempts', {
        header: w.attempts,
        cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
      }),
      column.accessor('last_error', {
        header: w.lastError,
        cell: (info) => {
          const error = info.getValue();
          return error ? (
            <span className="line-clamp-2 break-words text-red-800 dark:text-red-200">{error}</span>
          ) : (
            w.none
          );
        },
      }),
      column.accessor('created_at', {
        header: w.created,
        cell: (info) => (
          <time dateTime={info.getValue()} className="whitespace-nowrap">
            {formatDateTime(info.getValue(), language)}
          </time>
        ),
      }),
    ],
    [w, language, templateOf, onOpen],
  );
  const table = useReactTable({ data: emails, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <DataTable table={table} label={w.table} tableClassName="sm:min-w-[50rem]" cellClassName="px-4 py-2" />
  );
}

export default function OutboxPage({ search }: { search: OutboxSearch }) {
  const { w } = useOutboxWords();
  const t = useT();
  const outbox = useOutbox(search);
  const [open, setOpen] = useState<string | null>(null);
  let content: React.ReactNode;
  if (outbox.isPending) content = <LoadingState />;
  else if (outbox.isError)
    content = (
      <ErrorState
        message={`${w.loadError} ${toApiProblem(outbox.error, t).message}`}
        onRetry={() => void outbox.refetch()}
      />
    );
  else if (outbox.data.results.length === 0)
    content = <EmptyState>{search.status ? w.emptyStatus : w.empty}</EmptyState>;
  else
    content = (
      <>
        <OutboxTable emails={outbox.data.results} onOpen={setOpen} />
        <Pagination
          to="/outbox"
          page={search.page ?? 1}
          count={outbox.data.count}
          hasNext={outbox.data.next !== null}
        />
      </>
    );
  return (
    <>
      <PageHeader title={w.title} intro={w.intro} />
      {outbox.data && !outbox.data.mail_server_configured ? <NoServerBanner /> : null}
      <StatusFilter current={search.status} counts={outbox.data?.counts} />
      {content}
      <EmailDialog id={open} onClose={() => setOpen(null)} />
    </>
  );
}
