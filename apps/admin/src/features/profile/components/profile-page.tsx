import { PageHeader } from '../../../shared/ui/states';
import { useProfileWords } from '../words';
import { DetailsForm } from './details-form';
import { PasswordForm } from './password-form';
import { TwoFactorSection } from './two-factor-section';

/** The signed-in person's own account: name and language, password, two-factor sign-in. */
export default function ProfilePage() {
  const { w } = useProfileWords();
  return (
    <>
      <PageHeader title={w.title} />
      <div className="grid max-w-3xl gap-6">
        <DetailsForm />
        <PasswordForm />
        <TwoFactorSection />
      </div>
    </>
  );
}
