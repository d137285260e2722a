/** An invited person chooses a name and password from the invitation link (`/admin/invitation?token=…`). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { InvitationAcceptRequestSchema, LinkTokenSchema } from '@wegweiser/contracts/admin-auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useApi } from '../../../shared/api/api-provider';
import { applyApiProblem, fieldErrorText } from '../../../shared/forms/field-error';
import { PasswordRules } from '../../../shared/forms/password-rules';
import { useSessionDraft } from '../../../shared/forms/use-session-draft';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';
import { useI18n } from '../../../shared/i18n/i18n-provider';
import { useSession } from '../../../shared/session/session-provider';
import { Button } from '../../../shared/ui/button';
import { PasswordField, TextField } from '../../../shared/ui/field';
import { FormAlert } from '../../../shared/ui/states';
import { acceptInvitation } from '../api/accept-invitation';
import { AuthLayout } from './auth-layout';

const InvitationFormSchema = InvitationAcceptRequestSchema.omit({ token: true });
const DRAFT_FIELDS = ['name'] as const;

export function InvitationPage({ token }: { token: string | undefined }) {
  const { t } = useI18n();
  const validToken = LinkTokenSchema.safeParse(token).success ? token : undefined;
  return (
    <AuthLayout title={t.invitation.title} intro={t.invitation.intro}>
      {validToken ? <InvitationForm token={validToken} /> : <FormAlert message={t.invitation.missingToken} />}
    </AuthLayout>
  );
}

function InvitationForm({ token }: { token: string }) {
  const api = useApi();
  const { t, language } = useI18n();
  const session = useSession();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(InvitationFormSchema),
    defaultValues: { name: '', password: '', ui_language: language },
  });
  const { errors, isDirty } = form.formState;
  const guard = useUnsavedChangesGuard(isDirty);
  const draft = useSessionDraft('invitation', form, DRAFT_FIELDS);
  const mutation = useMutation({
    mutationFn: (values: typeof InvitationFormSchema._zod.output) =>
      acceptInvitation(api, { ...values, token }),
    onSuccess: async () => {
      draft.clear();
      guard.release();
      const me = await session.refresh();
      await navigate({ to: me ? '/' : '/sign-in' });
    },
    onError: (error) =>
      setFormError(applyApiProblem(toApiProblem(error, t), form.setError, ['name', 'password'])),
  });
  const submit = form.handleSubmit((values) => {
    setFormError(null);
    mutation.mutate(values);
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {guard.dialog}
      <TextField
        label={t.invitation.name}
        autoComplete="name"
        error={fieldErrorText(errors.name, t)}
        {...form.register('name')}
      />
      <PasswordField
        label={t.invitation.password}
        autoComplete="new-password"
        hint={<PasswordRules value={form.watch('password') ?? ''} />}
        error={fieldErrorText(errors.password, t)}
        {...form.register('password')}
      />
      <FormAlert message={formError} />
      <Button type="submit" className="w-full" busy={mutation.isPending}>
        {mutation.isPending ? t.invitation.submitting : t.invitation.submit}
      </Button>
    </form>
  );
}
