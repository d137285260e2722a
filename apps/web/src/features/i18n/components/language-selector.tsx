import { CheckIcon, ChevronDownIcon } from '@heroicons/react/20/solid';
import { isSelectable } from '@wegweiser/contracts/language';
import { useEffect, useId, useRef, useState } from 'react';
import { useApp } from '../../../shared/context/app-context';
import { statusTexts } from '../../../shared/i18n/status-texts';
import {
  dropdownAlignment,
  LANGUAGE_BUTTON_ICON_PX,
  LANGUAGE_DROPDOWN_WIDTH,
  LANGUAGE_LIST_ICON_PX,
  type LanguageOptions,
  selectorLabel,
} from '../language-options';
import { LanguageFlag } from './language-flag';

/**
 * Disclosure button with the list of languages (flag, native name, check mark on the current one),
 * rendered while open. Closes on outside click and Escape; hidden when only one language exists. Choosing a language
 * hands over to the app, which saves it, mirrors the cookie, clears caches and reloads.
 */
export function LanguageSelector({
  options,
  className = '',
  nameClassName = '',
}: {
  options: LanguageOptions;
  className?: string;
  /** Classes for the native name in the button (the header hides it on narrow desktops). */
  nameClassName?: string;
}) {
  const { language, changeLanguage } = useApp();
  const [open, setOpen] = useState(false);
  const [alignment, setAlignment] = useState<'center' | 'left'>('left');
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const align = () => setAlignment(dropdownAlignment(window.innerWidth));
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    window.addEventListener('resize', align);
    // In the capture phase: React stops a pointer or key event on a part of the page not hydrated yet
    // (an island, decision 120) before it bubbles to the document.
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      window.removeEventListener('resize', align);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [open]);

  if (options.status === 'loading') {
    return (
      <p role="status" className={`text-sm text-dark-600 dark:text-dark-300 ${className}`}>
        {statusTexts.loading(language)}
      </p>
    );
  }
  const { languages } = options;
  if (languages.length <= 1) return null;
  const current = languages.find((item) => item.code === language) ?? languages[0];
  if (!current) return null;

  const choose = (code: string) => {
    setOpen(false);
    if (code !== language && isSelectable(code, languages)) changeLanguage(code);
  };

  return (
    <div ref={root} className={`relative ${className}`} data-language-selector="">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={`${selectorLabel(language)}: ${current.native_name}`}
        onClick={() => {
          setAlignment(dropdownAlignment(window.innerWidth));
          setOpen((value) => !value);
        }}
        className="inline-flex h-10 items-center gap-2 rounded-full border border-dark-200 px-3 text-sm font-medium text-dark-800 transition-colors hover:bg-dark-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:border-dark-600 dark:text-dark-100 dark:hover:bg-dark-800 dark:focus-visible:outline-primary-300"
      >
        <LanguageFlag code={current.code} size={LANGUAGE_BUTTON_ICON_PX} />
        <span lang={current.code} className={nameClassName}>
          {current.native_name}
        </span>
        <ChevronDownIcon
          aria-hidden="true"
          className={`h-4 w-4 text-dark-500 transition-transform dark:text-dark-300 ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {/* Only while open: closed, it would be markup in every page's first bytes that no one can
          use before the island hydrates (decision 137). */}
      {open ? (
        <ul
          id={listId}
          data-align={alignment}
          style={{ width: LANGUAGE_DROPDOWN_WIDTH }}
          className={`absolute top-full z-50 mt-2 rounded-2xl border border-dark-100 bg-white p-1.5 shadow-lg dark:border-dark-700 dark:bg-dark-800 ${
            alignment === 'center' ? 'left-1/2 -translate-x-1/2' : 'left-0'
          }`}
        >
          {languages.map((item) => {
            const selected = item.code === current.code;
            return (
              <li key={item.code}>
                <button
                  type="button"
                  lang={item.code}
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => choose(item.code)}
                  className={`flex w-full items-center gap-3 rounded-xl px-3 py-2 text-left text-sm transition-colors hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600 dark:hover:bg-dark-700 dark:focus-visible:outline-primary-300 ${
                    selected
                      ? 'font-semibold text-primary-800 dark:text-primary-200'
                      : 'text-dark-800 dark:text-dark-100'
                  }`}
                >
                  <LanguageFlag code={item.code} size={LANGUAGE_LIST_ICON_PX} />
                  <span className="flex-1">{item.native_name}</span>
                  {selected ? (
                    <CheckIcon
                      aria-hidden="true"
                      style={{ width: LANGUAGE_LIST_ICON_PX, height: LANGUAGE_LIST_ICON_PX }}
                      className="text-primary-700 dark:text-primary-300"
                    />
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
