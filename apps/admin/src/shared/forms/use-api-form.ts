/**
 * A form that the contracts' schema checks as it is typed and submitted (zod resolver) and the API
 * then answers: its field errors land on their fields, anything else in one message for the form.
 * Every console form is one of these, so they all behave alike.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type ApiProblem, toApiProblem } from '../api/api-problem';
import { useT } from '../i18n/console-words';
import { useSession } from '../session/session-provider';
import { applyApiProblem } from './field-error';
import { schemaResolver } from './schema-resolver';

export type ApiFormOptions<TSchema extends z.ZodType<FieldValues, FieldValues>, TResult> = {
  schema: TSchema;
  /** Every field of the form (also: the fields the API's errors may name). */
  defaultValues: DefaultValues<z.input<TSchema>>;
  send: (values: z.output<TSchema>) => Promise<TResult>;
  onSaved?: (result: TResult, values: z.output<TSchema>) => unknown;
  /** Sees a failure first; returning true means it was dealt with (a lockout, for instance). */
  onProblem?: (problem: ApiProblem) => boolean;
  /** A sign-in form: its 401 means wrong credentials, not that the session ended. */
  checksCredentials?: boolean;
};

export function useApiForm<TSchema extends z.ZodType<FieldValues, FieldValues>, TResult>(
  options: ApiFormOptions<TSchema, TResult>,
) {
  const t = useT();
  const signedIn = useSession().me !== null;
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: schemaResolver(options.schema) as never,
    defaultValues: options.defaultValues,
  });
  const fields = Object.keys(options.defaultValues) as Path<z.input<TSchema>>[];
  const mutation = useMutation({
    mutationFn: options.send,
    onSuccess: options.onSaved,
    onError: (error) => {
      const problem = toApiProblem(error, t);
      if (options.onProblem?.(problem)) return;
      // The sign-in dialog is open by now; the form says what happens to what was typed.
      if (problem.status === 401 && signedIn && !options.checksCredentials) {
        setFormError(t.errors.sessionExpired);
        return;
      }
      setFormError(applyApiProblem(problem, form.setError, fields));
    },
  });
  const submit = form.handleSubmit((values) => {
    setFormError(null);
    mutation.mutate(values);
  });
  return { form, submit, mutation, formError, setFormError, errors: form.formState.errors };
}
