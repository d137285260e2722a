import { SignInForm } from '../features/auth/components/sign-in-form';
import { useI18n } from '../shared/i18n/i18n-provider';
import { useSession } from '../shared/session/session-provider';
import { Dialog } from '../shared/ui/dialog';

/**
 * Over the screen as it was when the session ended: signing in here keeps every form behind it as
 * typed; the request that failed can then be sent again (Save once more).
 */
export function SessionExpiredDialog() {
  const { t } = useI18n();
  const session = useSession();
  return (
    <Dialog
      open={session.expired}
      onOpenChange={() => undefined}
      dismissible={false}
      title={t.signIn.expiredTitle}
      description={t.signIn.expiredIntro}
    >
      <SignInForm email={session.me?.user.email ?? ''} onSignedIn={() => undefined} />
    </Dialog>
  );
}
