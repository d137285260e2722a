/** Modal dialogs on Radix primitives: focus trapped and restored, Escape closes, titled for screen readers. */
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useT } from '../i18n/console-words';
import { Button, buttonClass } from './button';
import { CloseIcon, ICON_BUTTON } from './icons';

const OVERLAY = 'fixed inset-0 z-40 bg-dark-950/60';
const FRAME =
  'fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl dark:bg-dark-800';
const CONTENT = `${FRAME} max-w-lg`;
/** Room for two columns of text side by side (the 409 dialog's comparison). */
const WIDE_CONTENT = `${FRAME} max-w-4xl`;
const TITLE = 'text-lg font-semibold text-dark-900 dark:text-white';
const DESCRIPTION = 'mt-2 text-dark-700 dark:text-dark-200';

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  dismissible = true,
  wide = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** False: neither Escape nor a click outside closes it (the sign-in after a session ended). */
  dismissible?: boolean;
  /** A comparison of two versions: as wide as the screen allows, up to 56 rem. */
  wide?: boolean;
}) {
  const t = useT();
  const stay = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={OVERLAY} />
        <RadixDialog.Content
          className={wide ? WIDE_CONTENT : CONTENT}
          onEscapeKeyDown={stay}
          onPointerDownOutside={stay}
          onInteractOutside={stay}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className={TITLE}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={DESCRIPTION}>{description}</RadixDialog.Description>
          ) : null}
          <div className="mt-5">{children}</div>
          {dismissible ? (
            <RadixDialog.Close
              className={`${ICON_BUTTON} absolute right-3 top-3`}
              aria-label={t.common.close}
            >
              <CloseIcon />
            </RadixDialog.Close>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Asks before something that cannot be undone; the safe choice has the focus. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  busy = false,
  error,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  busy?: boolean;
  error?: string | null;
}) {
  const t = useT();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={OVERLAY} />
        <AlertDialog.Content className={CONTENT}>
          <AlertDialog.Title className={TITLE}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={DESCRIPTION}>{description}</AlertDialog.Description>
          {error ? (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-300">
              {error}
            </p>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass('secondary')}>
              {cancelLabel ?? t.common.cancel}
            </AlertDialog.Cancel>
            <Button variant="danger" busy={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
