/** The questions before a loss: discard the draft (or a never-published item), delete the item. */
import type { ContentStatus } from '../../../shared/content/api';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import type { EditorWords } from '../words';
import type { EditorActions } from './use-editor-actions';

export function EditorDialogs({
  words,
  actions,
  status,
  confirm,
  onClose,
}: {
  words: EditorWords['editor'];
  actions: EditorActions;
  status: ContentStatus;
  confirm: 'discard' | 'delete' | null;
  onClose: () => void;
}) {
  const neverPublished = status === 'draft';
  return (
    <>
      <ConfirmDialog
        open={confirm === 'discard'}
        onOpenChange={(open) => !open && onClose()}
        title={neverPublished ? words.discardNewTitle : words.discardTitle}
        description={neverPublished ? words.discardNewBody : words.discardBody}
        confirmLabel={neverPublished ? words.discardNew : words.discard}
        busy={actions.pending.discard}
        onConfirm={() => actions.discard(onClose)}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => !open && onClose()}
        title={words.deleteTitle}
        description={words.deleteBody}
        confirmLabel={words.delete}
        busy={actions.pending.remove}
        onConfirm={() => actions.remove(onClose)}
      />
    </>
  );
}
