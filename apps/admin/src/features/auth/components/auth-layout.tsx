import { CONSOLE_LANGUAGES, type ConsoleLanguage } from '@wegweiser/contracts/admin-auth';
import { type ReactNode, useId } from 'react';
import { useConsoleWords } from '../../../shared/i18n/console-words';
import { useI18n } from '../../../shared/i18n/i18n-provider';
import { THEME_CHOICES, type ThemeChoice } from '../../../shared/theme/theme';
import { useTheme } from '../../../shared/theme/theme-provider';

/** The frame of the screens before sign-in: a centred card, with language and theme at hand. */
export function AuthLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const { w: t, language } = useConsoleWords();
  const { setLanguage } = useI18n();
  const theme = useTheme();
  return (
    <div className="flex min-h-dvh flex-col bg-dark-50 dark:bg-dark-950">
      <header className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <p className="font-semibold text-primary-800 dark:text-primary-200">
          {t.common.product} · {t.common.console}
        </p>
        <div className="flex gap-2">
          <CompactSelect
            label={t.language.label}
            value={language}
            options={CONSOLE_LANGUAGES.map((code) => [code, t.language[code]])}
            onChange={(code) => setLanguage(code as ConsoleLanguage)}
          />
          <CompactSelect
            label={t.theme.label}
            value={theme.choice}
            options={THEME_CHOICES.map((choice) => [choice, t.theme[choice]])}
            onChange={(choice) => theme.setChoice(choice as ThemeChoice)}
          />
        </div>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pb-12 pt-6 sm:items-center">
        <div className="w-full max-w-md rounded-2xl border border-dark-200 bg-white p-6 shadow-sm dark:border-dark-700 dark:bg-dark-800 sm:p-8">
          <h1 className="text-2xl font-semibold tracking-tight text-dark-900 dark:text-white">{title}</h1>
          {intro ? <p className="mt-2 text-dark-700 dark:text-dark-200">{intro}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  );
}

/** A small select whose label only assistive technology reads (the options say what it is). */
function CompactSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: [string, string][];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="min-h-11 rounded-lg border border-dark-300 bg-white px-2 text-sm dark:border-dark-600 dark:bg-dark-900"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </>
  );
}
