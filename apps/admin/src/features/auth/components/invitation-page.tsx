/** An invited person chooses a name and password from the invitation link (`/admin/invitation?token=…`). */
import { InvitationAcceptRequestSchema, LinkTokenSchema } from '@wegweiser/contracts/admin-auth';
import { useApi } from '../../../shared/api/api-provider';
import { useI18n } from '../../../shared/i18n/i18n-provider';
import { FormAlert } from '../../../shared/ui/states';
import { acceptInvitation } from '../api/accept-invitation';
import { AccountLinkForm } from './account-link-form';
import { AuthLayout } from './auth-layout';

const InvitationFormSchema = InvitationAcceptRequestSchema.omit({ token: true });
const DRAFT_FIELDS = ['name'] as const;

export function InvitationPage({ token }: { token: string | undefined }) {
  const { t } = useI18n();
  const validToken = LinkTokenSchema.safeParse(token).success ? token : undefined;
  return (
    <AuthLayout title={t.invitation.title} intro={t.invitation.intro}>
      {validToken ? <InvitationForm token={validToken} /> : <FormAlert message={t.invitation.missingToken} />}
    </AuthLayout>
  );
}

function InvitationForm({ token }: { token: string }) {
  const api = useApi();
  const { t, language } = useI18n();
  return (
    <AccountLinkForm
      schema={InvitationFormSchema}
      defaultValues={{ name: '', password: '', ui_language: language }}
      send={(values) => acceptInvitation(api, { ...values, token })}
      draftKey="invitation"
      draftFields={DRAFT_FIELDS}
      labels={{ name: t.invitation.name, password: t.invitation.password }}
      words={t.invitation}
    />
  );
}
