import { LANGUAGE_COOKIE } from '@wegweiser/contracts/constants';

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** Mirrors the language choice into a cookie so the server renders the chosen language. */
export function writeLanguageCookie(code: string) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // The Cookie Store API is not available in every browser the site supports.
  // biome-ignore lint/suspicious/noDocumentCookie: plain assignment works everywhere
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
