import { PasswordChangeRequestSchema } from '@wegweiser/contracts/admin-auth';
import { useState } from 'react';
import { useApi } from '../../../shared/api/api-provider';
import { fieldErrorText } from '../../../shared/forms/field-error';
import { NewPasswordField } from '../../../shared/forms/new-password-field';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';
import { useT } from '../../../shared/i18n/console-words';
import { Button } from '../../../shared/ui/button';
import { PasswordField } from '../../../shared/ui/field';
import { Panel, SaveFeedback } from '../../../shared/ui/states';
import { changePassword } from '../api';
import { useProfileWords } from '../words';

export function PasswordForm() {
  const api = useApi();
  const t = useT();
  const { w } = useProfileWords();
  const [done, setDone] = useState(false);
  const { form, submit, mutation, formError, errors } = useApiForm({
    schema: PasswordChangeRequestSchema,
    defaultValues: { current_password: '', new_password: '' },
    send: (values) => {
      setDone(false);
      return changePassword(api, values);
    },
    onSaved: () => {
      form.reset();
      setDone(true);
    },
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  return (
    <Panel title={w.passwordTitle} id="profile-password">
      <p className="mb-4 text-dark-700 dark:text-dark-200">{w.passwordIntro}</p>
      <form onSubmit={submit} noValidate className="space-y-4">
        {guard.dialog}
        <PasswordField
          label={w.currentPassword}
          autoComplete="current-password"
          error={fieldErrorText(errors.current_password, t)}
          {...form.register('current_password')}
        />
        <NewPasswordField
          label={w.newPassword}
          form={form}
          name="new_password"
          error={fieldErrorText(errors.new_password, t)}
        />
        <SaveFeedback
          error={formError}
          success={done && !form.formState.isDirty ? w.passwordChanged : null}
        />
        <Button type="submit" busy={mutation.isPending}>
          {w.changePassword}
        </Button>
      </form>
    </Panel>
  );
}
