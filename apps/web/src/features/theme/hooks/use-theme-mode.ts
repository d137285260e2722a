import type { ThemeMode } from '@wegweiser/contracts/constants';
import { useCallback, useEffect, useState } from 'react';
import { useApp } from '../../../shared/context/app-context';
import { applyThemeMode, THEME_EVENTS } from '../../../shared/theme/theme-mode';
import { isThemeToggleEnabled, nextThemeMode, readDocumentThemeMode } from '../theme-toggle-state';

export type ThemeModeState = {
  /** null until mounted: only the browser knows the mode the boot script chose. */
  mode: ThemeMode | null;
  enabled: boolean;
  toggle: () => void;
};

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The current theme mode, read from <html> (the inline boot script applied it before paint), kept
 * in sync with other toggles through the mode-changed event.
 */
export function useThemeMode(): ThemeModeState {
  const { settings } = useApp();
  const enabled = isThemeToggleEnabled(settings);
  const [mode, setMode] = useState<ThemeMode | null>(null);

  useEffect(() => {
    setMode(readDocumentThemeMode(document.documentElement));
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<{ mode?: ThemeMode }>).detail;
      setMode(detail?.mode ?? readDocumentThemeMode(document.documentElement));
    };
    window.addEventListener(THEME_EVENTS.modeChanged, onChange);
    return () => window.removeEventListener(THEME_EVENTS.modeChanged, onChange);
  }, []);

  const toggle = useCallback(() => {
    const next = nextThemeMode(readDocumentThemeMode(document.documentElement), enabled);
    if (!next) return;
    applyThemeMode(
      next,
      {
        root: document.documentElement,
        storage: safeStorage(),
        dispatch: (event) => window.dispatchEvent(event),
      },
      { persist: true },
    );
  }, [enabled]);

  return { mode, enabled, toggle };
}
