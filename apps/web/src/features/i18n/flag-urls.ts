/**
 * URL of each self-hosted flag, by lower-case ISO country code. `?no-inline` keeps every flag a
 * separate hashed file: the bundle carries only the URLs, and a failed image load can show the
 * country-code fallback.
 */
const modules = import.meta.glob<string>('./flags/*.svg', {
  eager: true,
  query: '?no-inline',
  import: 'default',
});

export const FLAG_URLS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(modules).map(([path, url]) => [path.slice('./flags/'.length, -'.svg'.length), url]),
);

export const flagUrl = (country: string): string | undefined =>
  Object.hasOwn(FLAG_URLS, country) ? FLAG_URLS[country] : undefined;
