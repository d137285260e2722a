/**
 * Theme rules (spec section 4): with the toggle enabled the stored mode (if light or dark) or the
 * system preference applies; with it disabled the fixed mode applies and the stored value goes.
 */
import { STORAGE_KEYS, type ThemeMode } from '@wegweiser/contracts/constants';

export const THEME_EVENTS = {
  reapplyStyles: 'reapply-theme-styles',
  modeChanged: 'theme-mode-changed',
} as const;

export type ThemeSettings = { toggleEnabled: boolean; fixedMode: ThemeMode };

/** Spec section 8: kept as a diagnostic on the page, never displayed. */
export const THEME_LOAD_ERROR = 'Failed to load theme';

/**
 * What the mode decision starts from: the settings, or null — the system preference — when the
 * settings or the theme itself failed to load (spec section 8, "Theme init or load fails").
 */
export const themeModeSettings = (settings: ThemeSettings | null, themeLoaded: boolean) =>
  themeLoaded ? settings : null;

/** A stored theme value is accepted only if light or dark (spec section 5). */
export const parseStoredMode = (value: string | null | undefined): ThemeMode | null =>
  value === 'light' || value === 'dark' ? value : null;

export function initialThemeMode(
  settings: ThemeSettings | null,
  stored: string | null,
  systemDark: boolean,
): ThemeMode {
  const system: ThemeMode = systemDark ? 'dark' : 'light';
  // Settings or theme failed to load: the system preference.
  if (!settings) return system;
  if (!settings.toggleEnabled) return settings.fixedMode;
  return parseStoredMode(stored) ?? system;
}

export type ThemeEnvironment = {
  root: {
    classList: { toggle: (name: string, force: boolean) => void };
    setAttribute: (n: string, v: string) => void;
  };
  storage: { setItem: (k: string, v: string) => void; removeItem: (k: string) => void } | null;
  dispatch: (event: Event) => void;
};

/** The class on <html> in dark mode, set by the head script before the first paint. */
export const DARK_MODE_CLASS = 'dark';

/** Sets the dark class and data-theme, saves the choice and fires both window events. */
export function applyThemeMode(mode: ThemeMode, env: ThemeEnvironment, options: { persist: boolean }) {
  const isDark = mode === 'dark';
  env.root.classList.toggle(DARK_MODE_CLASS, isDark);
  env.root.setAttribute('data-theme', mode);
  try {
    if (options.persist) env.storage?.setItem(STORAGE_KEYS.themeMode, mode);
    else env.storage?.removeItem(STORAGE_KEYS.themeMode);
  } catch {
    // Storage can be unavailable (private mode, blocked); the mode still applies for this page.
  }
  env.dispatch(new CustomEvent(THEME_EVENTS.reapplyStyles));
  env.dispatch(new CustomEvent(THEME_EVENTS.modeChanged, { detail: { mode, isDark } }));
}

/**
 * The inline script in <head> that applies the mode before first paint. It repeats
 * initialThemeMode in plain ES5 because it runs before any bundle.
 */
export function themeBootScript(settings: ThemeSettings | null): string {
  const config = JSON.stringify(settings);
  return `(function(){try{var s=${config},k=${JSON.stringify(STORAGE_KEYS.themeMode)},d=document.documentElement,m;var sys=window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';if(!s){m=sys}else if(!s.toggleEnabled){m=s.fixedMode;try{localStorage.removeItem(k)}catch(e){}}else{var v=null;try{v=localStorage.getItem(k)}catch(e){}m=v==='light'||v==='dark'?v:sys}d.classList.toggle('${DARK_MODE_CLASS}',m==='dark');d.setAttribute('data-theme',m)}catch(e){}})();`;
}
