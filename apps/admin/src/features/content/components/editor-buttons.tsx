/**
 * The editor's row of buttons under the form: Save draft, Publish, Discard (the draft — or, for an
 * item never published, the item itself), Preview, History, Delete.
 */
import type { ContentStatus } from '../../../shared/content/api';
import { Button } from '../../../shared/ui/button';
import type { EditorWords } from '../words';
import type { EditorActions } from './use-editor-actions';

export function EditorButtons({
  words,
  actions,
  status,
  dirty,
  collection,
  canPreview,
  onPreview,
  historyShown,
  onToggleHistory,
  onConfirm,
}: {
  words: EditorWords['editor'];
  actions: EditorActions;
  status: ContentStatus;
  dirty: boolean;
  collection: boolean;
  canPreview: boolean;
  onPreview: () => void;
  historyShown: boolean;
  onToggleHistory: () => void;
  onConfirm: (what: 'discard' | 'delete') => void;
}) {
  const { pending, busy } = actions;
  // Never published: discarding deletes it, so Discard stands in for Delete (one button, one meaning).
  const neverPublished = status === 'draft';
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" busy={pending.save} disabled={busy}>
        {words.saveDraft}
      </Button>
      <Button
        variant="secondary"
        onClick={actions.publish}
        busy={pending.publish}
        disabled={busy || (!dirty && status === 'published')}
      >
        {words.publish}
      </Button>
      {status === 'changed' || neverPublished ? (
        <Button variant="secondary" onClick={() => onConfirm('discard')} disabled={busy}>
          {neverPublished ? words.discardNew : words.discard}
        </Button>
      ) : null}
      {canPreview ? (
        <Button variant="ghost" onClick={onPreview} busy={pending.preview}>
          {words.preview} <span aria-hidden="true">↗</span>
        </Button>
      ) : null}
      <Button variant="ghost" aria-expanded={historyShown} onClick={onToggleHistory}>
        {words.history}
      </Button>
      {collection && !neverPublished ? (
        <Button variant="danger" className="ml-auto" onClick={() => onConfirm('delete')} disabled={busy}>
          {words.delete}
        </Button>
      ) : null}
    </div>
  );
}
