import { CONSOLE_LANGUAGES } from '@wegweiser/contracts/admin-auth';
import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';
import { useT } from '../i18n/console-words';
import { EyeIcon } from './icons';

const CONTROL =
  'block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-dark-900 placeholder:text-dark-500 disabled:cursor-not-allowed disabled:bg-dark-100 disabled:text-dark-700 dark:bg-dark-950 dark:text-dark-50 dark:placeholder:text-dark-400 dark:disabled:bg-dark-800 dark:disabled:text-dark-200';
const controlBorder = (error?: string) =>
  error ? 'border-red-700 dark:border-red-400' : 'border-dark-300 dark:border-dark-600';

type FieldFrame = { label: string; error?: string | undefined; hint?: ReactNode };

/** Label, control, hint and error, tied together for assistive technology. */
function Frame({ id, label, error, hint, children }: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-dark-800 dark:text-dark-100">
        {label}
      </label>
      {children}
      {hint ? (
        <div id={`${id}-hint`} className="text-sm text-dark-600 dark:text-dark-300">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & FieldFrame;

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id: givenId, className = '', ...props },
  ref,
) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <Frame id={id} label={label} error={error} hint={hint}>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${CONTROL} ${controlBorder(error)} ${className}`}
        {...props}
      />
    </Frame>
  );
});

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldFrame;

/** Several lines of text (a testimonial, a post's first paragraph) in the same frame as a text field. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, id: givenId, className = '', rows = 4, ...props },
  ref,
) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <Frame id={id} label={label} error={error} hint={hint}>
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${CONTROL} ${controlBorder(error)} ${className}`}
        {...props}
      />
    </Frame>
  );
});

/** A password field with a show/hide switch (typing long passphrases on a phone). */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(
  function PasswordField({ label, error, hint, id: givenId, ...props }, ref) {
    const t = useT();
    const ownId = useId();
    const id = givenId ?? ownId;
    const [visible, setVisible] = useState(false);
    return (
      <Frame id={id} label={label} error={error} hint={hint}>
        <div className="flex gap-2">
          <input
            ref={ref}
            id={id}
            type={visible ? 'text' : 'password'}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, error, hint)}
            className={`${CONTROL} ${controlBorder(error)}`}
            {...props}
          />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-pressed={visible}
            aria-label={visible ? t.password.hide : t.password.show}
            className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg border border-dark-300 text-dark-700 hover:bg-dark-50 dark:border-dark-600 dark:text-dark-100 dark:hover:bg-dark-800"
          >
            <EyeIcon crossed={visible} />
          </button>
        </div>
      </Frame>
    );
  },
);

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & FieldFrame;

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, id: givenId, children, ...props },
  ref,
) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <Frame id={id} label={label} error={error} hint={hint}>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${CONTROL} ${controlBorder(error)}`}
        {...props}
      >
        {children}
      </select>
    </Frame>
  );
});

/** The console's languages to choose from, each named in its own language. */
export const LanguageSelect = forwardRef<HTMLSelectElement, Omit<SelectFieldProps, 'children'>>(
  function LanguageSelect(props, ref) {
    const t = useT();
    return (
      <SelectField ref={ref} {...props}>
        {CONSOLE_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t.language[code]}
          </option>
        ))}
      </SelectField>
    );
  },
);

/** A list filter: one of `options` or, with the first choice, all of them (`undefined`). */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  allLabel,
  optionLabel,
  onChange,
}: {
  label: string;
  value: T | undefined;
  options: readonly T[];
  allLabel: string;
  optionLabel: (option: T) => string;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(options.find((option) => option === event.target.value))}
    >
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </SelectField>
  );
}

/** An email address: the right keyboard on phones, no autocorrection. */
export const EmailField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(
  function EmailField(props, ref) {
    return (
      <TextField
        ref={ref}
        type="email"
        inputMode="email"
        autoCapitalize="off"
        spellCheck={false}
        {...props}
      />
    );
  },
);
