/**
 * Keeps what was typed into a form in sessionStorage (this tab only, gone when it closes), so a
 * reload or a crash loses nothing. Passwords are never kept: only the named fields are.
 */
import { useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

const PREFIX = 'console-draft:';

export function readDraft(key: string): Record<string, unknown> | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Keeps values for a form not yet open (an address typed on one screen, asked for on the next). */
export function writeDraft(key: string, values: Record<string, string>) {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // Storage full or blocked: the next form starts empty.
  }
}

export function clearDraft(key: string) {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Storage blocked: there is no draft to clear.
  }
}

export function useSessionDraft<T extends FieldValues>(
  key: string,
  form: UseFormReturn<T, unknown, FieldValues>,
  fields: readonly Path<T>[],
) {
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const draft = readDraft(key);
    if (!draft) return;
    for (const field of fields) {
      const value = draft[field];
      if (typeof value === 'string' && value !== '')
        form.setValue(field, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
  }, [key, form, fields]);

  useEffect(() => {
    const subscription = form.watch((values) => {
      const kept = Object.fromEntries(fields.map((field) => [field, values[field as string]]));
      const defaults = (form.formState.defaultValues ?? {}) as Record<string, unknown>;
      // Nothing typed (or the form reset after saving): no draft to keep.
      const untouched = fields.every((field) => (kept[field] ?? '') === (defaults[field as string] ?? ''));
      try {
        if (untouched) sessionStorage.removeItem(PREFIX + key);
        else sessionStorage.setItem(PREFIX + key, JSON.stringify(kept));
      } catch {
        // Storage full or blocked: the form itself still holds everything.
      }
    });
    return () => subscription.unsubscribe();
  }, [key, form, fields]);

  return { clear: () => clearDraft(key) };
}
