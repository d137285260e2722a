/**
 * The 409 dialog: someone saved since this screen read the item. Both versions side by side, field
 * by field (per language); the owner keeps theirs (saved again on the new version) or takes the
 * current one (their typing is dropped).
 */
import { diffDocuments } from '../../../shared/content/diff';
import { DiffTable } from '../../../shared/content/diff-table';
import { useContentWords } from '../../../shared/content/words';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import type { EditorWords } from '../words';

export function ConflictDialog({
  open,
  mine,
  current,
  order,
  fieldLabel,
  words,
  busy,
  onKeepMine,
  onTakeCurrent,
}: {
  open: boolean;
  mine: Record<string, unknown>;
  current: Record<string, unknown>;
  order: readonly string[];
  fieldLabel: (field: string) => string;
  words: EditorWords['editor'];
  busy: boolean;
  onKeepMine: () => void;
  onTakeCurrent: () => void;
}) {
  const { w } = useContentWords();
  const rows = diffDocuments(current, mine, order).filter((row) => order.includes(row.field));
  return (
    <Dialog
      open={open}
      onOpenChange={() => undefined}
      dismissible={false}
      wide
      title={words.conflictTitle}
      description={words.conflictBody}
    >
      <DiffTable
        rows={rows}
        fieldLabel={fieldLabel}
        beforeLabel={w.diff.current}
        afterLabel={w.diff.yours}
        caption={words.conflictTitle}
      />
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onTakeCurrent} disabled={busy}>
          {words.takeCurrent}
        </Button>
        <Button onClick={onKeepMine} busy={busy}>
          {words.keepMine}
        </Button>
      </div>
    </Dialog>
  );
}
