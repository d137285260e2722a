/**
 * A PATCH applied to a document (decision 044): a translatable field merges per language (`null`
 * removes that language's text), every other field given replaces its value. The result is judged
 * as a whole by the resource's create schema, so a PATCH can never leave an invalid item behind.
 */
import { translationRules } from '@wegweiser/contracts';
import type { z } from 'zod';
import type { Document } from '../../repositories/resources/resource';

export function applyPatch(
  document: Document,
  patch: Record<string, unknown>,
  create: z.ZodObject<z.ZodRawShape>,
): Document {
  const merged: Document = { ...document };
  for (const [field, value] of Object.entries(patch)) {
    if (field === 'version' || value === undefined) continue;
    const schema = create.shape[field] as z.ZodType | undefined;
    if (schema && translationRules(schema) && value !== null && typeof value === 'object') {
      const texts: Record<string, unknown> = { ...((merged[field] as Record<string, unknown>) ?? {}) };
      for (const [language, text] of Object.entries(value)) {
        if (text === null) delete texts[language];
        else if (text !== undefined) texts[language] = text;
      }
      merged[field] = texts;
    } else {
      merged[field] = value;
    }
  }
  return merged;
}
