/**
 * The form behind a one-time link (the first owner's setup, an accepted invitation): the account's
 * fields, what was typed (never the password) kept across a reload, leaving with changes asks
 * first; once the API has signed the person in, the console's home (sign-in when no session came).
 */
import { useNavigate } from '@tanstack/react-router';
import type { FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { AccountFields } from '../../../shared/forms/account-fields';
import { type ApiFormOptions, useApiForm } from '../../../shared/forms/use-api-form';
import { useSessionDraft } from '../../../shared/forms/use-session-draft';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';
import { useSession } from '../../../shared/session/session-provider';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/states';

export function AccountLinkForm<TSchema extends z.ZodType<FieldValues, FieldValues>, TResult>({
  draftKey,
  draftFields,
  labels,
  words,
  ...options
}: Pick<ApiFormOptions<TSchema, TResult>, 'schema' | 'defaultValues' | 'send'> & {
  /** Where what was typed is kept, and which fields of it. */
  draftKey: string;
  draftFields: readonly Path<z.input<TSchema>>[];
  labels: {
    name: string;
    email?: string;
    notificationEmail?: { label: string; hint: string };
    password: string;
  };
  words: { submit: string; submitting: string };
}) {
  const session = useSession();
  const navigate = useNavigate();
  const { form, submit, mutation, formError, errors } = useApiForm({
    ...options,
    onSaved: async () => {
      draft.clear();
      guard.release();
      const me = await session.refresh();
      await navigate({ to: me ? '/' : '/sign-in' });
    },
  });
  const draft = useSessionDraft(draftKey, form, draftFields);
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {guard.dialog}
      <AccountFields form={form} errors={errors} labels={labels} />
      <FormAlert message={formError} />
      <Button type="submit" className="w-full" busy={mutation.isPending}>
        {mutation.isPending ? words.submitting : words.submit}
      </Button>
    </form>
  );
}
