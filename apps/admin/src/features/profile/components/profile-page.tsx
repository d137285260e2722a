import { useI18n } from '../../../shared/i18n/i18n-provider';
import { PageHeader } from '../../../shared/ui/states';
import { DetailsForm } from './details-form';
import { PasswordForm } from './password-form';
import { TwoFactorSection } from './two-factor-section';

/** The signed-in person's own account: name and language, password, two-factor sign-in. */
export default function ProfilePage() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t.profile.title} />
      <div className="grid max-w-3xl gap-6">
        <DetailsForm />
        <PasswordForm />
        <TwoFactorSection />
      </div>
    </>
  );
}
