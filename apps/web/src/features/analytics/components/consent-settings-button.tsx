import type { Ref } from 'react';
import { useApp } from '../../../shared/context/app-context';
import { PrivacyIcon } from '../../../shared/ui/interface-icons';
import { openConsentSettings } from '../consent/consent-settings';
import { consentTexts } from '../consent/consent-texts';

/**
 * Reopens the consent banner. `link` is a text button for a footer; `floating` a small icon button
 * in the bottom-left corner, in its own landmark so it is easy to find.
 */
export function ConsentSettingsButton({
  variant = 'link',
  className = '',
  buttonRef,
}: {
  variant?: 'link' | 'floating';
  className?: string;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const { language } = useApp();
  const label = consentTexts(language).settings;
  if (variant === 'link') {
    return (
      <button
        ref={buttonRef}
        type="button"
        onClick={openConsentSettings}
        data-analytics-ignore=""
        className={`cursor-pointer hover:underline ${className}`}
      >
        {label}
      </button>
    );
  }
  return (
    <aside aria-label={label} className="fixed bottom-3 left-3 z-40">
      <button
        ref={buttonRef}
        type="button"
        onClick={openConsentSettings}
        aria-label={label}
        title={label}
        data-analytics-ignore=""
        className={`flex size-10 items-center justify-center rounded-full border border-slate-200 bg-white text-primary-700 shadow-md transition-colors hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:border-dark-600 dark:bg-dark-800 dark:text-primary-200 dark:hover:bg-dark-700 dark:focus-visible:outline-primary-300 ${className}`}
      >
        <PrivacyIcon aria-hidden="true" className="size-5" />
      </button>
    </aside>
  );
}
