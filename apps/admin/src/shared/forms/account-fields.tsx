/**
 * Who a console account is: its name, its email (unless the link already names it) and a new
 * password (unless the person invited will choose it). Used by the first owner's setup, an
 * accepted invitation and the invite dialog, so that the three ask alike.
 */
import type { FieldError, FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useT } from '../i18n/console-words';
import { EmailField, TextField } from '../ui/field';
import { fieldErrorText } from './field-error';
import { NewPasswordField } from './new-password-field';

export function AccountFields<T extends FieldValues>({
  form,
  errors,
  labels,
  forSomeoneElse = false,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  errors: FieldErrors<T>;
  /** A field is asked for when it has a label. */
  labels: {
    name: string;
    email?: string;
    /** Where the website's mail goes, when not to the email above (the first owner). */
    notificationEmail?: { label: string; hint: string };
    password?: string;
  };
  /** The account is another person's: the browser fills in nothing of the one typing. */
  forSomeoneElse?: boolean;
}) {
  const t = useT();
  const errorOf = (name: 'name' | 'email' | 'notification_email' | 'password') =>
    fieldErrorText(errors[name] as FieldError | undefined, t);
  return (
    <>
      <TextField
        label={labels.name}
        autoComplete={forSomeoneElse ? 'off' : 'name'}
        error={errorOf('name')}
        {...form.register('name' as Path<T>)}
      />
      {labels.email !== undefined && (
        <EmailField
          label={labels.email}
          autoComplete={forSomeoneElse ? 'off' : 'username'}
          error={errorOf('email')}
          {...form.register('email' as Path<T>)}
        />
      )}
      {labels.notificationEmail !== undefined && (
        <EmailField
          label={labels.notificationEmail.label}
          hint={labels.notificationEmail.hint}
          autoComplete="email"
          error={errorOf('notification_email')}
          {...form.register('notification_email' as Path<T>)}
        />
      )}
      {labels.password !== undefined && (
        <NewPasswordField label={labels.password} form={form} error={errorOf('password')} />
      )}
    </>
  );
}
