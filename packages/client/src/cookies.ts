/** Reading the document's cookies, for code that runs in the browser (tests pass a stand-in jar). */

/** Where cookies are read and written: the document (tests pass a stand-in). */
export type CookieJar = { cookie: string };

export function readCookie(name: string, jar: CookieJar = document): string | null {
  for (const part of jar.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}
