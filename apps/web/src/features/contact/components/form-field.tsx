import type { ReactNode, Ref } from 'react';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  multiline?: boolean;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
};

const controlClass =
  'mt-2 block w-full rounded-xl border border-slate-400 bg-white px-4 py-3 text-base text-slate-900 shadow-sm transition focus:border-primary-600 focus:outline-none focus:ring-4 focus:ring-primary-600/20 aria-invalid:border-red-600 aria-invalid:ring-red-600/20 dark:border-dark-500 dark:bg-dark-900 dark:text-white dark:focus:border-primary-300 dark:focus:ring-primary-300/20 dark:aria-invalid:border-red-400';

/** A labelled input or textarea whose hint and error are announced with it (aria-describedby). */
export function FormField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required = false,
  type = 'text',
  autoComplete,
  multiline = false,
  inputRef,
}: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name: id.replace(/^contact-/, ''),
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: controlClass,
  } as const;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-800 dark:text-dark-100">
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} ref={inputRef} rows={8} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          ref={inputRef}
          type={type}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-2 text-sm text-slate-600 dark:text-dark-300">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
