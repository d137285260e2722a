/**
 * A dashboard table as the owner reads it (issue 24 points 7 and 9): the API's rows carry machine
 * values — an offer's kind and address, a device class, a contact source's code — which become
 * words here; columns only a developer needs (an offer's address) are left out. The CSV export
 * keeps every column as the API sends it.
 */
import type { AnalyticsDevice, AnalyticsTableResult } from '@wegweiser/contracts';
import type { ContactContext } from '@wegweiser/contracts/constants';
import { CONTACT_SOURCE_WORDS } from '@wegweiser/contracts/contact-sources';

export type TableWords = {
  columns: Record<string, string>;
  kinds: Record<string, string>;
  devices: Record<AnalyticsDevice, string>;
  unknown: string;
  noValue: string;
  /** Site languages by code (the funnel by language). */
  languages?: Record<string, string>;
};

type Cell = string | number;
/** Columns of a table that only a developer needs. */
const HIDDEN: Partial<Record<string, readonly string[]>> = { funnel: ['service'] };

export function presentTable(result: AnalyticsTableResult, words: TableWords, language: 'de' | 'en') {
  const hidden = HIDDEN[result.table] ?? [];
  const shown = result.columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => !hidden.includes(column));
  const sources = CONTACT_SOURCE_WORDS[language];
  const cell = (column: string, value: Cell): Cell => {
    if (typeof value === 'number') return value;
    switch (column) {
      case 'kind':
        return words.kinds[value] ?? value;
      case 'site_language':
        return words.languages?.[value] ?? value;
      case 'viewport':
        return words.devices[value as AnalyticsDevice] ?? value;
      case 'context':
        return value === '' ? sources.contactPage : (sources.contexts[value as ContactContext] ?? value);
      case 'subject':
        return value === '' ? words.noValue : value;
      default:
        return value === '' ? words.unknown : value;
    }
  };
  return {
    columns: shown.map(({ column }) => words.columns[column] ?? column),
    rows: result.rows.map((row) => shown.map(({ column, index }) => cell(column, row[index] ?? ''))),
  };
}
