import { SignInForm } from '../features/auth/components/sign-in-form';
import { useAuthWords } from '../features/auth/words';
import { useSession } from '../shared/session/session-provider';
import { Dialog } from '../shared/ui/dialog';

/**
 * Over the screen as it was when the session ended: signing in here keeps every form behind it as
 * typed; the request that failed can then be sent again (Save once more).
 */
export function SessionExpiredDialog() {
  const { w } = useAuthWords();
  const session = useSession();
  return (
    <Dialog
      open={session.expired}
      onOpenChange={() => undefined}
      dismissible={false}
      title={w.signIn.expiredTitle}
      description={w.signIn.expiredIntro}
    >
      <SignInForm email={session.me?.user.email ?? ''} onSignedIn={() => undefined} />
    </Dialog>
  );
}
