/**
 * Rules and texts of the theme toggle (spec sections 2, 4 and 9). The texts are fixed German in
 * the spec, whatever the page language; the toggle marks them with lang="de".
 */
import type { SiteSettings } from '@wegweiser/contracts';
import type { ThemeMode } from '@wegweiser/contracts/constants';

export const MODE_LABELS: Readonly<Record<ThemeMode, string>> = { light: 'Hell', dark: 'Dunkel' };
export const THEME_LOADING_TEXT = 'Theme wird geladen...';

export const themeLabel = (mode: ThemeMode) => `Theme: ${MODE_LABELS[mode]}`;
/** The accessible name: "Current mode: X. Click to switch." */
export const themeAccessibleName = (mode: ThemeMode) =>
  `Aktueller Modus: ${MODE_LABELS[mode]}. Klicken zum Wechseln.`;

/** Enabled unless the settings say otherwise; failed settings mean enabled (spec section 8). */
export const isThemeToggleEnabled = (settings: Pick<SiteSettings, 'enable_theme_toggle'> | null) =>
  settings?.enable_theme_toggle !== false;

/** The mode a toggle switches to; null when switching is disabled (toggling does nothing). */
export const nextThemeMode = (current: ThemeMode, enabled: boolean): ThemeMode | null =>
  enabled ? (current === 'dark' ? 'light' : 'dark') : null;

/** The mode the inline boot script applied before first paint. */
export function readDocumentThemeMode(root: {
  getAttribute: (name: string) => string | null;
  classList: { contains: (name: string) => boolean };
}): ThemeMode {
  const attribute = root.getAttribute('data-theme');
  if (attribute === 'light' || attribute === 'dark') return attribute;
  return root.classList.contains('dark') ? 'dark' : 'light';
}
