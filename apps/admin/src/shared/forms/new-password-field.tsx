import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { PasswordField } from '../ui/field';
import { PasswordRules } from './password-rules';

/** A new password, with the rules beside it, ticked off as they are met. */
export function NewPasswordField<T extends FieldValues>({
  label,
  form,
  name = 'password' as Path<T>,
  error,
}: {
  label: string;
  form: UseFormReturn<T, unknown, FieldValues>;
  name?: Path<T>;
  error: string | undefined;
}) {
  const value: unknown = form.watch(name);
  return (
    <PasswordField
      label={label}
      autoComplete="new-password"
      hint={<PasswordRules value={typeof value === 'string' ? value : ''} />}
      error={error}
      {...form.register(name)}
    />
  );
}
