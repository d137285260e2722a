/**
 * Spec section 8 messages of the layout's own calls that the visitor never sees: the site keeps
 * working on its fallbacks (default settings, fallback palettes, system colour preference). They
 * are kept as data-* attributes on the layout for diagnostics, like the footer's.
 */
import { THEME_LOAD_ERROR } from '../../shared/theme/theme-mode';

export const SITE_SETTINGS_ERROR = 'Fehler beim Laden der Website-Einstellungen';

export function layoutDiagnostics(failed: { settings: boolean; theme: boolean }): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (failed.settings) attributes['data-site-settings-error'] = SITE_SETTINGS_ERROR;
  if (failed.theme) attributes['data-theme-error'] = THEME_LOAD_ERROR;
  return attributes;
}
