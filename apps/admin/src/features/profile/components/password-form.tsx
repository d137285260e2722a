import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { PasswordChangeRequestSchema } from '@wegweiser/contracts/admin-auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useApi } from '../../../shared/api/api-provider';
import { applyApiProblem, fieldErrorText } from '../../../shared/forms/field-error';
import { PasswordRules } from '../../../shared/forms/password-rules';
import { UnsavedChangesGuard } from '../../../shared/forms/unsaved-changes-guard';
import { useI18n } from '../../../shared/i18n/i18n-provider';
import { Button } from '../../../shared/ui/button';
import { PasswordField } from '../../../shared/ui/field';
import { FormAlert, Panel } from '../../../shared/ui/states';
import { changePassword, type PasswordChange } from '../api/change-password';

export function PasswordForm() {
  const api = useApi();
  const { t } = useI18n();
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const form = useForm<PasswordChange>({
    resolver: zodResolver(PasswordChangeRequestSchema),
    defaultValues: { current_password: '', new_password: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: PasswordChange) => changePassword(api, values),
    onSuccess: () => {
      form.reset();
      setMessage({ text: t.profile.passwordChanged, tone: 'success' });
    },
    onError: (error) => {
      const text = applyApiProblem(toApiProblem(error, t), form.setError, [
        'current_password',
        'new_password',
      ]);
      setMessage(text ? { text, tone: 'error' } : null);
    },
  });
  const submit = form.handleSubmit((values) => {
    setMessage(null);
    mutation.mutate(values);
  });
  const { errors, isDirty } = form.formState;
  return (
    <Panel title={t.profile.passwordTitle} id="profile-password">
      <p className="mb-4 text-dark-700 dark:text-dark-200">{t.profile.passwordIntro}</p>
      <form onSubmit={submit} noValidate className="space-y-4">
        <UnsavedChangesGuard when={isDirty} />
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
        <FormAlert message={message?.text ?? null} tone={message?.tone} />
        <Button type="submit" busy={mutation.isPending}>
          {t.profile.changePassword}
        </Button>
      </form>
    </Panel>
  );
}
