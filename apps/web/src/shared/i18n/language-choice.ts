/**
 * The visitor's language choice (spec section 4 "Language": "Changing language saves it"): kept in
 * local storage (`selectedLanguage`) and mirrored into the `selectedLanguage` cookie so the server
 * renders it. Both are written only when the visitor chooses in the language selector — the
 * language negotiated on a first visit (Accept-Language) is not a choice and writes nothing, as the
 * privacy policy says (issue 11 point 7, decision 019).
 */
import { STORAGE_KEYS } from '@wegweiser/contracts/constants';
import { type AvailableLanguage, isSelectable } from '@wegweiser/contracts/language';

export type LanguageChoiceStore = {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The `selectedLanguage` cookie's value. */
  readCookie: () => string | null;
  writeCookie: (code: string) => void;
};

/** The saved choice, if it is still an available language. */
export function savedLanguage(store: LanguageChoiceStore, available: readonly AvailableLanguage[]) {
  let stored: string | null | undefined;
  try {
    stored = store.storage?.getItem(STORAGE_KEYS.language);
  } catch {
    stored = null;
  }
  return stored && isSelectable(stored, available) ? stored : null;
}

/**
 * At start: with a saved choice the cookie is brought in line with it (it may have expired or been
 * cleared), and the page reloads when the server rendered another language. Without a choice, or
 * when the URL's ?lang decides the page's language, nothing is written.
 */
export function languageAtStart(
  store: LanguageChoiceStore,
  page: { language: string; available: readonly AvailableLanguage[]; explicit: boolean },
): 'reload' | 'start' {
  const saved = page.explicit ? null : savedLanguage(store, page.available);
  if (!saved || store.readCookie() === saved) return 'start';
  store.writeCookie(saved);
  return saved === page.language ? 'start' : 'reload';
}

/** The visitor chose `code` in the language selector: save it and mirror it into the cookie. */
export function saveLanguageChoice(store: LanguageChoiceStore, code: string) {
  try {
    store.storage?.setItem(STORAGE_KEYS.language, code);
  } catch {
    // Without storage the cookie still carries the choice.
  }
  store.writeCookie(code);
}
