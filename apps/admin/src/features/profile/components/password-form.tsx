import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { PasswordChangeRequestSchema } from '@wegweiser/contracts/admin-auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useApi } from '../../../shared/api/api-provider';
import { applyApiProblem, fieldErrorText } from '../../../shared/forms/field-error';
import { PasswordRules } from '../../../shared/forms/password-rules';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';
import { useI18n } from '../../../shared/i18n/i18n-provider';
import { Button } from '../../../shared/ui/button';
import { PasswordField } from '../../../shared/ui/field';
import { FormAlert, Panel } from '../../../shared/ui/states';
import { changePassword, type PasswordChange } from '../api/change-password';

export function PasswordForm() {
  const api = useApi();
  const { t } = useI18n();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<PasswordChange>({
    resolver: zodResolver(PasswordChangeRequestSchema),
    defaultValues: { current_password: '', new_password: '' },
  });
  const { errors, isDirty } = form.formState;
  const guard = useUnsavedChangesGuard(isDirty);
  const mutation = useMutation({
    mutationFn: (values: PasswordChange) => changePassword(api, values),
    onSuccess: () => {
      form.reset();
      setDone(true);
    },
    onError: (error) => {
      const text = applyApiProblem(toApiProblem(error, t), form.setError, [
        'current_password',
        'new_password',
      ]);
      setError(text);
    },
  });
  const submit = form.handleSubmit((values) => {
    setError(null);
    setDone(false);
    mutation.mutate(values);
  });
  return (
    <Panel title={t.profile.passwordTitle} id="profile-password">
      <p className="mb-4 text-dark-700 dark:text-dark-200">{t.profile.passwordIntro}</p>
      <form onSubmit={submit} noValidate className="space-y-4">
        {guard.dialog}
        <PasswordField
          label={t.profile.currentPassword}
          autoComplete="current-password"
          error={fieldErrorText(errors.current_password, t)}
          {...form.register('current_password')}
        />
        <PasswordField
          label={t.profile.newPassword}
          autoComplete="new-password"
          hint={<PasswordRules value={form.watch('new_password')} />}
          error={fieldErrorText(errors.new_password, t)}
          {...form.register('new_password')}
        />
        <FormAlert message={error} />
        <FormAlert message={done && !isDirty ? t.profile.passwordChanged : null} tone="success" />
        <Button type="submit" busy={mutation.isPending}>
          {t.profile.changePassword}
        </Button>
      </form>
    </Panel>
  );
}
