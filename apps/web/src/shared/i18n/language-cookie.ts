import type { CookieJar } from '@wegweiser/client/cookies';
import { LANGUAGE_COOKIE } from '@wegweiser/contracts/constants';

/**
 * Mirrors the visitor's language choice into a cookie so the server renders the chosen language.
 * Only for a choice (language-choice.ts): the privacy policy says the cookie comes from choosing.
 */
export function writeLanguageCookie(
  code: string,
  jar: CookieJar = document,
  https = window.location.protocol === 'https:',
) {
  const secure = https ? '; Secure' : '';
  // document.cookie: the Cookie Store API is not available in every browser the site supports.
  jar.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
