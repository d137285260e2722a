/**
 * The owner's newsletter subscribers (issue 14 point 2, decision 060): status in words, language and
 * dates; a search and filters kept in the URL; the CSV of what they show; one person's data export
 * (GDPR Art. 15) and erasure after a clear question (Art. 17).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { SUBSCRIBER_STATUSES, type Subscriber } from '@wegweiser/contracts';
import { LANGUAGE_CODES } from '@wegweiser/contracts/constants';
import { useMemo, useState } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useApi } from '../../../shared/api/api-provider';
import { useContentWords } from '../../../shared/content/words';
import { useT } from '../../../shared/i18n/console-words';
import { formatDateTime } from '../../../shared/i18n/i18n-provider';
import { Button } from '../../../shared/ui/button';
import { DataTable } from '../../../shared/ui/data-table';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import { FilterSelect } from '../../../shared/ui/field';
import { Pagination } from '../../../shared/ui/pagination';
import { SearchField } from '../../../shared/ui/search-field';
import { EmptyState, ErrorState, FormAlert, LoadingState, PageHeader } from '../../../shared/ui/states';
import {
  deleteSubscriber,
  subscriberExportHref,
  subscribersCsvHref,
  subscribersQueryKey,
  useSubscribers,
} from '../api';
import type { SubscribersSearch } from '../search';
import { useSubscriberWords } from '../words';

const LINK =
  'inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-primary-800 underline hover:bg-dark-100 dark:text-primary-200 dark:hover:bg-dark-700';

const STATUS_TONE: Record<Subscriber['status'], string> = {
  pending: 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50',
  active: 'bg-primary-100 text-primary-950 dark:bg-primary-800 dark:text-white',
  unsubscribed: 'bg-dark-200 text-dark-900 dark:bg-dark-700 dark:text-dark-50',
};

export function SubscriberStatus({ status }: { status: Subscriber['status'] }) {
  const { w } = useSubscriberWords();
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-medium ${STATUS_TONE[status]}`}>
      {w.statuses[status]}
    </span>
  );
}

const column = createColumnHelper<Subscriber>();

function SubscribersTable({
  subscribers,
  onDelete,
}: {
  subscribers: Subscriber[];
  onDelete: (subscriber: Subscriber) => void;
}) {
  const { w, language } = useSubscriberWords();
  const { w: content } = useContentWords();
  const columns = useMemo(() => {
    const date = (value: string | null) =>
      value ? (
        <time dateTime={value} className="whitespace-nowrap">
          {formatDateTime(value, language)}
        </time>
      ) : (
        w.none
      );
    return [
      column.accessor('email', {
        header: w.email,
        cell: (info) => <span className="font-medium sm:whitespace-nowrap">{info.getValue()}</span>,
      }),
      column.accessor('status', {
        header: w.status,
        cell: (info) => <SubscriberStatus status={info.getValue()} />,
      }),
      column.accessor('language', {
        header: w.language,
        cell: (info) =>
          content.languageName[info.getValue() as keyof typeof content.languageName] ?? info.getValue(),
      }),
      column.accessor('subscribed_at', { header: w.signedUp, cell: (info) => date(info.getValue()) }),
      column.accessor('confirmed_at', { header: w.confirmed, cell: (info) => date(info.getValue()) }),
      column.accessor('unsubscribed_at', { header: w.unsubscribed, cell: (info) => date(info.getValue()) }),
      column.display({
        id: 'actions',
        header: w.actions,
        cell: (info) => {
          const subscriber = info.row.original;
          return (
            <div className="flex flex-wrap items-center gap-1 sm:flex-nowrap sm:whitespace-nowrap">
              <a
                href={subscriberExportHref(subscriber.id)}
                download
                aria-label={w.exportDataFor(subscriber.email)}
                className={LINK}
              >
                {w.exportData}
              </a>
              <Button
                variant="ghost"
                className="text-red-700 dark:text-red-300"
                aria-label={w.deleteFor(subscriber.email)}
                onClick={() => onDelete(subscriber)}
              >
                {w.delete}
              </Button>
            </div>
          );
        },
      }),
    ];
  }, [w, language, content, onDelete]);
  const table = useReactTable({ data: subscribers, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <DataTable
      table={table}
      label={w.table}
      tableClassName="sm:min-w-[56rem]"
      rowClassName="align-middle"
      cellClassName="px-4 py-2"
    />
  );
}

function Filters({
  search,
  onChange,
}: {
  search: SubscribersSearch;
  onChange: (search: SubscribersSearch) => void;
}) {
  const { w } = useSubscriberWords();
  const { w: content } = useContentWords();
  // A new filter starts again at the first page.
  const change = (next: Partial<SubscribersSearch>) => onChange({ ...search, ...next, page: undefined });
  return (
    <fieldset className="mb-4 grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <legend className="sr-only">{w.filters}</legend>
      <SearchField
        label={w.search}
        value={search.q ?? ''}
        maxLength={254}
        onSearch={(q) => change({ q: q || undefined })}
      />
      <FilterSelect
        label={w.status}
        value={search.status}
        options={SUBSCRIBER_STATUSES}
        allLabel={w.allStatuses}
        optionLabel={(status) => w.statuses[status]}
        onChange={(status) => change({ status })}
      />
      <FilterSelect
        label={w.language}
        value={search.lang}
        options={LANGUAGE_CODES}
        allLabel={w.allLanguages}
        optionLabel={(code) => content.languageName[code]}
        onChange={(lang) => change({ lang })}
      />
    </fieldset>
  );
}

export default function SubscribersPage({
  search,
  onSearchChange,
}: {
  search: SubscribersSearch;
  onSearchChange: (search: SubscribersSearch) => void;
}) {
  const { w } = useSubscriberWords();
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const subscribers = useSubscribers(search);
  const [deleting, setDeleting] = useState<Subscriber | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (subscriber: Subscriber) => deleteSubscriber(api, subscriber.id),
    onSuccess: async (_, subscriber) => {
      setDeleting(null);
      setDeleted(w.deleted(subscriber.email));
      await queryClient.invalidateQueries({ queryKey: subscribersQueryKey });
    },
  });
  const filtered = Boolean(search.q || search.status || search.lang);
  let content: React.ReactNode;
  if (subscribers.isPending) content = <LoadingState />;
  else if (subscribers.isError)
    content = (
      <ErrorState
        message={`${w.loadError} ${toApiProblem(subscribers.error, t).message}`}
        onRetry={() => void subscribers.refetch()}
      />
    );
  else if (subscribers.data.results.length === 0)
    content = <EmptyState>{filtered ? w.emptyFiltered : w.empty}</EmptyState>;
  else
    content = (
      <>
        <p className="mb-2 text-sm text-dark-700 dark:text-dark-200" aria-live="polite">
          {w.count(subscribers.data.count)}
        </p>
        <SubscribersTable
          subscribers={subscribers.data.results}
          onDelete={(subscriber) => {
            remove.reset();
            setDeleting(subscriber);
          }}
        />
        <Pagination
          to="/subscribers"
          page={search.page ?? 1}
          count={subscribers.data.count}
          hasNext={subscribers.data.next !== null}
        />
      </>
    );
  return (
    <>
      <PageHeader
        title={w.title}
        intro={w.intro}
        actions={
          <a href={subscribersCsvHref(search)} download title={w.csvHint} className={LINK}>
            {w.csv}
          </a>
        }
      />
      <Filters search={search} onChange={onSearchChange} />
      <div className="mb-4" aria-live="polite">
        <FormAlert message={deleted} tone="success" />
      </div>
      {content}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={deleting ? w.deleteTitle(deleting.email) : ''}
        description={w.deleteIntro}
        confirmLabel={w.deleteConfirm}
        busy={remove.isPending}
        error={remove.error ? toApiProblem(remove.error, t).message : null}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
        }}
      />
    </>
  );
}
