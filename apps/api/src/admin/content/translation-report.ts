/**
 * The translation report (issue 13 point 5; issue 24 point 6, decision 089): per language, how much
 * of what the website shows exists in it, and every text missing — on the website, only in a draft,
 * or on the website but already translated in a draft that waits to be published. Every
 * translatable field of every item and every managed text counts, once it has text in some
 * language. A text copied from another language and not edited since counts as missing.
 */
import type { MissingState, MissingTranslation } from '@wegweiser/contracts';
import type { ContentService } from './content-service';
import { copiedSource, markIndex } from './copied-texts';
import { filled, textsOf } from './document-texts';

/** How one text stands in one copy of an item: not there at all, translated, or missing. */
type Standing = 'absent' | 'translated' | { copiedFrom: string | null };

export async function translationReport(services: readonly ContentService[], language: string) {
  let total = 0;
  let translated = 0;
  const missing: MissingTranslation[] = [];
  for (const service of services) {
    const { resource } = service;
    const [items, marks] = await Promise.all([service.items(), service.copyMarks()]);
    const markOf = markIndex(marks);
    for (const item of items) {
      const working = textsOf(item.document, resource.create);
      const site = textsOf(item.published, resource.create);
      const standing = (texts: Record<string, unknown> | undefined, path: string): Standing => {
        if (!texts || !Object.values(texts).some(filled)) return 'absent';
        const text = texts[language];
        if (!filled(text)) return { copiedFrom: null };
        const from = copiedSource(markOf(item.key, path, language), text);
        return from ? { copiedFrom: from } : 'translated';
      };
      for (const path of new Set([...working.keys(), ...site.keys()])) {
        const onSite = standing(site.get(path), path);
        const inWork = standing(working.get(path), path);
        if (onSite !== 'absent') {
          total += 1;
          if (onSite === 'translated') translated += 1;
        }
        const siteMissing = typeof onSite === 'object';
        const workMissing = typeof inWork === 'object';
        if (!siteMissing && !workMissing) continue;
        const state: MissingState = siteMissing
          ? workMissing
            ? 'missing'
            : 'awaiting_publish'
          : 'draft_only';
        // The note is about what she is editing: a copy the draft has since translated is not one.
        const copied = workMissing ? inWork.copiedFrom : null;
        missing.push({
          resource: resource.name,
          key: item.key,
          label: resource.label(item.document),
          field: path,
          status: item.status,
          state,
          copied_from: copied,
        });
      }
    }
  }
  const percent = total === 0 ? 100 : Math.floor((translated / total) * 100);
  const count = (state: MissingState) => missing.filter((entry) => entry.state === state).length;
  return {
    language,
    total,
    translated,
    percent,
    awaiting_publish: count('awaiting_publish'),
    missing_in_drafts: count('draft_only'),
    missing,
  };
}
