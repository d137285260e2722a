import type { ThemeMode } from '@wegweiser/contracts/constants';
import { MoonIcon, SunIcon } from '../../../shared/ui/interface-icons';
import { useThemeMode } from '../hooks/use-theme-mode';
import { THEME_LOADING_TEXT, themeAccessibleName, themeLabel } from '../theme-toggle-state';

export type ThemeToggleVariant = 'default' | 'header' | 'floating';

/** Sun/moon switch between light and dark; hidden when theme switching is disabled. */
export function ThemeToggle({
  variant = 'default',
  className,
}: {
  variant?: ThemeToggleVariant;
  className?: string;
}) {
  const { mode, enabled, toggle } = useThemeMode();
  return (
    <ThemeToggleView
      variant={variant}
      mode={mode}
      enabled={enabled}
      onToggle={toggle}
      className={className}
    />
  );
}

const WRAPPER: Record<ThemeToggleVariant, string> = {
  default: 'inline-flex items-center gap-3',
  header: 'inline-flex items-center',
  floating:
    'fixed right-4 bottom-4 z-40 inline-flex items-center rounded-full border border-dark-100 bg-white/95 p-2 shadow-lg backdrop-blur dark:border-dark-700 dark:bg-dark-800/95',
};

/** The markup for a known state; `mode` null means the mode is not known yet (before mount). */
export function ThemeToggleView({
  variant,
  mode,
  enabled,
  onToggle,
  className = '',
}: {
  variant: ThemeToggleVariant;
  mode: ThemeMode | null;
  enabled: boolean;
  onToggle: () => void;
  className?: string;
}) {
  if (!enabled) return null;
  const wrapper = `${WRAPPER[variant]} ${className}`;
  const visibleLabel = variant === 'default';

  if (mode === null) {
    return (
      <span lang="de" className={wrapper} data-theme-toggle={variant}>
        <span role="status" className="inline-flex items-center gap-3">
          {/* Still, not pulsing: it is in every server-rendered page until the app starts, and an
              endless animation repaints the page every frame meanwhile (decision 016). */}
          <span aria-hidden="true" className="h-8 w-14 rounded-full bg-dark-100 dark:bg-dark-700" />
          <span className={visibleLabel ? 'text-sm text-dark-600 dark:text-dark-300' : 'sr-only'}>
            {THEME_LOADING_TEXT}
          </span>
        </span>
      </span>
    );
  }

  const dark = mode === 'dark';
  const label = themeLabel(mode);
  return (
    <span lang="de" className={wrapper} data-theme-toggle={variant} data-mode={mode}>
      <button
        type="button"
        onClick={onToggle}
        aria-label={themeAccessibleName(mode)}
        title={visibleLabel ? undefined : label}
        className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-300 ${
          dark ? 'border-dark-600 bg-dark-700' : 'border-primary-200 bg-primary-50'
        }`}
      >
        <span
          aria-hidden="true"
          className={`absolute top-1/2 left-0.5 flex h-6 w-6 -translate-y-1/2 items-center justify-center rounded-full shadow-sm transition-transform duration-200 ${
            dark ? 'translate-x-6 bg-dark-900 text-primary-200' : 'translate-x-0 bg-white text-accent-600'
          }`}
        >
          {dark ? <MoonIcon className="h-4 w-4" /> : <SunIcon className="h-4 w-4" />}
        </span>
      </button>
      <span className={visibleLabel ? 'text-sm font-medium text-dark-700 dark:text-dark-200' : 'sr-only'}>
        {label}
      </span>
    </span>
  );
}
