/** An invited person chooses a name and password from the invitation link (`/admin/invitation?token=…`). */
import { useNavigate } from '@tanstack/react-router';
import { InvitationAcceptRequestSchema, LinkTokenSchema } from '@wegweiser/contracts/admin-auth';
import { useApi } from '../../../shared/api/api-provider';
import { fieldErrorText } from '../../../shared/forms/field-error';
import { NewPasswordField } from '../../../shared/forms/new-password-field';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { useSessionDraft } from '../../../shared/forms/use-session-draft';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';
import { useI18n } from '../../../shared/i18n/i18n-provider';
import { useSession } from '../../../shared/session/session-provider';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/field';
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
  const { form, submit, mutation, formError, errors } = useApiForm({
    schema: InvitationFormSchema,
    defaultValues: { name: '', password: '', ui_language: language },
    send: (values) => acceptInvitation(api, { ...values, token }),
    onSaved: async () => {
      draft.clear();
      guard.release();
      const me = await session.refresh();
      await navigate({ to: me ? '/' : '/sign-in' });
    },
  });
  const draft = useSessionDraft('invitation', form, DRAFT_FIELDS);
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {guard.dialog}
      <TextField
        label={t.invitation.name}
        autoComplete="name"
        error={fieldErrorText(errors.name, t)}
        {...form.register('name')}
      />
      <NewPasswordField
        label={t.invitation.password}
        form={form}
        error={fieldErrorText(errors.password, t)}
      />
      <FormAlert message={formError} />
      <Button type="submit" className="w-full" busy={mutation.isPending}>
        {mutation.isPending ? t.invitation.submitting : t.invitation.submit}
      </Button>
    </form>
  );
}
