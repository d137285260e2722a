import { describe, expect, it } from 'vitest';
import {
  isThemeToggleEnabled,
  nextThemeMode,
  readDocumentThemeMode,
  THEME_LOADING_TEXT,
  themeAccessibleName,
  themeLabel,
} from './theme-toggle-state';

const root = (attribute: string | null, dark: boolean) => ({
  getAttribute: () => attribute,
  classList: { contains: (name: string) => name === 'dark' && dark },
});

describe('theme toggle texts', () => {
  it("labels the modes 'Hell' and 'Dunkel'", () => {
    expect(themeLabel('light')).toBe('Theme: Hell');
    expect(themeLabel('dark')).toBe('Theme: Dunkel');
  });

  it("names the control 'current mode: X. Click to switch.'", () => {
    expect(themeAccessibleName('light')).toBe('Aktueller Modus: Hell. Klicken zum Wechseln.');
    expect(themeAccessibleName('dark')).toBe('Aktueller Modus: Dunkel. Klicken zum Wechseln.');
  });

  it('has the loading text', () => {
    expect(THEME_LOADING_TEXT).toBe('Theme wird geladen...');
  });
});

describe('nextThemeMode', () => {
  it('switches between light and dark when enabled', () => {
    expect(nextThemeMode('light', true)).toBe('dark');
    expect(nextThemeMode('dark', true)).toBe('light');
  });

  it('does nothing when switching is disabled', () => {
    expect(nextThemeMode('light', false)).toBeNull();
    expect(nextThemeMode('dark', false)).toBeNull();
  });
});

describe('isThemeToggleEnabled', () => {
  it('follows enable_theme_toggle', () => {
    expect(isThemeToggleEnabled({ enable_theme_toggle: true })).toBe(true);
    expect(isThemeToggleEnabled({ enable_theme_toggle: false })).toBe(false);
  });

  it('stays enabled when the settings failed to load', () => {
    expect(isThemeToggleEnabled(null)).toBe(true);
  });
});

describe('readDocumentThemeMode', () => {
  it('reads data-theme first, then the dark class', () => {
    expect(readDocumentThemeMode(root('dark', false))).toBe('dark');
    expect(readDocumentThemeMode(root('light', true))).toBe('light');
    expect(readDocumentThemeMode(root(null, true))).toBe('dark');
    expect(readDocumentThemeMode(root('blue', false))).toBe('light');
  });
});
