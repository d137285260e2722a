/**
 * "Passwort vergessen" (`/admin/forgot-password`; decision 090): she types her address and always
 * reads the same answer, whether or not an account has it — or, while the website cannot send
 * mail, that it cannot, and the shell command whoever runs the server can use instead. The address
 * typed on the sign-in page comes along, and one typed here survives a reload.
 */
import { Link } from '@tanstack/react-router';
import { PasswordResetRequestSchema } from '@wegweiser/contracts/admin-auth';
import { useState } from 'react';
import { useApi } from '../../../shared/api/api-provider';
import { fieldErrorText } from '../../../shared/forms/field-error';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { readDraft, useSessionDraft } from '../../../shared/forms/use-session-draft';
import { useT } from '../../../shared/i18n/console-words';
import { Button, buttonClass } from '../../../shared/ui/button';
import { EmailField } from '../../../shared/ui/field';
import { FormAlert, LoadingState } from '../../../shared/ui/states';
import { requestPasswordReset, useSetupStatus } from '../api';
import { useAuthWords } from '../words';
import { AuthLayout } from './auth-layout';
import { NoMailNote } from './no-mail-note';

/** Where the address she typed is kept (this tab only; never a password). */
export const FORGOT_PASSWORD_DRAFT = 'forgot-password';
const DRAFT_FIELDS = ['email'] as const;

export const textLinkClass =
  'inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-primary-800 underline underline-offset-2 hover:bg-dark-100 dark:text-primary-200 dark:hover:bg-dark-700';

export function ForgotPasswordPage() {
  const { w } = useAuthWords();
  const status = useSetupStatus();
  const [sent, setSent] = useState(false);
  const noMail = status.data?.mail_configured === false;
  let content: React.ReactNode;
  if (status.isPending) content = <LoadingState />;
  else if (noMail) {
    const typed = readDraft(FORGOT_PASSWORD_DRAFT)?.email;
    content = (
      <div className="space-y-4">
        <NoMailNote title={w.noMail.title} email={typeof typed === 'string' ? typed : undefined} />
        <Link to="/sign-in" className={buttonClass('secondary')}>
          {w.forgot.backToSignIn}
        </Link>
      </div>
    );
  }
  // Also when the status could not be read: the answer is the same either way.
  else content = <ForgotPasswordForm sent={sent} onSent={setSent} />;
  return (
    <AuthLayout title={w.forgot.title} {...(noMail || sent ? {} : { intro: w.forgot.intro })}>
      {content}
    </AuthLayout>
  );
}

function ForgotPasswordForm({ sent, onSent }: { sent: boolean; onSent: (sent: boolean) => void }) {
  const api = useApi();
  const t = useT();
  const { w } = useAuthWords();
  const { form, submit, mutation, formError, errors } = useApiForm({
    schema: PasswordResetRequestSchema,
    defaultValues: { email: '' },
    send: (values) => requestPasswordReset(api, values),
    onSaved: () => onSent(true),
  });
  useSessionDraft(FORGOT_PASSWORD_DRAFT, form, DRAFT_FIELDS);
  if (sent) {
    return (
      <div className="space-y-4">
        <FormAlert tone="success" message={w.forgot.sent} />
        <p className="text-sm text-dark-700 dark:text-dark-200">{w.forgot.sentHint}</p>
        <div className="flex flex-wrap gap-3">
          <Link to="/sign-in" className={buttonClass('primary')}>
            {w.forgot.backToSignIn}
          </Link>
          <Button variant="secondary" onClick={() => onSent(false)}>
            {w.forgot.askAgain}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <EmailField
        label={w.forgot.email}
        autoComplete="username"
        error={fieldErrorText(errors.email, t)}
        {...form.register('email')}
      />
      <FormAlert message={formError} />
      <Button type="submit" className="w-full" busy={mutation.isPending}>
        {mutation.isPending ? w.forgot.submitting : w.forgot.submit}
      </Button>
      <p className="text-center">
        <Link to="/sign-in" className={textLinkClass}>
          {w.forgot.backToSignIn}
        </Link>
      </p>
    </form>
  );
}
