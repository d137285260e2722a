import { useQueryClient } from '@tanstack/react-query';
import { EmailOrEmptySchema } from '@wegweiser/contracts';
import {
  type AdminUser,
  ConsoleLanguageSchema,
  ProfileUpdateRequestSchema,
} from '@wegweiser/contracts/admin-auth';
import { useState } from 'react';
import { z } from 'zod';
import { useApi } from '../../../shared/api/api-provider';
import { fieldErrorText } from '../../../shared/forms/field-error';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';
import { useT } from '../../../shared/i18n/console-words';
import { useSession } from '../../../shared/session/session-provider';
import { updateProfile } from '../../../shared/session/update-profile';
import { Button } from '../../../shared/ui/button';
import { EmailField, LanguageSelect, TextField } from '../../../shared/ui/field';
import { Panel, SaveFeedback } from '../../../shared/ui/states';
import { useProfileWords } from '../words';

/**
 * Name and language required here (the PATCH schema lets each be left out); the address for the
 * website's mail may stay empty (her sign-in address then).
 */
const DetailsSchema = z.object({
  name: ProfileUpdateRequestSchema.shape.name.unwrap(),
  ui_language: ConsoleLanguageSchema,
  notification_email: EmailOrEmptySchema,
});

type Details = z.output<typeof DetailsSchema>;
const detailsOf = (user: AdminUser | undefined): Details => ({
  name: user?.name ?? '',
  ui_language: user?.ui_language ?? 'de',
  notification_email: user?.notification_email ?? '',
});

export function DetailsForm() {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT();
  const { w } = useProfileWords();
  const user = useSession().me?.user;
  const owner = user?.role === 'owner';
  const [done, setDone] = useState(false);
  const { form, submit, mutation, formError, errors } = useApiForm({
    schema: DetailsSchema,
    defaultValues: detailsOf(user),
    send: ({ notification_email, ...values }) => {
      setDone(false);
      // Only an owner is told of new messages and replies to visitors: only she sets the address.
      return updateProfile(api, queryClient, {
        ...values,
        ...(owner ? { notification_email: notification_email || null } : {}),
      });
    },
    onSaved: (saved) => {
      form.reset(detailsOf(saved));
      setDone(true);
    },
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  return (
    <Panel title={w.detailsTitle} id="profile-details">
      <form onSubmit={submit} noValidate className="space-y-4">
        {guard.dialog}
        <TextField label={w.email} value={user?.email ?? ''} readOnly disabled />
        <TextField
          label={w.name}
          autoComplete="name"
          error={fieldErrorText(errors.name, t)}
          {...form.register('name')}
        />
        <LanguageSelect
          label={w.language}
          error={fieldErrorText(errors.ui_language, t)}
          {...form.register('ui_language')}
        />
        {owner ? (
          <EmailField
            label={w.notificationEmail}
            hint={w.notificationEmailHint}
            autoComplete="email"
            error={fieldErrorText(errors.notification_email, t)}
            {...form.register('notification_email')}
          />
        ) : null}
        <SaveFeedback error={formError} success={done && !form.formState.isDirty ? t.common.saved : null} />
        <Button type="submit" busy={mutation.isPending}>
          {mutation.isPending ? t.common.saving : t.common.save}
        </Button>
      </form>
    </Panel>
  );
}
