/**
 * What a save sends: only the fields the owner changed, translatable ones per language (the API
 * merges them, so a text someone else added in another language meanwhile stays), and the paths a
 * document has, so the API's field errors (`site_name.fr`, `business.email`) find their field.
 */
import { isTranslations, translationsPatch } from '../../../shared/content/translations';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function buildPatch(before: Record<string, unknown>, after: Record<string, unknown>) {
  const patch: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(after)) {
    const old = before[field];
    const translatable =
      (isTranslations(old) || isTranslations(value)) &&
      !(old === null || value === null) &&
      typeof value === 'object';
    if (translatable) {
      const languages = translationsPatch(old, value);
      if (languages) patch[field] = languages;
    } else if (!same(old, value)) {
      patch[field] = value;
    }
  }
  return patch;
}

/** Every field path of a document: top-level names and, for objects, `name.key` below them. */
export function documentPaths(document: Record<string, unknown>, languages: readonly string[]): string[] {
  return Object.entries(document).flatMap(([field, value]) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const keys = isTranslations(value) ? languages : Object.keys(value);
      return [field, ...keys.map((key) => `${field}.${key}`)];
    }
    return [field];
  });
}
