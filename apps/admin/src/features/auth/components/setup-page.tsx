/**
 * The first owner, from the one-time link the server prints to its log (`/admin/setup?token=…`).
 * What was typed (not the password) survives a reload; leaving with changes asks first.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { LinkTokenSchema, OwnerSetupRequestSchema } from '@wegweiser/contracts/admin-auth';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useApi } from '../../../shared/api/api-provider';
import { fieldErrorText } from '../../../shared/forms/field-error';
import { NewPasswordField } from '../../../shared/forms/new-password-field';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { useSessionDraft } from '../../../shared/forms/use-session-draft';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';
import { useI18n } from '../../../shared/i18n/i18n-provider';
import { useSession } from '../../../shared/session/session-provider';
import { Button, buttonClass } from '../../../shared/ui/button';
import { EmailField, TextField } from '../../../shared/ui/field';
import { ErrorState, FormAlert, LoadingState } from '../../../shared/ui/states';
import { setUpOwner, useSetupStatus } from '../api/setup';
import { AuthLayout } from './auth-layout';

const SetupFormSchema = OwnerSetupRequestSchema.omit({ token: true });
const DRAFT_FIELDS = ['name', 'email'] as const;

export function SetupPage({ token }: { token: string | undefined }) {
  const { t } = useI18n();
  const status = useSetupStatus();
  const validToken = LinkTokenSchema.safeParse(token).success ? token : undefined;
  let content: React.ReactNode;
  if (!validToken) content = <FormAlert message={t.setup.missingToken} />;
  else if (status.isPending) content = <LoadingState />;
  else if (status.isError)
    content = (
      <ErrorState message={toApiProblem(status.error, t).message} onRetry={() => void status.refetch()} />
    );
  else if (status.data.owner_exists)
    content = (
      <div className="space-y-4">
        <p role="status">{t.setup.ownerExists}</p>
        <Link to="/sign-in" className={buttonClass('primary')}>
          {t.setup.goToSignIn}
        </Link>
      </div>
    );
  else content = <SetupForm token={validToken} />;
  return (
    <AuthLayout title={t.setup.title} intro={t.setup.intro}>
      {content}
    </AuthLayout>
  );
}

function SetupForm({ token }: { token: string }) {
  const api = useApi();
  const { t, language } = useI18n();
  const session = useSession();
  const navigate = useNavigate();
  const { form, submit, mutation, formError, errors } = useApiForm({
    schema: SetupFormSchema,
    defaultValues: { name: '', email: '', password: '', ui_language: language },
    send: (values) => setUpOwner(api, { ...values, token }),
    onSaved: async () => {
      draft.clear();
      guard.release();
      const me = await session.refresh();
      await navigate({ to: me ? '/' : '/sign-in' });
    },
  });
  const draft = useSessionDraft('setup', form, DRAFT_FIELDS);
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {guard.dialog}
      <TextField
        label={t.setup.name}
        autoComplete="name"
        error={fieldErrorText(errors.name, t)}
        {...form.register('name')}
      />
      <EmailField
        label={t.setup.email}
        autoComplete="username"
        error={fieldErrorText(errors.email, t)}
        {...form.register('email')}
      />
      <NewPasswordField label={t.setup.password} form={form} error={fieldErrorText(errors.password, t)} />
      <FormAlert message={formError} />
      <Button type="submit" className="w-full" busy={mutation.isPending}>
        {mutation.isPending ? t.setup.submitting : t.setup.submit}
      </Button>
    </form>
  );
}
