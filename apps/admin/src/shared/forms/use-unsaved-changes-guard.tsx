import { useBlocker } from '@tanstack/react-router';
import { useRef } from 'react';
import { useT } from '../i18n/console-words';
import { ConfirmDialog } from '../ui/dialog';

/**
 * While `when` holds, leaving the page asks first: within the console a dialog, when closing or
 * reloading the tab the browser's own question. `release()` lets the next navigation through at
 * once — for the one a successful save starts itself, before the form has re-rendered as clean.
 */
export function useUnsavedChangesGuard(when: boolean) {
  const t = useT();
  const guarded = useRef(when);
  guarded.current = when;
  const released = useRef(false);
  const blocks = () => guarded.current && !released.current;
  const blocker = useBlocker({ shouldBlockFn: blocks, enableBeforeUnload: blocks, withResolver: true });
  const dialog = (
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
  return {
    dialog,
    release: () => {
      released.current = true;
    },
  };
}
