/**
 * The settings screens' form pieces: a switch with its one-sentence explanation, the bar with
 * save (and publish) and what the save ended with, the notice of a conflicting save, and the errors
 * of one translatable field in the shape `TranslatableField` reads.
 */
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import type { FieldErrors } from 'react-hook-form';
import type { ContentItem } from '../../../shared/content/api';
import { StatusBadge } from '../../../shared/content/status-badge';
import { fieldErrorText } from '../../../shared/forms/field-error';
import { useT } from '../../../shared/i18n/console-words';
import type { Dictionary } from '../../../shared/i18n/en';
import { Button } from '../../../shared/ui/button';
import { SaveFeedback } from '../../../shared/ui/states';
import { useSettingsWords } from '../words';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  help?: ReactNode;
};

/** A checkbox with its label and a sentence that says what it does on the website. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxProps>(function CheckboxField(
  { label, help, id: givenId, ...props },
  ref,
) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <div className="flex gap-3">
      <input
        ref={ref}
        id={id}
        type="checkbox"
        aria-describedby={help ? `${id}-help` : undefined}
        className="mt-0.5 size-6 shrink-0 accent-primary-700 dark:accent-primary-300"
        {...props}
      />
      <div className="min-w-0">
        <label htmlFor={id} className="block font-medium text-dark-900 dark:text-dark-50">
          {label}
        </label>
        {help ? (
          <p id={`${id}-help`} className="text-sm text-dark-600 dark:text-dark-300">
            {help}
          </p>
        ) : null}
      </div>
    </div>
  );
});

/** '' typed into an optional address means "none" (null), as the API stores it. */
export const emptyAsNull = (value: unknown) => (value === '' ? null : value);

/** A react-hook-form error at a path, in the owner's words. */
export function errorAt(errors: FieldErrors, path: string, t: Dictionary): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return fieldErrorText(node as never, t);
}

/** The errors of a translatable field (`name` and `name.{language}`) for `TranslatableField`. */
export function translatableErrors(errors: FieldErrors, name: string, t: Dictionary) {
  const result: Record<string, string[]> = {};
  const own = errorAt(errors, name, t);
  const node = errors[name] as Record<string, unknown> | undefined;
  if (own && node && 'message' in node) result[name] = [own];
  for (const language of ['de', 'en', 'es', 'fr', 'zh']) {
    const text = errorAt(errors, `${name}.${language}`, t);
    if (text) result[`${name}.${language}`] = [text];
  }
  return result;
}

/** What SaveBar reads of `useDocumentForm` (publish only for a draft, not for a live form). */
type EditorState = {
  form: { formState: { isDirty: boolean } };
  /** Unsaved changes beyond the form's fields (copy marks); the form's own state when left out. */
  dirty?: boolean;
  saving: boolean;
  publishing?: boolean;
  publish?: () => Promise<void>;
  formError: string | null;
  notice: string | null;
};

/**
 * Save (and, for drafts, publish), the item's state, and what the last action ended with. A live
 * form that is no content item (the retention periods) leaves `item` out and may say its own `note`.
 */
export function SaveBar({
  item,
  live,
  editor,
  note,
}: {
  item?: ContentItem;
  live: boolean;
  editor: EditorState;
  note?: string;
}) {
  const t = useT();
  const words = useSettingsWords().w;
  const dirty = editor.dirty ?? editor.form.formState.isDirty;
  return (
    <div className="space-y-3">
      <SaveFeedback error={editor.formError} success={dirty ? null : editor.notice} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={editor.saving}>
          {editor.saving ? t.common.saving : t.common.save}
        </Button>
        {live || !item ? null : (
          <Button
            variant="secondary"
            busy={editor.publishing ?? false}
            disabled={dirty || item.status === 'published'}
            onClick={() => void editor.publish?.()}
          >
            {words.common.publish}
          </Button>
        )}
        {live || !item ? null : <StatusBadge status={item.status} />}
        <p className="hidden text-sm text-dark-600 sm:block dark:text-dark-300">
          {note ?? (live ? words.common.liveNote : words.common.draftNote)}
        </p>
      </div>
    </div>
  );
}

/** Someone saved since this screen read the item: say so and offer their version. */
export function ConflictNotice({ conflict, onLoad }: { conflict: object | null; onLoad: () => void }) {
  const words = useSettingsWords().w;
  if (!conflict) return null;
  return (
    <div
      role="alert"
      className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="font-semibold">{words.common.conflictTitle}</p>
      <p className="text-sm">{words.common.conflictHint}</p>
      <Button variant="secondary" onClick={onLoad}>
        {words.common.conflictAction}
      </Button>
    </div>
  );
}
