import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { writeDraft } from '../../../shared/forms/use-session-draft';
import { useSession } from '../../../shared/session/session-provider';
import { LoadingState } from '../../../shared/ui/states';
import { useSetupStatus } from '../api';
import { useAuthWords } from '../words';
import { AuthLayout } from './auth-layout';
import { FORGOT_PASSWORD_DRAFT, textLinkClass } from './forgot-password-page';
import { NoMailNote } from './no-mail-note';
import { SignInForm } from './sign-in-form';

/** Where a console path leads after sign-in: only paths inside the console (no open redirect). */
export const safeRedirect = (redirect: string | undefined) =>
  redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';

export function SignInPage({ redirect }: { redirect?: string | undefined }) {
  const { w } = useAuthWords();
  const session = useSession();
  const navigate = useNavigate();
  const setupStatus = useSetupStatus();
  const [email, setEmail] = useState('');
  if (session.status === 'loading') {
    return (
      <AuthLayout title={w.signIn.title}>
        <LoadingState />
      </AuthLayout>
    );
  }
  if (session.status === 'signed-in' && !session.expired) return <Navigate to={safeRedirect(redirect)} />;
  return (
    <AuthLayout title={w.signIn.title} intro={w.signIn.intro}>
      {setupStatus.data?.owner_exists === false ? (
        <p
          role="status"
          className="mb-4 rounded-lg border border-primary-300 bg-primary-50 px-3 py-2 text-sm text-primary-900 dark:border-primary-700 dark:bg-primary-900 dark:text-primary-50"
        >
          {w.signIn.noOwner}
        </p>
      ) : null}
      <SignInForm onSignedIn={() => void navigate({ to: safeRedirect(redirect) })} onEmailChange={setEmail} />
      <div className="mt-4">
        {setupStatus.data?.mail_configured === false ? (
          <NoMailNote title={w.noMail.titleOnSignIn} email={email} />
        ) : (
          <p className="text-center">
            <Link
              to="/forgot-password"
              // What she typed comes along: the next screen asks for the same address.
              onClick={() => {
                if (email.trim()) writeDraft(FORGOT_PASSWORD_DRAFT, { email });
              }}
              className={textLinkClass}
            >
              {w.forgotLink}
            </Link>
          </p>
        )}
      </div>
    </AuthLayout>
  );
}
