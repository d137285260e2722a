/** An invited person chooses a name and password from the invitation link (`/admin/invitation?token=…`). */
import { InvitationAcceptRequestSchema, LinkTokenSchema } from '@wegweiser/contracts/admin-auth';
import { useApi } from '../../../shared/api/api-provider';
import { FormAlert } from '../../../shared/ui/states';
import { acceptInvitation } from '../api';
import { useAuthWords } from '../words';
import { AccountLinkForm } from './account-link-form';
import { AuthLayout } from './auth-layout';

const InvitationFormSchema = InvitationAcceptRequestSchema.omit({ token: true });
const DRAFT_FIELDS = ['name'] as const;

export function InvitationPage({ token }: { token: string | undefined }) {
  const { w } = useAuthWords();
  const validToken = LinkTokenSchema.safeParse(token).success ? token : undefined;
  return (
    <AuthLayout title={w.invitation.title} intro={w.invitation.intro}>
      {validToken ? <InvitationForm token={validToken} /> : <FormAlert message={w.invitation.missingToken} />}
    </AuthLayout>
  );
}

function InvitationForm({ token }: { token: string }) {
  const api = useApi();
  const { w, language } = useAuthWords();
  return (
    <AccountLinkForm
      schema={InvitationFormSchema}
      defaultValues={{ name: '', password: '', ui_language: language }}
      send={(values) => acceptInvitation(api, { ...values, token })}
      draftKey="invitation"
      draftFields={DRAFT_FIELDS}
      labels={{ name: w.invitation.name, password: w.invitation.password }}
      words={w.invitation}
    />
  );
}
