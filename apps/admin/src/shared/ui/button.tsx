import { type ButtonHTMLAttributes, forwardRef, type MouseEvent } from 'react';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

const VARIANTS: Record<Variant, string> = {
  primary:
    'bg-primary-700 text-white hover:bg-primary-800 dark:bg-primary-300 dark:text-dark-950 dark:hover:bg-primary-200',
  secondary:
    'border border-dark-300 bg-white text-dark-900 hover:bg-dark-50 dark:border-dark-600 dark:bg-dark-800 dark:text-dark-50 dark:hover:bg-dark-700',
  danger: 'bg-red-700 text-white hover:bg-red-800 dark:bg-red-400 dark:text-dark-950 dark:hover:bg-red-300',
  ghost: 'text-dark-800 hover:bg-dark-100 dark:text-dark-100 dark:hover:bg-dark-800',
};

export const buttonClass = (variant: Variant = 'primary') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors motion-reduce:transition-none disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]}`;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; busy?: boolean };

/**
 * A button at least 44 px high (touch target); `busy` disables it and tells assistive technology.
 * One action per click: the second click of a double click (`detail` 2 or more) does nothing — it
 * arrives before the first one's `busy` has disabled the button, and would send the action again
 * (a second delete answered "not found", issue 24 point 3). Keyboard activation has `detail` 0.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    busy = false,
    className = '',
    type = 'button',
    disabled,
    children,
    onClick,
    ...props
  },
  ref,
) {
  const once = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail > 1) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={ref}
      type={type}
      className={`${buttonClass(variant)} ${className}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={once}
      {...props}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
});

export function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
