/** The booking screens' on/off switch (decision 106): a labelled checkbox with its meaning underneath. */
import { useId } from 'react';

/** A labelled on/off switch with its meaning in plain words underneath. */
export function Switch({
  label,
  help,
  checked,
  onChange,
}: {
  label: string;
  help: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        aria-describedby={`${id}-help`}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 size-5 shrink-0 accent-primary-700 dark:accent-primary-300"
      />
      <div className="space-y-1">
        <label htmlFor={id} className="font-medium text-dark-900 dark:text-white">
          {label}
        </label>
        <p id={`${id}-help`} className="text-sm text-dark-700 dark:text-dark-200">
          {help}
        </p>
      </div>
    </div>
  );
}
