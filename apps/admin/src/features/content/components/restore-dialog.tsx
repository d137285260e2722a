/**
 * The question before a revision is restored (issue 24 point 3): it becomes the draft — nothing
 * goes live on its own — and what changes is shown field by field and language by language first,
 * so a newer text in another language is never dropped unseen. Empty fields of the old version
 * show as emptied.
 */
import { useRevision } from '../../../shared/content/api';
import { diffDocuments } from '../../../shared/content/diff';
import { DiffTable } from '../../../shared/content/diff-table';
import { useT } from '../../../shared/i18n/console-words';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { ErrorState, LoadingState } from '../../../shared/ui/states';
import type { EditorWords } from '../words';

export function RestoreDialog({
  resource,
  itemKey,
  version,
  current,
  unsaved,
  order,
  fieldLabel,
  valueText,
  words,
  busy,
  onClose,
  onRestore,
}: {
  resource: string;
  itemKey: string;
  /** The revision asked about; null: the dialog is closed. */
  version: number | null;
  /** The working copy it would replace (as the form shows it). */
  current: Record<string, unknown>;
  /** The form holds changes not saved yet. */
  unsaved: boolean;
  order: readonly string[];
  fieldLabel: (field: string) => string;
  valueText?: ((field: string, value: unknown) => string | undefined) | undefined;
  words: EditorWords['editor'];
  busy: boolean;
  onClose: () => void;
  onRestore: (version: number) => void;
}) {
  const t = useT();
  const revision = useRevision(resource, itemKey, version);
  const shown = version ?? 0;
  return (
    <Dialog
      open={version !== null}
      onOpenChange={(open) => !open && onClose()}
      title={words.restoreTitle(shown)}
      description={words.restoreBody}
      wide
    >
      {revision.isPending ? (
        <LoadingState />
      ) : revision.isError ? (
        <ErrorState message={revision.error.message} onRetry={() => void revision.refetch()} />
      ) : (
        <DiffTable
          rows={diffDocuments(current, revision.data.document, order)}
          fieldLabel={fieldLabel}
          valueText={valueText}
          beforeLabel={words.restoreNow}
          afterLabel={words.restoreAfter(shown)}
          caption={words.restoreChanges(shown)}
        />
      )}
      {unsaved ? (
        <p className="mt-4 font-medium text-amber-900 dark:text-amber-200">{words.restoreUnsaved}</p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t.common.cancel}
        </Button>
        <Button
          busy={busy}
          disabled={!revision.isSuccess}
          onClick={() => version !== null && onRestore(version)}
        >
          {words.restoreConfirm}
        </Button>
      </div>
    </Dialog>
  );
}
