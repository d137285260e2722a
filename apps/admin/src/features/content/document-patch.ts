/**
 * What a save sends: only the fields that differ from the item as last read, a translatable field
 * as its changed languages (removed ones `null`), everything else whole.
 */

import { type FieldSpec, isTranslatable } from '../../shared/content/config/types';
import { translationsPatch } from '../../shared/content/translations';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function documentPatch(
  fields: readonly FieldSpec<string>[],
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const field of fields) {
    const a = before[field.name];
    const b = after[field.name];
    if (isTranslatable(field.kind)) {
      const languages = translationsPatch(a, b);
      if (languages) patch[field.name] = languages;
    } else if (!same(a, b)) {
      patch[field.name] = b;
    }
  }
  return patch;
}
