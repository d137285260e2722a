import { describe, expect, it, vi } from 'vitest';
import {
  applyThemeMode,
  initialThemeMode,
  parseStoredMode,
  THEME_EVENTS,
  themeBootScript,
  themeModeSettings,
} from './theme-mode';

describe('initialThemeMode', () => {
  const enabled = { toggleEnabled: true, fixedMode: 'light' as const };
  const disabled = { toggleEnabled: false, fixedMode: 'dark' as const };
  it.each([
    ['stored dark wins with the toggle enabled', enabled, 'dark', false, 'dark'],
    ['stored light wins over a dark system', enabled, 'light', true, 'light'],
    ['invalid stored value → system', enabled, 'blue', true, 'dark'],
    ['nothing stored → system light', enabled, null, false, 'light'],
    ['toggle disabled → fixed mode', disabled, 'light', false, 'dark'],
    ['settings failed → system', null, 'light', true, 'dark'],
  ] as const)('%s', (_label, settings, stored, systemDark, expected) => {
    expect(initialThemeMode(settings, stored, systemDark)).toBe(expected);
  });

  it('a failed theme load means the system preference, whatever the settings or the stored value', () => {
    const fixedDark = { toggleEnabled: false, fixedMode: 'dark' as const };
    expect(themeModeSettings(enabled, true)).toBe(enabled);
    expect(initialThemeMode(themeModeSettings(enabled, false), 'dark', false)).toBe('light');
    expect(initialThemeMode(themeModeSettings(fixedDark, false), null, false)).toBe('light');
    expect(initialThemeMode(themeModeSettings(enabled, false), 'light', true)).toBe('dark');
  });

  it('accepts only light or dark as stored values', () => {
    expect(parseStoredMode('dark')).toBe('dark');
    expect(parseStoredMode('Dark')).toBeNull();
    expect(parseStoredMode('')).toBeNull();
  });
});

describe('applyThemeMode', () => {
  it('sets the class and data-theme, saves, and fires both events', () => {
    const classes = new Set<string>();
    const attributes = new Map<string, string>();
    const storage = new Map<string, string>();
    const events: Event[] = [];
    applyThemeMode(
      'dark',
      {
        root: {
          classList: { toggle: (name, force) => (force ? classes.add(name) : classes.delete(name)) },
          setAttribute: (name, value) => attributes.set(name, value),
        },
        storage: { setItem: (k, v) => storage.set(k, v), removeItem: (k) => storage.delete(k) },
        dispatch: (event) => events.push(event),
      },
      { persist: true },
    );
    expect(classes.has('dark')).toBe(true);
    expect(attributes.get('data-theme')).toBe('dark');
    expect(storage.get('theme-mode')).toBe('dark');
    expect(events.map((event) => event.type)).toEqual([THEME_EVENTS.reapplyStyles, THEME_EVENTS.modeChanged]);
    expect((events[1] as CustomEvent).detail).toEqual({ mode: 'dark', isDark: true });
  });

  it('removes the stored value when the toggle is disabled', () => {
    const removeItem = vi.fn();
    applyThemeMode(
      'light',
      {
        root: { classList: { toggle: () => {} }, setAttribute: () => {} },
        storage: { setItem: () => {}, removeItem },
        dispatch: () => {},
      },
      { persist: false },
    );
    expect(removeItem).toHaveBeenCalledWith('theme-mode');
  });
});

describe('themeBootScript', () => {
  it('is a self-contained script embedding the settings', () => {
    const script = themeBootScript({ toggleEnabled: true, fixedMode: 'light' });
    expect(script).toContain('"toggleEnabled":true');
    expect(script).not.toContain('</script');
    expect(() => new Function(script)).not.toThrow();
  });
});
