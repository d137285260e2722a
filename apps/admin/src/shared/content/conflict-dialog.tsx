/**
 * The 409 dialog: someone saved since this screen read the item. Both versions side by side, field
 * by field (per language); the owner keeps theirs (saved again on the new version) or takes the
 * current one (their typing is dropped).
 */
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { diffDocuments } from './diff';
import { DiffTable } from './diff-table';
import { useContentWords } from './words';

export function ConflictDialog({
  open,
  mine,
  current,
  order,
  fieldLabel,
  valueText,
  busy,
  onKeepMine,
  onTakeCurrent,
}: {
  open: boolean;
  mine: Record<string, unknown>;
  current: Record<string, unknown>;
  order: readonly string[];
  fieldLabel: (field: string) => string;
  valueText?: ((field: string, value: unknown) => string | undefined) | undefined;
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
      title={w.conflict.title}
      description={w.conflict.body}
    >
      <DiffTable
        rows={rows}
        fieldLabel={fieldLabel}
        valueText={valueText}
        beforeLabel={w.diff.current}
        afterLabel={w.diff.yours}
        caption={w.conflict.title}
      />
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onTakeCurrent} disabled={busy}>
          {w.conflict.takeCurrent}
        </Button>
        <Button onClick={onKeepMine} busy={busy}>
          {w.conflict.keepMine}
        </Button>
      </div>
    </Dialog>
  );
}
