import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { applyTheme, readThemeChoice, resolveTheme, saveThemeChoice, type ThemeChoice } from './theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

type Theme = { choice: ThemeChoice; setChoice: (choice: ThemeChoice) => void };

const ThemeContext = createContext<Theme | null>(null);

/** Applies the theme choice to the document and follows the system while the choice is `system`. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [choice, setChoiceState] = useState<ThemeChoice>(readThemeChoice);
  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY);
    const apply = () => applyTheme(resolveTheme(choice, media.matches));
    apply();
    if (choice !== 'system') return;
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [choice]);
  const value = useMemo<Theme>(
    () => ({
      choice,
      setChoice: (next) => {
        saveThemeChoice(next);
        setChoiceState(next);
      },
    }),
    [choice],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): Theme {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme outside ThemeProvider');
  return value;
}
