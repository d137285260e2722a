/**
 * The words every screen shares — buttons, errors, the shell and its menu, roles, paging, the
 * unsaved-changes question — through the same `defineWords` as each feature's own words
 * (decision 100). `useT()` is the short form for components that need only these.
 */

import { de } from './de';
import { defineWords } from './define-words';
import { en } from './en';

export const useConsoleWords = defineWords({ en, de });

/** The shared words in the owner's language. */
export const useT = () => useConsoleWords().w;
