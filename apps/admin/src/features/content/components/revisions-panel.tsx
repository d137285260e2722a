/**
 * The history of an item's publications: each with who and when, what it changed, and a restore.
 * The version the website shows now is marked "Jetzt online" / "Live now" (with a note when an
 * unpublished draft differs from it) and offers no restore: it would change nothing.
 */
import { useState } from 'react';
import {
  type ContentStatus,
  type RevisionList,
  useRevision,
  useRevisions,
} from '../../../shared/content/api';
import { diffDocuments } from '../../../shared/content/diff';
import { DiffTable } from '../../../shared/content/diff-table';
import { BADGE, STATUS_TONES } from '../../../shared/content/status-badge';
import { Button } from '../../../shared/ui/button';
import { ErrorState, LoadingState } from '../../../shared/ui/states';
import type { EditorWords } from '../words';

type Entry = RevisionList['results'][number];
type Words = EditorWords['editor'];

export function RevisionsPanel({
  resource,
  itemKey,
  status,
  order,
  fieldLabel,
  valueText,
  words,
  formatDate,
  restoring,
  onRestore,
}: {
  resource: string;
  itemKey: string;
  /** The item's status: `changed` means a draft differs from the live version. */
  status: ContentStatus;
  order: readonly string[];
  fieldLabel: (field: string) => string;
  valueText?: ((field: string, value: unknown) => string | undefined) | undefined;
  words: Words;
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
        <li
          key={entry.version}
          aria-current={entry.live ? 'true' : undefined}
          className={`rounded-lg border p-3 ${
            entry.live
              ? 'border-primary-400 border-l-4 dark:border-primary-500'
              : 'border-dark-200 dark:border-dark-700'
          }`}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <RevisionHeading entry={entry} words={words} formatDate={formatDate} />
            <div className="flex flex-wrap gap-2">
              <Button
                variant="ghost"
                aria-expanded={open === entry.version}
                onClick={() => setOpen(open === entry.version ? null : entry.version)}
              >
                {words.show}
                <span className="sr-only">{` (${words.revision(entry.version)})`}</span>
              </Button>
              {entry.deleted || entry.live ? null : (
                <Button variant="secondary" busy={restoring} onClick={() => onRestore(entry.version)}>
                  {words.restore}
                  <span className="sr-only">{` (${words.revision(entry.version)})`}</span>
                </Button>
              )}
            </div>
          </div>
          {entry.live ? <LiveNotes words={words} draftOnTop={status === 'changed'} /> : null}
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
                  valueText={valueText}
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

function RevisionHeading({
  entry,
  words,
  formatDate,
}: {
  entry: Entry;
  words: Words;
  formatDate: (iso: string) => string;
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className="font-semibold text-dark-900 dark:text-white">{words.revision(entry.version)}</span>
      {entry.live ? <span className={`${BADGE} ${STATUS_TONES.published}`}>{words.liveNow}</span> : null}
      <span className="text-dark-700 dark:text-dark-200">
        {words.revisionBy(formatDate(entry.published_at), entry.published_by?.name ?? '—')}
        {entry.deleted ? ` · ${words.deletedRevision}` : ''}
      </span>
    </p>
  );
}

/** Under the live version: whether a draft differs from it, and why it offers no restore. */
function LiveNotes({ words, draftOnTop }: { words: Words; draftOnTop: boolean }) {
  return (
    <div className="mt-2 space-y-1 text-sm">
      {draftOnTop ? (
        <p className={`rounded-md border px-2 py-1 ${STATUS_TONES.changed}`}>{words.liveDraft}</p>
      ) : null}
      <p className="text-dark-700 dark:text-dark-200">
        {draftOnTop ? words.liveNoRestoreDraft : words.liveNoRestore}
      </p>
    </div>
  );
}
