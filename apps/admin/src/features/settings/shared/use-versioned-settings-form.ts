/**
 * A singleton setting of the owner's (retention periods, the practice's time zone) edited as one
 * form: a save names the version it was read at; a 409 keeps what she chose and offers the version
 * someone else saved (`loadCurrent`), and a save replaces the cached settings and says so.
 */
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';

export function useVersionedSettingsForm<
  TSettings extends { version: number },
  TSchema extends z.ZodType<FieldValues, FieldValues>,
>(options: {
  settings: TSettings;
  queryKey: QueryKey;
  schema: TSchema;
  toValues: (settings: TSettings) => z.input<TSchema>;
  /** Sends what changed from `base` (or answers `base` when nothing did). */
  save: (values: z.output<TSchema>, base: TSettings) => Promise<TSettings>;
  /** The settings someone else saved, when a save answered 409; null for any other failure. */
  conflictOf: (error: unknown) => TSettings | null;
  /** What the page says once saved. */
  savedNotice: (saved: TSettings) => string;
  onSaved?: (saved: TSettings) => void;
}) {
  const queryClient = useQueryClient();
  const [base, setBase] = useState(options.settings);
  const [conflict, setConflict] = useState<TSettings | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const conflicted = useRef(false);

  const editor = useApiForm({
    schema: options.schema,
    defaultValues: options.toValues(options.settings) as DefaultValues<z.input<TSchema>>,
    send: async (values: z.output<TSchema>): Promise<TSettings> => {
      setNotice(null);
      conflicted.current = false;
      try {
        return await options.save(values, base);
      } catch (error) {
        const current = options.conflictOf(error);
        if (current) {
          conflicted.current = true;
          setConflict(current);
        }
        throw error;
      }
    },
    onSaved: (saved: TSettings) => {
      setBase(saved);
      queryClient.setQueryData(options.queryKey, saved);
      editor.form.reset(options.toValues(saved));
      setNotice(options.savedNotice(saved));
      options.onSaved?.(saved);
    },
    // A 409 is shown as the conflict notice; what was typed stays.
    onProblem: () => conflicted.current,
  });
  const guard = useUnsavedChangesGuard(editor.form.formState.isDirty);

  /** Takes the settings someone else saved: the form shows them, the next save builds on them. */
  const loadCurrent = () => {
    if (!conflict) return;
    setBase(conflict);
    queryClient.setQueryData(options.queryKey, conflict);
    editor.form.reset(options.toValues(conflict));
    setConflict(null);
    editor.setFormError(null);
  };

  return { editor, form: editor.form, base, conflict, notice, loadCurrent, guard };
}
