/**
 * The translatable texts of a document, found through the resource's create schema: every
 * translations map with its path (`title`, `features.0.text`), one level into arrays of objects.
 */
import { translationRules } from '@wegweiser/contracts';
import { z } from 'zod';
import type { Document } from '../../repositories/resources/resource';

/** A text that says something (not missing, not only spaces). */
export const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The translations maps in a document with their paths, one level into arrays of objects. */
export function translatedTexts(
  document: Document,
  create: z.ZodObject<z.ZodRawShape>,
): { path: string; texts: Record<string, unknown> }[] {
  const found: { path: string; texts: Record<string, unknown> }[] = [];
  for (const [field, schema] of Object.entries(create.shape)) {
    const value = document[field];
    if (translationRules(schema as z.ZodType)) {
      if (value && typeof value === 'object')
        found.push({ path: field, texts: value as Record<string, unknown> });
      continue;
    }
    const element = arrayElement(schema as z.ZodType);
    if (element && Array.isArray(value)) {
      value.forEach((entry, index) => {
        for (const inner of translatedTexts(entry as Document, element)) {
          found.push({ path: `${field}.${index}.${inner.path}`, texts: inner.texts });
        }
      });
    }
  }
  return found;
}

/** A document's texts by path. */
export type DocumentTexts = Map<string, Record<string, unknown>>;

export const textsOf = (document: Document | null, create: z.ZodObject<z.ZodRawShape>): DocumentTexts =>
  new Map(document ? translatedTexts(document, create).map(({ path, texts }) => [path, texts]) : []);

/** The object schema of an array field (seen through optional/nullable), or null. */
function arrayElement(schema: z.ZodType): z.ZodObject<z.ZodRawShape> | null {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable)
    inner = inner.unwrap() as z.ZodType;
  if (!(inner instanceof z.ZodArray)) return null;
  const element = inner.element as z.ZodType;
  return element instanceof z.ZodObject ? (element as z.ZodObject<z.ZodRawShape>) : null;
}
