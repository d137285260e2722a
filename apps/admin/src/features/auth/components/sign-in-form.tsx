/**
 * Signing in: email and password, then — for an account with two-factor sign-in — a code from the
 * authenticator app or a recovery code. Used by the sign-in page and, when a session ends, by the
 * dialog that keeps the screen behind it as it was.
 */
import { LoginRequestSchema, SecondFactorRequestSchema } from '@wegweiser/contracts/admin-auth';
import { useEffect, useState } from 'react';
import { useApi } from '../../../shared/api/api-provider';
import { fieldErrorText } from '../../../shared/forms/field-error';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { useT } from '../../../shared/i18n/console-words';
import { formatTime } from '../../../shared/i18n/i18n-provider';
import { useSession } from '../../../shared/session/session-provider';
import { Button } from '../../../shared/ui/button';
import { EmailField, PasswordField, TextField } from '../../../shared/ui/field';
import { FormAlert } from '../../../shared/ui/states';
import { confirmSecondFactor, logIn } from '../api';
import { useAuthWords } from '../words';
import { useLockout } from './use-lockout';

export function SignInForm({
  email = '',
  onSignedIn,
  onEmailChange,
}: {
  email?: string;
  onSignedIn: () => void;
  /** Told the email as it is typed (the sign-in page hands it on to "Passwort vergessen"). */
  onEmailChange?: (email: string) => void;
}) {
  const [step, setStep] = useState<'password' | 'second-factor'>('password');
  const lockout = useLockout();
  return step === 'password' ? (
    <PasswordStep
      email={email}
      onEmailChange={onEmailChange}
      lockout={lockout}
      onSecondFactor={() => setStep('second-factor')}
      onSignedIn={onSignedIn}
    />
  ) : (
    <SecondFactorStep lockout={lockout} onStartOver={() => setStep('password')} onSignedIn={onSignedIn} />
  );
}

type Lockout = ReturnType<typeof useLockout>;

function LockoutMessage({ lockout }: { lockout: Lockout }) {
  const { w, language } = useAuthWords();
  if (!lockout.retryAt) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="font-semibold">{w.signIn.lockedTitle}</p>
      <p>{w.signIn.lockedUntil(formatTime(lockout.retryAt, language), lockout.minutesLeft)}</p>
    </div>
  );
}

/** After the API accepted the sign-in: load who it is, then hand over. */
function useFinishSignIn(onSignedIn: () => void) {
  const session = useSession();
  const t = useT();
  return async () => {
    const me = await session.refresh();
    if (!me) throw new Error(t.errors.server);
    onSignedIn();
  };
}

function PasswordStep({
  email,
  onEmailChange,
  lockout,
  onSecondFactor,
  onSignedIn,
}: {
  email: string;
  onEmailChange: ((email: string) => void) | undefined;
  lockout: Lockout;
  onSecondFactor: () => void;
  onSignedIn: () => void;
}) {
  const api = useApi();
  const t = useT();
  const { w } = useAuthWords();
  const finish = useFinishSignIn(onSignedIn);
  const { form, submit, mutation, formError, errors } = useApiForm({
    schema: LoginRequestSchema,
    checksCredentials: true,
    defaultValues: { email, password: '' },
    send: (values) => logIn(api, values),
    onSaved: async (answer) => {
      if (answer.status === 'second_factor_required') onSecondFactor();
      else await finish();
    },
    onProblem: (problem) => {
      form.setValue('password', '');
      if (problem.retryAt) {
        lockout.lockUntil(problem.retryAt);
        return true;
      }
      form.setFocus('password');
      return false;
    },
  });
  useEffect(() => {
    if (!onEmailChange) return;
    const subscription = form.watch((values) => onEmailChange(values.email ?? ''));
    return () => subscription.unsubscribe();
  }, [form, onEmailChange]);
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <EmailField
        label={w.signIn.email}
        autoComplete="username"
        error={fieldErrorText(errors.email, t)}
        {...form.register('email')}
      />
      <PasswordField
        label={w.signIn.password}
        autoComplete="current-password"
        // With the email known (the session ended), the password is what is left to type.
        autoFocus={email !== ''}
        error={fieldErrorText(errors.password, t)}
        {...form.register('password')}
      />
      <LockoutMessage lockout={lockout} />
      <FormAlert message={formError} />
      <Button type="submit" className="w-full" busy={mutation.isPending} disabled={lockout.retryAt !== null}>
        {mutation.isPending ? w.signIn.submitting : w.signIn.submit}
      </Button>
    </form>
  );
}

function SecondFactorStep({
  lockout,
  onStartOver,
  onSignedIn,
}: {
  lockout: Lockout;
  onStartOver: () => void;
  onSignedIn: () => void;
}) {
  const api = useApi();
  const t = useT();
  const { w } = useAuthWords();
  const finish = useFinishSignIn(onSignedIn);
  const { form, submit, mutation, formError, errors } = useApiForm({
    schema: SecondFactorRequestSchema,
    checksCredentials: true,
    defaultValues: { code: '' },
    send: (values) => confirmSecondFactor(api, values),
    onSaved: finish,
    onProblem: (problem) => {
      if (problem.retryAt) {
        lockout.lockUntil(problem.retryAt);
        return true;
      }
      form.setValue('code', '');
      form.setFocus('code');
      return false;
    },
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="second-factor-title">
      <div className="space-y-1">
        <h2 id="second-factor-title" className="text-lg font-semibold">
          {w.signIn.secondFactorTitle}
        </h2>
        <p className="text-dark-700 dark:text-dark-200">{w.signIn.secondFactorIntro}</p>
      </div>
      <TextField
        label={w.signIn.code}
        hint={w.signIn.codeHint}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        autoFocus
        error={fieldErrorText(errors.code, t)}
        {...form.register('code')}
      />
      <LockoutMessage lockout={lockout} />
      <FormAlert message={formError} />
      <div className="flex flex-col gap-3">
        <Button type="submit" busy={mutation.isPending} disabled={lockout.retryAt !== null}>
          {w.signIn.verify}
        </Button>
        <Button variant="ghost" onClick={onStartOver}>
          {w.signIn.startOver}
        </Button>
      </div>
    </form>
  );
}
