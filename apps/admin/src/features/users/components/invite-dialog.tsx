/**
 * Inviting someone: name, email, role and console language; the answer is a link to pass on,
 * shown with its expiry and a copy button. What was typed survives a reload of the tab.
 */
import { useQueryClient } from '@tanstack/react-query';
import { UserInviteRequestSchema } from '@wegweiser/contracts/admin-auth';
import { CONSOLE_ROLES } from '@wegweiser/contracts/constants';
import { useState } from 'react';
import { useApi } from '../../../shared/api/api-provider';
import { AccountFields } from '../../../shared/forms/account-fields';
import { fieldErrorText } from '../../../shared/forms/field-error';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { useSessionDraft } from '../../../shared/forms/use-session-draft';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';
import { useConsoleWords } from '../../../shared/i18n/console-words';
import { formatDateTime } from '../../../shared/i18n/i18n-provider';
import { Button } from '../../../shared/ui/button';
import { CopyButton } from '../../../shared/ui/copy-button';
import { Dialog } from '../../../shared/ui/dialog';
import { LanguageSelect, SelectField, TextField } from '../../../shared/ui/field';
import { FormAlert } from '../../../shared/ui/states';
import { type Invitation, inviteUser, usersQueryKey } from '../api';
import { useUserWords } from '../words';

const DRAFT_FIELDS = ['name', 'email', 'role', 'ui_language'] as const;

export function InviteDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { w } = useUserWords();
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setInvitation(null);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={invitation ? w.invitationTitle : w.inviteTitle}
      description={invitation ? undefined : w.inviteIntro}
    >
      {invitation ? (
        <InvitationLink invitation={invitation} onDone={() => close(false)} />
      ) : (
        <InviteForm onInvited={setInvitation} />
      )}
    </Dialog>
  );
}

function InviteForm({ onInvited }: { onInvited: (invitation: Invitation) => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { w: t, language } = useConsoleWords();
  const { w } = useUserWords();
  const { form, submit, mutation, formError, errors } = useApiForm({
    schema: UserInviteRequestSchema,
    defaultValues: { name: '', email: '', role: 'editor', ui_language: language },
    send: (values) => inviteUser(api, values),
    onSaved: async (invitation) => {
      draft.clear();
      form.reset();
      await queryClient.invalidateQueries({ queryKey: usersQueryKey });
      onInvited(invitation);
    },
  });
  const draft = useSessionDraft('invite-user', form, DRAFT_FIELDS);
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {guard.dialog}
      <AccountFields form={form} errors={errors} labels={{ name: w.name, email: w.email }} forSomeoneElse />
      <SelectField label={w.role} error={fieldErrorText(errors.role, t)} {...form.register('role')}>
        {CONSOLE_ROLES.map((role) => (
          <option key={role} value={role}>
            {t.roles[role]}
          </option>
        ))}
      </SelectField>
      <LanguageSelect
        label={w.language}
        error={fieldErrorText(errors.ui_language, t)}
        {...form.register('ui_language')}
      />
      <FormAlert message={formError} />
      <div className="flex justify-end">
        <Button type="submit" busy={mutation.isPending}>
          {mutation.isPending ? w.sendingInvite : w.sendInvite}
        </Button>
      </div>
    </form>
  );
}

function InvitationLink({ invitation, onDone }: { invitation: Invitation; onDone: () => void }) {
  const { w: t, language } = useConsoleWords();
  const { w } = useUserWords();
  return (
    <div className="space-y-4">
      <p>{w.invitationIntro(invitation.user.name, formatDateTime(invitation.expires_at, language))}</p>
      <TextField
        label={w.invitationLink}
        value={invitation.invitation_url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CopyButton text={invitation.invitation_url} />
        <Button onClick={onDone}>{t.common.close}</Button>
      </div>
    </div>
  );
}
