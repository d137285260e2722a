/** The history of an item's publications: each with who and when, what it changed, and a restore. */
import { useState } from 'react';
import { useRevision, useRevisions } from '../../../shared/content/api';
import { diffDocuments } from '../../../shared/content/diff';
import { DiffTable } from '../../../shared/content/diff-table';
import { Button } from '../../../shared/ui/button';
import { ErrorState, LoadingState } from '../../../shared/ui/states';
import type { EditorWords } from '../words';

export function RevisionsPanel({
  resource,
  itemKey,
  order,
  fieldLabel,
  words,
  formatDate,
  restoring,
  onRestore,
}: {
  resource: string;
  itemKey: string;
  order: readonly string[];
  fieldLabel: (field: string) => string;
  words: EditorWords['editor'];
  formatDate: (iso: string) => string;
  restoring: boolean;
  onRestore: (version: number) => void;
}) {
  const revisions = useRevisions(resource, itemKey);
  const [open, setOpen] = useState<number | null>(null);
  const revision = useRevision(resource, itemKey, open);
  if (revisions.isPending) return <LoadingState />;
  if (revisions.isError)
    return <ErrorState message={revisions.error.message} onRetry={() => void revisions.refetch()} />;
  const list = [...revisions.data.results].sort((a, b) => b.version - a.version);
  if (list.length === 0) return <p className="text-dark-700 dark:text-dark-200">{words.historyEmpty}</p>;
  return (
    <ol className="space-y-3">
      {list.map((entry) => (
        <li key={entry.version} className="rounded-lg border border-dark-200 p-3 dark:border-dark-700">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm">
              <span className="font-semibold text-dark-900 dark:text-white">
                {words.revision(entry.version)}
              </span>{' '}
              <span className="text-dark-700 dark:text-dark-200">
                {words.revisionBy(formatDate(entry.published_at), entry.published_by?.name ?? '—')}
                {entry.deleted ? ` · ${words.deletedRevision}` : ''}
              </span>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="ghost"
                aria-expanded={open === entry.version}
                onClick={() => setOpen(open === entry.version ? null : entry.version)}
              >
                {words.show}
              </Button>
              {entry.deleted ? null : (
                <Button variant="secondary" busy={restoring} onClick={() => onRestore(entry.version)}>
                  {words.restore}
                </Button>
              )}
            </div>
          </div>
          {open === entry.version ? (
            <div className="mt-3">
              {revision.isPending ? (
                <LoadingState />
              ) : revision.isError ? (
                <ErrorState message={revision.error.message} />
              ) : (
                <DiffTable
                  rows={diffDocuments(revision.data.previous, revision.data.document, order)}
                  fieldLabel={fieldLabel}
                  caption={words.changesOf(entry.version)}
                />
              )}
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
