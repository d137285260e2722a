/**
 * The translation report (issue 13 point 5): per language, how many of the site's texts exist in
 * it and which are missing — every translatable field of every item (working copies, so a fix
 * saved as a draft counts) and every managed text. A text counts when any language has it.
 */
import { type MissingTranslation, translationRules } from '@wegweiser/contracts';
import { z } from 'zod';
import type { Document } from '../../repositories/resources/resource';
import type { ContentService } from './content-service';

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

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

/** The object schema of an array field (seen through optional/nullable), or null. */
function arrayElement(schema: z.ZodType): z.ZodObject<z.ZodRawShape> | null {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable)
    inner = inner.unwrap() as z.ZodType;
  if (!(inner instanceof z.ZodArray)) return null;
  const element = inner.element as z.ZodType;
  return element instanceof z.ZodObject ? (element as z.ZodObject<z.ZodRawShape>) : null;
}

export async function translationReport(services: readonly ContentService[], language: string) {
  let total = 0;
  const missing: MissingTranslation[] = [];
  for (const service of services) {
    const { resource } = service;
    for (const item of await service.items()) {
      for (const { path, texts } of translatedTexts(item.document, resource.create)) {
        if (!Object.values(texts).some(filled)) continue;
        total += 1;
        if (filled(texts[language])) continue;
        missing.push({
          resource: resource.name,
          key: item.key,
          label: resource.label(item.document),
          field: path,
          status: item.status,
        });
      }
    }
  }
  const translated = total - missing.length;
  const percent = total === 0 ? 100 : Math.floor((translated / total) * 100);
  return { language, total, translated, percent, missing };
}
