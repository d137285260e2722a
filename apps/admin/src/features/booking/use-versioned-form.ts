/**
 * A booking setting edited as one form and saved from the version read (decision 106): what she
 * typed, the field and form errors in words, the saved notice, the conflict when someone else saved
 * meanwhile (409: the shared dialog shows both, she keeps hers or takes theirs), and the guard that
 * asks before she leaves unsaved changes. The page says how its values become the request body and
 * which request saves it.
 */
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toApiProblem } from '../../shared/api/api-problem';
import { useUnsavedChangesGuard } from '../../shared/forms/use-unsaved-changes-guard';
import { useT } from '../../shared/i18n/console-words';
import type { FieldErrors } from './form-errors';

/** The body to send, or the errors that keep it from being sent. */
export type Checked<TBody> = { body: TBody } | { errors: FieldErrors };

export function useVersionedForm<TSaved extends { version: number }, TValues, TBody>(options: {
  saved: TSaved;
  valuesOf: (saved: TSaved) => TValues;
  check: (values: TValues, version: number) => Checked<TBody>;
  send: (body: TBody) => Promise<TSaved>;
  conflictOf: (error: unknown) => TSaved | null;
  queryKey: QueryKey;
  /** What the page says once saved. */
  savedNotice: string;
  /** What the form says when a field must be corrected before sending. */
  fixFirst: string;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [base, setBase] = useState(options.saved);
  const [values, setValues] = useState(() => options.valuesOf(options.saved));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<TSaved | null>(null);
  const dirty = JSON.stringify(values) !== JSON.stringify(options.valuesOf(base));
  const guard = useUnsavedChangesGuard(dirty);

  const change = (next: Partial<TValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setNotice(null);
  };

  /** Makes `saved` the form's version: its values shown, the cache holding it. */
  const take = (saved: TSaved) => {
    setBase(saved);
    setValues(options.valuesOf(saved));
    setConflict(null);
    queryClient.setQueryData(options.queryKey, saved);
  };

  const save = async (version: number) => {
    setFormError(null);
    setNotice(null);
    const checked = options.check(values, version);
    if ('errors' in checked) {
      setErrors(checked.errors);
      setFormError(options.fixFirst);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      take(await options.send(checked.body));
      setNotice(options.savedNotice);
    } catch (error) {
      const current = options.conflictOf(error);
      if (current) setConflict(current);
      else {
        const problem = toApiProblem(error, t);
        setErrors(problem.fields);
        setFormError(problem.message);
      }
    } finally {
      setBusy(false);
    }
  };

  /** Takes the version someone else saved, from the conflict dialog. */
  const takeCurrent = () => {
    if (!conflict) return;
    take(conflict);
    setFormError(null);
  };

  return {
    base,
    values,
    change,
    errors,
    formError,
    notice,
    setNotice,
    busy,
    conflict,
    save,
    takeCurrent,
    guard,
  };
}
