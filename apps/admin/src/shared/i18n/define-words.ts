/**
 * The console's one way to hold words (decision 100): each screen or feature keeps its words in a
 * `words.ts` beside it — English, and German with the English object's shape, so a missing key fails
 * the type check — and reads them through the hook `defineWords` makes, in the language the owner
 * chose. The shared words (buttons, errors, the shell) are such a module too (`./console-words`).
 * Typed objects rather than an i18n library: two languages, plurals and numbers said by functions.
 */
import type { ConsoleLanguage } from '@wegweiser/contracts/admin-auth';
import { useLanguage } from './i18n-provider';

export type Words<T> = {
  /** The words in the owner's language (the hook's answer). */
  (): { w: T; language: ConsoleLanguage };
  /** The words in a given language, for code that is not a component (and for tests). */
  in: (language: ConsoleLanguage) => T;
};

export function defineWords<T>(words: { en: T; de: NoInfer<T> }): Words<T> {
  const hook = () => {
    const language = useLanguage();
    return { w: words[language], language };
  };
  return Object.assign(hook, { in: (language: ConsoleLanguage) => words[language] });
}
