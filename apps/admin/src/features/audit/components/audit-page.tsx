/** The owner's audit log: who changed what and when, a page at a time (TanStack Table). */

import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { AuditEntry } from '@wegweiser/contracts/admin-auth';
import { useMemo } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { managedTextName } from '../../../shared/content/text-descriptions';
import { formatDateTime, useI18n } from '../../../shared/i18n/i18n-provider';
import { DataTable } from '../../../shared/ui/data-table';
import { Pagination } from '../../../shared/ui/pagination';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../../shared/ui/states';
import { useAuditLog } from '../api/audit';
import { auditSentence } from '../audit-sentence';
import { auditWordsDe, auditWordsEn } from '../words';

const column = createColumnHelper<AuditEntry>();

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t, language } = useI18n();
  const words = language === 'de' ? auditWordsDe : auditWordsEn;
  const columns = useMemo(
    () => [
      column.accessor('at', {
        header: t.audit.when,
        cell: (info) => <time dateTime={info.getValue()}>{formatDateTime(info.getValue(), language)}</time>,
      }),
      column.accessor((entry) => entry.user?.name ?? t.audit.system, { id: 'who', header: t.audit.who }),
      // What happened, in words: never the action's code or the API's English summary (decision 092).
      column.accessor(
        (entry) =>
          auditSentence(entry, words, (entity, key) =>
            entity === 'managed-texts' ? managedTextName(key, language) : undefined,
          ),
        { id: 'what', header: t.audit.what },
      ),
    ],
    [t, language, words],
  );
  const table = useReactTable({ data: entries, columns, getCoreRowModel: getCoreRowModel() });
  return <DataTable table={table} label={t.audit.table} />;
}

export default function AuditPage({ page }: { page: number }) {
  const { t } = useI18n();
  const log = useAuditLog(page);
  let content: React.ReactNode;
  if (log.isPending) content = <LoadingState />;
  else if (log.isError)
    content = <ErrorState message={toApiProblem(log.error, t).message} onRetry={() => void log.refetch()} />;
  else if (log.data.results.length === 0) content = <EmptyState>{t.audit.empty}</EmptyState>;
  else
    content = (
      <>
        <AuditTable entries={log.data.results} />
        <Pagination to="/audit" page={page} count={log.data.count} hasNext={log.data.next !== null} />
      </>
    );
  return (
    <>
      <PageHeader title={t.audit.title} intro={t.audit.intro} />
      {content}
    </>
  );
}
