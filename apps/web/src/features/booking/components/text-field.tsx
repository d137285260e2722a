/** A labelled input or textarea whose error is announced with it (aria-describedby). */
export type TextFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  optionalLabel?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  multiline?: boolean;
  maxLength?: number;
};

export const controlClass =
  'mt-2 block w-full rounded-xl border border-slate-400 bg-white px-4 py-3 text-base text-slate-900 shadow-sm transition focus:border-primary-600 focus:outline-none focus:ring-4 focus:ring-primary-600/20 aria-invalid:border-red-600 dark:border-dark-500 dark:bg-dark-900 dark:text-white dark:focus:border-primary-300 dark:focus:ring-primary-300/20 dark:aria-invalid:border-red-400';

export function TextField({
  name,
  label,
  value,
  onChange,
  error,
  required = false,
  optionalLabel,
  type = 'text',
  autoComplete,
  multiline = false,
  maxLength,
}: TextFieldProps) {
  const id = `booking-${name}`;
  const errorId = error ? `${id}-error` : undefined;
  const shared = {
    id,
    name,
    value,
    required,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': errorId,
    className: controlClass,
  } as const;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-800 dark:text-dark-100">
        {label}
        {!required && optionalLabel ? (
          <span className="font-normal text-slate-600 dark:text-dark-300"> ({optionalLabel})</span>
        ) : null}
      </label>
      {multiline ? (
        <textarea {...shared} rows={5} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
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
    </div>
  );
}
