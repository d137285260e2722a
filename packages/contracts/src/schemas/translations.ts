/**
 * The per-language text maps stored as jsonb (decision 003), as the owner's console sends them
 * (decision 024): keys only from the five languages, every value safe text (decision 017).
 */
import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from '../constants';
import { markdownLimitProblem } from '../markdown-limits';
import { safeText } from './primitives';

/** Longest text one language may hold: a legal page or a blog post in markdown. */
export const TRANSLATION_MAX_LENGTH = 100_000;

export type TranslationsOptions = {
  /** Markdown and other text that may hold line breaks (TAB, LF, CR). */
  multiline?: boolean;
  max?: number;
  /**
   * The field must be shown somewhere: at least one language holds non-blank text. The API's
   * per-field fallback (requested → default → any non-blank) then always finds one; which language
   * is the default is data (languages.is_default), so no one language can be demanded here.
   */
  required?: boolean;
  /** Rendered as markdown: held to the markdown limits (nesting, formatting marks, lines; decision 078). */
  markdown?: boolean;
};

/**
 * Refuses a markdown text past the markdown limits, with the limit, what was found and (for nesting)
 * the line as the message's parameters.
 */
export function withinMarkdownLimits(value: string | undefined | null, context: z.RefinementCtx) {
  const problem = value ? markdownLimitProblem(value) : null;
  if (!problem) return;
  const { key, ...params } = problem;
  context.addIssue({ code: 'custom', message: key, params, input: value });
}

/** Message keys for a map that is missing, not an object, or holds a key it does not know. */
export const mapError = (issue: { code?: string; input?: unknown }) =>
  issue.code === 'unrecognized_keys'
    ? 'unknown_field'
    : issue.input === undefined
      ? 'required'
      : 'invalid_value';

/** Every schema `translations()` made, with its text rules: a PATCH builds its per-language form. */
type TextRules = { multiline: boolean; max: number; markdown: boolean };
const translationMaps = new WeakMap<z.ZodType, TextRules>();

/** One language's text under the rules; `nullable` for a PATCH, where null removes it. */
function languageText({ multiline, max, markdown }: TextRules) {
  const text = safeText({ multiline }).max(max, { error: 'too_long' });
  return markdown ? text.superRefine(withinMarkdownLimits) : text;
}

/**
 * A translations map: `{de?: string, en?: string, …}`. A missing or empty language is allowed
 * (the reader falls back); an unknown key is refused (`unknown_field`).
 */
export const translations = ({
  multiline = false,
  max = TRANSLATION_MAX_LENGTH,
  required = false,
  markdown = false,
}: TranslationsOptions = {}) => {
  const text = languageText({ multiline, max, markdown }).optional();
  const map = z.strictObject(
    Object.fromEntries(LANGUAGE_CODES.map((code) => [code, text])) as Record<LanguageCode, typeof text>,
    { error: mapError },
  );
  const schema = required
    ? map.refine((value) => Object.values(value).some((entry) => entry?.trim()), { error: 'required' })
    : map;
  translationMaps.set(schema, { multiline, max, markdown });
  return schema;
};

/** The text rules of a translations map (seen through `.optional()`/`.nullable()`), or null. */
export function translationRules(schema: z.ZodType): TextRules | null {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable)
    inner = inner.unwrap() as z.ZodType;
  return translationMaps.get(inner) ?? null;
}

/**
 * A translations map in a PATCH: each language given is set, `null` removes that language's text,
 * a language left out stays as it is.
 */
export const translationsPatch = ({
  multiline = false,
  max = TRANSLATION_MAX_LENGTH,
  markdown = false,
}: Omit<TranslationsOptions, 'required'> = {}) => {
  const text = languageText({ multiline, max, markdown }).nullable().optional();
  return z.strictObject(
    Object.fromEntries(LANGUAGE_CODES.map((code) => [code, text])) as Record<LanguageCode, typeof text>,
    { error: mapError },
  );
};

/** Any valid stored map: the rule every translatable column holds to. */
export const TranslationsSchema = translations({ multiline: true });
export type Translations = z.output<typeof TranslationsSchema>;
