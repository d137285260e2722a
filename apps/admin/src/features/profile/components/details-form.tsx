import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CONSOLE_LANGUAGES,
  ConsoleLanguageSchema,
  ProfileUpdateRequestSchema,
} from '@wegweiser/contracts/admin-auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useApi } from '../../../shared/api/api-provider';
import { applyApiProblem, fieldErrorText } from '../../../shared/forms/field-error';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';
import { useI18n } from '../../../shared/i18n/i18n-provider';
import { useSession } from '../../../shared/session/session-provider';
import { updateProfile } from '../../../shared/session/update-profile';
import { Button } from '../../../shared/ui/button';
import { SelectField, TextField } from '../../../shared/ui/field';
import { FormAlert, Panel } from '../../../shared/ui/states';

/** Both fields required here (the PATCH schema lets each be left out). */
const DetailsSchema = z.object({
  name: ProfileUpdateRequestSchema.shape.name.unwrap(),
  ui_language: ConsoleLanguageSchema,
});
type Details = z.output<typeof DetailsSchema>;

export function DetailsForm() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useI18n();
  const session = useSession();
  const user = session.me?.user;
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<Details>({
    resolver: zodResolver(DetailsSchema),
    defaultValues: { name: user?.name ?? '', ui_language: user?.ui_language ?? 'de' },
  });
  const { errors, isDirty } = form.formState;
  const guard = useUnsavedChangesGuard(isDirty);
  const mutation = useMutation({
    mutationFn: (values: Details) => updateProfile(api, queryClient, values),
    onSuccess: (saved) => {
      form.reset({ name: saved.name, ui_language: saved.ui_language });
      setDone(true);
    },
    onError: (error) => {
      const text = applyApiProblem(toApiProblem(error, t), form.setError, ['name', 'ui_language']);
      setError(text);
    },
  });
  const submit = form.handleSubmit((values) => {
    setError(null);
    setDone(false);
    mutation.mutate(values);
  });
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
        <SelectField
          label={t.profile.language}
          error={fieldErrorText(errors.ui_language, t)}
          {...form.register('ui_language')}
        >
          {CONSOLE_LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {t.language[code]}
            </option>
          ))}
        </SelectField>
        <FormAlert message={error} />
        <FormAlert message={done && !isDirty ? t.common.saved : null} tone="success" />
        <Button type="submit" busy={mutation.isPending}>
          {mutation.isPending ? t.common.saving : t.common.save}
        </Button>
      </form>
    </Panel>
  );
}
