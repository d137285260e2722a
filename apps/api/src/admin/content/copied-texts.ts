/**
 * "Copied from another language" (issue 24 point 6, decision 089). A text the owner filled by
 * copying another language's is not a translation yet: it is marked with the copied text's hash and
 * counts as missing while the text is still that copy. Editing it changes the text, so the mark no
 * longer matches — nothing has to clear it; publishing keeps it (the website shows the copy).
 *
 * The rules live here; the marks are stored by repositories/copied-texts-repository.ts.
 */
import { createHash } from 'node:crypto';
import type { CopiedText, CopiedTextClaim } from '@wegweiser/contracts';
import type { CopyMark } from '../../repositories/copied-texts-repository';
import { type DocumentTexts, filled } from './document-texts';

export const hashText = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const textAt = (texts: DocumentTexts, path: string, language: string): string => {
  const value = texts.get(path)?.[language];
  return typeof value === 'string' ? value : '';
};

/** Whether a mark still describes the text: the same text as when it was copied. */
const holds = (mark: Pick<CopyMark, 'textHash'>, text: unknown) =>
  filled(text) && hashText(text) === mark.textHash;

/** The language a text was copied from while it is still that copy, else null. */
export function copiedSource(mark: CopyMark | undefined, text: unknown): string | null {
  return mark && holds(mark, text) ? mark.sourceLanguage : null;
}

const markKey = (itemKey: string, field: string, language: string) => `${itemKey}\n${field}\n${language}`;

/** A resource's marks, found by item, text path and language. */
export function markIndex(marks: readonly CopyMark[]) {
  const index = new Map(marks.map((mark) => [markKey(mark.itemKey, mark.field, mark.language), mark]));
  return (itemKey: string, field: string, language: string) => index.get(markKey(itemKey, field, language));
}

/** The marks that still hold in a working copy, as the console shows them beside the fields. */
export function copiedIn(marks: readonly CopyMark[], working: DocumentTexts): CopiedText[] {
  return marks
    .filter((mark) => holds(mark, working.get(mark.field)?.[mark.language]))
    .map((mark) => ({ field: mark.field, language: mark.language, from: mark.sourceLanguage }));
}

export type CopyPlan = {
  put: Omit<CopyMark, 'itemKey'>[];
  remove: { field: string; language: string }[];
};

/**
 * What a save does to an item's marks. A claim is believed when the saved text in its language
 * says something and equals the source language's text — as saved, or as it was before the save
 * (the owner may have changed the source after copying it); any other claim is dropped. A claim
 * with `from: null` takes the mark away (the copy is right as it is). A mark that holds neither in
 * the saved copy nor on the website is gone: its text was edited.
 */
export function planCopies({
  claims,
  existing,
  before,
  after,
  published,
}: {
  claims: readonly CopiedTextClaim[];
  existing: readonly CopyMark[];
  before: DocumentTexts;
  after: DocumentTexts;
  published: DocumentTexts;
}): CopyPlan {
  const put: CopyPlan['put'] = [];
  const remove: CopyPlan['remove'] = [];
  const claimed = new Set<string>();
  for (const claim of claims) {
    const { field, language, from } = claim;
    if (from === language || claimed.has(markKey('', field, language))) continue;
    if (from === null) {
      claimed.add(markKey('', field, language));
      remove.push({ field, language });
      continue;
    }
    const text = textAt(after, field, language);
    const source = [textAt(after, field, from), textAt(before, field, from)];
    if (!filled(text) || !source.includes(text)) continue;
    claimed.add(markKey('', field, language));
    put.push({ field, language, sourceLanguage: from, textHash: hashText(text) });
  }
  for (const mark of existing) {
    if (claimed.has(markKey('', mark.field, mark.language))) continue;
    const stillThere = [after, published].some((texts) =>
      holds(mark, texts.get(mark.field)?.[mark.language]),
    );
    if (!stillThere) remove.push({ field: mark.field, language: mark.language });
  }
  return { put, remove };
}
