import { useQueryClient } from '@tanstack/react-query';
import { ConsoleLanguageSchema, ProfileUpdateRequestSchema } from '@wegweiser/contracts/admin-auth';
import { useState } from 'react';
import { z } from 'zod';
import { useApi } from '../../../shared/api/api-provider';
import { fieldErrorText } from '../../../shared/forms/field-error';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';
import { useI18n } from '../../../shared/i18n/i18n-provider';
import { useSession } from '../../../shared/session/session-provider';
import { updateProfile } from '../../../shared/session/update-profile';
import { Button } from '../../../shared/ui/button';
import { LanguageSelect, TextField } from '../../../shared/ui/field';
import { Panel, SaveFeedback } from '../../../shared/ui/states';

/** Both fields required here (the PATCH schema lets each be left out). */
const DetailsSchema = z.object({
  name: ProfileUpdateRequestSchema.shape.name.unwrap(),
  ui_language: ConsoleLanguageSchema,
});

export function DetailsForm() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useI18n();
  const user = useSession().me?.user;
  const [done, setDone] = useState(false);
  const { form, submit, mutation, formError, errors } = useApiForm({
    schema: DetailsSchema,
    defaultValues: { name: user?.name ?? '', ui_language: user?.ui_language ?? 'de' },
    send: (values) => {
      setDone(false);
      return updateProfile(api, queryClient, values);
    },
    onSaved: (saved) => {
      form.reset({ name: saved.name, ui_language: saved.ui_language });
      setDone(true);
    },
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  return (
    <Panel title={t.profile.detailsTitle} id="profile-details">
      <form onSubmit={submit} noValidate className="space-y-4">
        {guard.dialog}
        <TextField label={t.profile.email} value={user?.email ?? ''} readOnly disabled />
        <TextField
          label={t.profile.name}
          autoComplete="name"
          error={fieldErrorText(errors.name, t)}
          {...form.register('name')}
        />
        <LanguageSelect
          label={t.profile.language}
          error={fieldErrorText(errors.ui_language, t)}
          {...form.register('ui_language')}
        />
        <SaveFeedback error={formError} success={done && !form.formState.isDirty ? t.common.saved : null} />
        <Button type="submit" busy={mutation.isPending}>
          {mutation.isPending ? t.common.saving : t.common.save}
        </Button>
      </form>
    </Panel>
  );
}
