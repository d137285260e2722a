/**
 * What the "new item" dialog asks for: the fields the resource's create schema requires (every key
 * of its shape that is not optional), so a new draft passes the API's validation. A translatable
 * field is asked in the site's default language only: the API's rule is "non-blank in at least one
 * language", and the other languages are the editor's business afterwards.
 */
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { z } from 'zod';
import {
  type FieldSpec,
  fieldsOf,
  isTranslatable,
  type ResourceConfig,
} from '../../shared/content/config/types';

export type NewItemField = { spec: FieldSpec<string>; translatable: boolean };

/** The required fields of the create schema that the configuration shows, in its order. */
export function requiredFields(config: ResourceConfig): NewItemField[] {
  const shape = config.schema.shape as Record<string, z.ZodType>;
  return fieldsOf(config)
    .filter((spec) => shape[spec.name] !== undefined && !shape[spec.name]?.safeParse(undefined).success)
    .map((spec) => ({ spec, translatable: isTranslatable(spec.kind) }));
}

/** The form's starting values: plain text per field, taken from `config.blank()`. */
export function initialValues(
  fields: readonly NewItemField[],
  blank: Record<string, unknown>,
  language: LanguageCode,
): Record<string, string> {
  return Object.fromEntries(
    fields.map(({ spec, translatable }) => {
      const value = blank[spec.name];
      if (translatable) {
        const text = value && typeof value === 'object' ? (value as Record<string, unknown>)[language] : '';
        return [spec.name, typeof text === 'string' ? text : ''];
      }
      return [spec.name, value === undefined || value === null ? '' : String(value)];
    }),
  );
}

/**
 * The form's schema: each field checked by the contracts' own rule; a translatable one is first
 * turned into its map (`{de: '…'}`), so the form's values come out as the document's.
 */
export function newItemSchema(
  fields: readonly NewItemField[],
  config: ResourceConfig,
  language: LanguageCode,
) {
  const shape = config.schema.shape as Record<string, z.ZodType>;
  return z.object(
    Object.fromEntries(
      fields.map(({ spec, translatable }) => {
        const rule = shape[spec.name] as z.ZodType;
        if (translatable)
          return [
            spec.name,
            z
              .string()
              .transform((text): Record<string, string> => (text.trim() ? { [language]: text } : {}))
              .pipe(rule as z.ZodType<unknown, Record<string, string>>),
          ];
        if (spec.kind === 'number')
          return [
            spec.name,
            z
              .string()
              .transform((text) => (text.trim() === '' ? undefined : Number(text)))
              .pipe(rule as z.ZodType<unknown, number | undefined>),
          ];
        return [spec.name, rule];
      }),
    ),
  );
}

/**
 * The API names a language's problem `title.de`; the dialog shows it on `title` (it has one input
 * per field). Returns the fields with such keys folded into their field.
 */
export function foldLanguageErrors(
  errors: Record<string, string[]>,
  names: readonly string[],
): Record<string, string[]> {
  const folded: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const base = key.split('.')[0] ?? key;
    const target = names.includes(base) ? base : key;
    folded[target] = [...(folded[target] ?? []), ...messages];
  }
  return folded;
}

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * A slug suggested from a title: lowercase, German umlauts spelt out, other accents dropped, every
 * run of anything else one hyphen (`Karriere-Coaching für Führungskräfte` →
 * `karriere-coaching-fuer-fuehrungskraefte`). The owner may change it.
 */
export function suggestSlug(title: string, max = 120): string {
  return title
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => UMLAUTS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}
