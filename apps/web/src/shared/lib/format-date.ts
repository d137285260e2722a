/**
 * Dates of posts and legal pages in the reader's language ("14. Juli 2026", "14 July 2026").
 * The time zone is fixed so the server render and the browser agree whatever their clocks say:
 * date-only values (valid_through) are calendar days, timestamps are shown in the business's
 * own time zone.
 */
const LOCALES: Record<string, string> = { de: 'de-DE', en: 'en-GB', es: 'es-ES', fr: 'fr-FR', zh: 'zh-CN' };
const BUSINESS_TIME_ZONE = 'Europe/Berlin';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export const localeFor = (language: string) => LOCALES[language] ?? language;

/** The date in long form, or the input unchanged when it is not a date. */
export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const dateOnly = DATE_ONLY.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  try {
    return new Intl.DateTimeFormat(localeFor(language), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: dateOnly ? 'UTC' : BUSINESS_TIME_ZONE,
    }).format(date);
  } catch {
    // An unknown locale tag: fall back to the default language's format.
    return formatDate(value, 'de');
  }
}

/** A moment as date and time of day in the business's time zone ("30. November 2026 um 14:03"). */
export function formatDateTime(value: Date, language: string): string {
  try {
    return new Intl.DateTimeFormat(localeFor(language), {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: BUSINESS_TIME_ZONE,
    }).format(value);
  } catch {
    return formatDateTime(value, 'de');
  }
}
