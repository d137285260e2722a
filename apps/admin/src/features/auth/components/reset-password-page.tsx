/**
 * The mailed link's page (`/admin/reset-password?token=…`; decision 090): the new password twice,
 * with the console's password rules; then it is done and she signs in (two-step sign-in, when on,
 * still asks for its code). A link that no longer works says so and offers a new one; a failed
 * request keeps what she typed.
 */
import { Link } from '@tanstack/react-router';
import { LinkTokenSchema, PasswordResetConfirmSchema } from '@wegweiser/contracts/admin-auth';
import { useState } from 'react';
import { z } from 'zod';
import { useApi } from '../../../shared/api/api-provider';
import { fieldErrorText } from '../../../shared/forms/field-error';
import { NewPasswordField } from '../../../shared/forms/new-password-field';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';
import { useT } from '../../../shared/i18n/console-words';
import { useSession } from '../../../shared/session/session-provider';
import { Button, buttonClass } from '../../../shared/ui/button';
import { PasswordField } from '../../../shared/ui/field';
import { FormAlert } from '../../../shared/ui/states';
import { confirmPasswordReset } from '../api';
import { useAuthWords } from '../words';
import { AuthLayout } from './auth-layout';
import { textLinkClass } from './forgot-password-page';

const PASSWORDS_DIFFER = 'passwords_differ';

const ResetFormSchema = PasswordResetConfirmSchema.omit({ token: true })
  .extend({ password_again: z.string() })
  .refine((values) => values.password === values.password_again, {
    path: ['password_again'],
    error: PASSWORDS_DIFFER,
  });

type Step = 'form' | 'done' | 'link-invalid';

export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const { w } = useAuthWords();
  const [step, setStep] = useState<Step>('form');
  const validToken = LinkTokenSchema.safeParse(token).success ? token : undefined;
  let content: React.ReactNode;
  if (!validToken) content = <LinkProblem message={w.reset.missingToken} />;
  else if (step === 'done') {
    content = (
      <div className="space-y-4">
        <FormAlert tone="success" message={w.reset.done} />
        <Link to="/sign-in" className={buttonClass('primary')}>
          {w.reset.signIn}
        </Link>
      </div>
    );
  } else if (step === 'link-invalid') content = <LinkProblem message={w.reset.linkInvalid} />;
  else content = <ResetPasswordForm token={validToken} onStep={setStep} />;
  return (
    <AuthLayout title={w.reset.title} {...(validToken && step === 'form' ? { intro: w.reset.intro } : {})}>
      {content}
    </AuthLayout>
  );
}

/** The link cannot be used: why, and the way to a new one. */
function LinkProblem({ message }: { message: string }) {
  const { w } = useAuthWords();
  return (
    <div className="space-y-4">
      <FormAlert message={message} />
      <Link to="/forgot-password" className={buttonClass('primary')}>
        {w.reset.askNew}
      </Link>
    </div>
  );
}

function ResetPasswordForm({ token, onStep }: { token: string; onStep: (step: Step) => void }) {
  const api = useApi();
  const t = useT();
  const { w } = useAuthWords();
  const session = useSession();
  const { form, submit, mutation, formError, errors } = useApiForm({
    schema: ResetFormSchema,
    defaultValues: { password: '', password_again: '' },
    send: ({ password }) => confirmPasswordReset(api, { token, password }),
    onSaved: async () => {
      guard.release();
      onStep('done');
      // Every session of the account has ended, one in this browser too.
      await session.refresh();
    },
    onProblem: (problem) => {
      // The link's own refusal names no field (a weak password names `password`).
      if (problem.status === 400 && Object.keys(problem.fields).length === 0) {
        guard.release();
        onStep('link-invalid');
        return true;
      }
      return false;
    },
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const again = errors.password_again;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {guard.dialog}
      <NewPasswordField label={w.reset.password} form={form} error={fieldErrorText(errors.password, t)} />
      <PasswordField
        label={w.reset.passwordAgain}
        autoComplete="new-password"
        error={again?.message === PASSWORDS_DIFFER ? w.reset.passwordsDiffer : fieldErrorText(again, t)}
        {...form.register('password_again')}
      />
      <FormAlert message={formError} />
      <Button type="submit" className="w-full" busy={mutation.isPending}>
        {mutation.isPending ? w.reset.submitting : w.reset.submit}
      </Button>
      <p className="text-center">
        <Link to="/sign-in" className={textLinkClass}>
          {w.reset.signIn}
        </Link>
      </p>
    </form>
  );
}
