/**
 * The country whose flag stands for a language. A region subtag wins (`en-US` → us, `de-AT` → at);
 * otherwise the language's home country (en → gb, zh → cn, ja → jp …), else the code itself, which
 * is right for languages named like their country (de, fr, it …).
 */
const HOME_COUNTRY: Readonly<Record<string, string>> = {
  en: 'gb',
  zh: 'cn',
  ja: 'jp',
  ko: 'kr',
  cs: 'cz',
  da: 'dk',
  sv: 'se',
  nb: 'no',
  nn: 'no',
  el: 'gr',
  uk: 'ua',
  hi: 'in',
  ga: 'ie',
};

export function countryForLanguage(code: string): string {
  const [language = '', region] = code.trim().toLowerCase().split(/[-_]/);
  if (region && /^[a-z]{2}$/.test(region)) return region;
  return HOME_COUNTRY[language] ?? language;
}
