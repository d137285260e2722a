/**
 * A readable difference between two versions of a document: one row per changed field, and for a
 * translatable field one row per changed language. Used by the revision history (what a publish
 * changed) and the conflict dialog (your version against the current one).
 */
import { LANGUAGE_CODES, type LanguageCode } from '@wegweiser/contracts/constants';
import { asTranslations, isTranslations } from './translations';

export type DiffRow = {
  field: string;
  /** Set for a translatable field: the language whose text differs. */
  language: LanguageCode | null;
  before: unknown;
  after: unknown;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const isEmptyText = (value: unknown) => value === undefined || value === null || value === '';

/** The rows that differ, fields in `order` first (the editor's order), the rest after them. */
export function diffDocuments(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  order: readonly string[] = [],
): DiffRow[] {
  const old = before ?? {};
  const next = after ?? {};
  const fields = [...new Set([...order, ...Object.keys(old), ...Object.keys(next)])];
  const rows: DiffRow[] = [];
  for (const field of fields) {
    const a = old[field];
    const b = next[field];
    if (same(a, b)) continue;
    if ((isTranslations(a) || isEmptyText(a)) && (isTranslations(b) || isEmptyText(b))) {
      const left = asTranslations(a);
      const right = asTranslations(b);
      for (const language of LANGUAGE_CODES) {
        if ((left[language] ?? '') !== (right[language] ?? ''))
          rows.push({ field, language, before: left[language] ?? null, after: right[language] ?? null });
      }
      continue;
    }
    if (isEmptyText(a) && isEmptyText(b)) continue;
    rows.push({ field, language: null, before: a ?? null, after: b ?? null });
  }
  return rows;
}

/** A value as one line of text for a diff table. */
export function formatValue(value: unknown, words: { yes: string; no: string; empty: string }): string {
  if (value === null || value === undefined || value === '') return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return value
      .map((entry) =>
        entry && typeof entry === 'object' && 'text' in entry
          ? (Object.values(asTranslations((entry as { text: unknown }).text))[0] ?? '')
          : String(entry),
      )
      .join(', ');
  if (isTranslations(value))
    return Object.entries(value)
      .map(([code, text]) => `${code}: ${text}`)
      .join(' · ');
  return JSON.stringify(value);
}
