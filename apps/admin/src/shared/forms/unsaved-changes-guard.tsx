import { useBlocker } from '@tanstack/react-router';
import { useT } from '../i18n/i18n-provider';
import { ConfirmDialog } from '../ui/dialog';

/**
 * While `when` holds, leaving the page asks first: within the console a dialog, when closing or
 * reloading the tab the browser's own question.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const t = useT();
  const blocker = useBlocker({
    shouldBlockFn: () => when,
    enableBeforeUnload: () => when,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title={t.unsaved.title}
      description={t.unsaved.body}
      cancelLabel={t.unsaved.stay}
      confirmLabel={t.unsaved.leave}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
