import type { DurationUnit, LanguageCode } from '@wegweiser/contracts/constants';

const NUMBER_LOCALES: Record<LanguageCode, string> = {
  de: 'de-DE',
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
  zh: 'zh-CN',
};

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(language: LanguageCode, currency: string, fractionDigits: number) {
  const key = `${language}:${currency}:${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(NUMBER_LOCALES[language], {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

export type FormattedPrice = { amount: string; currency: string; formatted: string };

/** Formats a decimal string price for the language; whole amounts are shown without cents. */
export function formatPrice(amount: string, currency: string, language: LanguageCode): FormattedPrice {
  const value = Number(amount);
  const digits = Number.isInteger(value) ? 0 : 2;
  return { amount, currency, formatted: currencyFormatter(language, currency, digits).format(value) };
}

export function formatDuration(duration: number | null, unit: string | null) {
  if (duration === null || unit === null) return null;
  return { duration, unit: unit as DurationUnit };
}
