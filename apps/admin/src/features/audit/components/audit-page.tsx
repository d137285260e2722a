/** The owner's audit log: who changed what and when, a page at a time (TanStack Table). */

import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { AuditEntry } from '@wegweiser/contracts/admin-auth';
import { useMemo } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { managedTextName } from '../../../shared/content/text-descriptions';
import { useT } from '../../../shared/i18n/console-words';
import { formatDateTime } from '../../../shared/i18n/i18n-provider';
import { DataTable } from '../../../shared/ui/data-table';
import { Pagination } from '../../../shared/ui/pagination';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../../shared/ui/states';
import { useAuditLog } from '../api';
import { auditSentence } from '../audit-sentence';
import { useAuditWords } from '../words';

const column = createColumnHelper<AuditEntry>();

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { w: words, language } = useAuditWords();
  const columns = useMemo(
    () => [
      column.accessor('at', {
        header: words.page.when,
        cell: (info) => <time dateTime={info.getValue()}>{formatDateTime(info.getValue(), language)}</time>,
      }),
      column.accessor((entry) => entry.user?.name ?? words.page.system, {
        id: 'who',
        header: words.page.who,
      }),
      // What happened, in words: never the action's code or the API's English summary (decision 092).
      column.accessor(
        (entry) =>
          auditSentence(entry, words, (entity, key) =>
            entity === 'managed-texts' ? managedTextName(key, language) : undefined,
          ),
        { id: 'what', header: words.page.what },
      ),
    ],
    [language, words],
  );
  const table = useReactTable({ data: entries, columns, getCoreRowModel: getCoreRowModel() });
  return <DataTable table={table} label={words.page.table} />;
}

export default function AuditPage({ page }: { page: number }) {
  const t = useT();
  const { w } = useAuditWords();
  const log = useAuditLog(page);
  let content: React.ReactNode;
  if (log.isPending) content = <LoadingState />;
  else if (log.isError)
    content = <ErrorState message={toApiProblem(log.error, t).message} onRetry={() => void log.refetch()} />;
  else if (log.data.results.length === 0) content = <EmptyState>{w.page.empty}</EmptyState>;
  else
    content = (
      <>
        <AuditTable entries={log.data.results} />
        <Pagination to="/audit" page={page} count={log.data.count} hasNext={log.data.next !== null} />
      </>
    );
  return (
    <>
      <PageHeader title={w.page.title} intro={w.page.intro} />
      {content}
    </>
  );
}
