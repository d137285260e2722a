/**
 * Light or dark: the console follows the system unless the owner picks one, which is saved in this
 * browser (`console-theme`, apart from the public site's `theme-mode`). index.html applies the same
 * rule before first paint, so the page never flashes in the wrong theme.
 */
export const THEME_STORAGE_KEY = 'console-theme';

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const parseThemeChoice = (value: string | null): ThemeChoice =>
  value === 'light' || value === 'dark' ? value : 'system';

export const resolveTheme = (choice: ThemeChoice, systemDark: boolean): 'light' | 'dark' =>
  choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;

export function readThemeChoice(): ThemeChoice {
  try {
    return parseThemeChoice(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

export function saveThemeChoice(choice: ThemeChoice) {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage blocked: the choice holds for this visit.
  }
}

export function applyTheme(mode: 'light' | 'dark', root: HTMLElement = document.documentElement) {
  root.classList.toggle('dark', mode === 'dark');
  root.setAttribute('data-theme', mode);
}
