/**
 * The first owner, from the one-time link the server prints to its log (`/admin/setup?token=…`).
 * What was typed (not the password) survives a reload; leaving with changes asks first.
 */
import { Link } from '@tanstack/react-router';
import { EmailOrEmptySchema } from '@wegweiser/contracts';
import { LinkTokenSchema, OwnerSetupRequestSchema } from '@wegweiser/contracts/admin-auth';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useApi } from '../../../shared/api/api-provider';
import { useT } from '../../../shared/i18n/console-words';
import { buttonClass } from '../../../shared/ui/button';
import { ErrorState, FormAlert, LoadingState } from '../../../shared/ui/states';
import { setUpOwner, useSetupStatus } from '../api';
import { useAuthWords } from '../words';
import { AccountLinkForm } from './account-link-form';
import { AuthLayout } from './auth-layout';

/** The address for the website's mail may stay empty: her sign-in address then. */
const SetupFormSchema = OwnerSetupRequestSchema.omit({ token: true }).extend({
  notification_email: EmailOrEmptySchema.optional(),
});
const DRAFT_FIELDS = ['name', 'email', 'notification_email'] as const;

export function SetupPage({ token }: { token: string | undefined }) {
  const t = useT();
  const { w } = useAuthWords();
  const status = useSetupStatus();
  const validToken = LinkTokenSchema.safeParse(token).success ? token : undefined;
  let content: React.ReactNode;
  if (!validToken) content = <FormAlert message={w.setup.missingToken} />;
  else if (status.isPending) content = <LoadingState />;
  else if (status.isError)
    content = (
      <ErrorState message={toApiProblem(status.error, t).message} onRetry={() => void status.refetch()} />
    );
  else if (status.data.owner_exists)
    content = (
      <div className="space-y-4">
        <p role="status">{w.setup.ownerExists}</p>
        <Link to="/sign-in" className={buttonClass('primary')}>
          {w.setup.goToSignIn}
        </Link>
      </div>
    );
  else content = <SetupForm token={validToken} />;
  return (
    <AuthLayout title={w.setup.title} intro={w.setup.intro}>
      {content}
    </AuthLayout>
  );
}

function SetupForm({ token }: { token: string }) {
  const api = useApi();
  const { w, language } = useAuthWords();
  return (
    <AccountLinkForm
      schema={SetupFormSchema}
      defaultValues={{ name: '', email: '', notification_email: '', password: '', ui_language: language }}
      send={({ notification_email, ...values }) =>
        setUpOwner(api, { ...values, ...(notification_email ? { notification_email } : {}), token })
      }
      draftKey="setup"
      draftFields={DRAFT_FIELDS}
      labels={{
        name: w.setup.name,
        email: w.setup.email,
        notificationEmail: { label: w.setup.notificationEmail, hint: w.setup.notificationEmailHint },
        password: w.setup.password,
      }}
      words={w.setup}
    />
  );
}
