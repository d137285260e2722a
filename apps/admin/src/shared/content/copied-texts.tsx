/**
 * "Kopiert aus Deutsch" (issue 24 point 6, decision 089): the texts of a form filled by copying
 * another language and not changed since. A form keeps them with `useCopyMarks`, its translatable
 * fields read them from the provider (the mark beside the field, "Stimmt so" to count a copy as
 * right), and a save sends them as `copied`, so the API counts such a text as not translated until
 * it is edited — after a reload too, since the API answers the marks that still hold.
 */
import type { CopiedText, CopiedTextClaim } from '@wegweiser/contracts';
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { isLanguageCode, textIn } from './translations';

/** A copied text: where, from which language, and the text it was when copied. */
export type CopyMark = { field: string; language: LanguageCode; from: LanguageCode; text: string };
/** A copy the owner said is right as it is: its mark is to be taken away. */
export type KeptCopy = { field: string; language: LanguageCode };
export type CopyState = { marks: CopyMark[]; kept: KeptCopy[] };

/** The text at a path of a document (`title`, `features.0.text`) in one language, '' when none. */
export function textAtPath(document: Record<string, unknown>, path: string, language: LanguageCode): string {
  let node: unknown = document;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return '';
    node = (node as Record<string, unknown>)[part];
  }
  return textIn(node, language);
}

/** The marks the API answered for an item, with the texts they describe. */
export function marksOf(
  copied: readonly CopiedText[] | undefined,
  document: Record<string, unknown>,
): CopyMark[] {
  return (copied ?? []).flatMap(({ field, language, from }) =>
    isLanguageCode(language) && isLanguageCode(from)
      ? [{ field, language, from, text: textAtPath(document, field, language) }]
      : [],
  );
}

const same = (a: { field: string; language: string }, b: { field: string; language: string }) =>
  a.field === b.field && a.language === b.language;

/** The marks still true of a document: its text is still the copy. */
const holding = (marks: readonly CopyMark[], document: Record<string, unknown>) =>
  marks.filter(
    (mark) => mark.text.trim() !== '' && textAtPath(document, mark.field, mark.language) === mark.text,
  );

/** What a save sends as `copied`: every copy that still holds, and the ones kept as right. */
export function copyClaims(state: CopyState, document: Record<string, unknown>): CopiedTextClaim[] {
  return [
    ...holding(state.marks, document).map(({ field, language, from }) => ({ field, language, from })),
    ...state.kept.map(({ field, language }) => ({ field, language, from: null })),
  ];
}

/** Whether the marks say something the API does not know yet (a new copy, a copy kept as right). */
export function copiesChanged(
  state: CopyState,
  saved: readonly CopyMark[],
  document: Record<string, unknown>,
) {
  return (
    state.kept.length > 0 ||
    holding(state.marks, document).some(
      (mark) => !saved.some((known) => same(known, mark) && known.from === mark.from),
    )
  );
}

/** A form's copy marks: the API's to start with, then what the owner copies and keeps. */
export function useCopyMarks(initial: () => CopyState) {
  const [state, setState] = useState<CopyState>(initial);
  const copied = useCallback(
    (field: string, language: LanguageCode, from: LanguageCode, text: string) =>
      setState((current) => ({
        marks: [
          ...current.marks.filter((mark) => !same(mark, { field, language })),
          { field, language, from, text },
        ],
        kept: current.kept.filter((kept) => !same(kept, { field, language })),
      })),
    [],
  );
  const keep = useCallback(
    (field: string, language: LanguageCode) =>
      setState((current) => ({
        marks: current.marks.filter((mark) => !same(mark, { field, language })),
        kept: [...current.kept.filter((kept) => !same(kept, { field, language })), { field, language }],
      })),
    [],
  );
  const context = useMemo<CopiedTexts>(
    () => ({
      markOf: (field, language, text) =>
        state.marks.find(
          (mark) => same(mark, { field, language }) && mark.text === text && text.trim() !== '',
        ) ?? null,
      copied,
      keep,
    }),
    [state.marks, copied, keep],
  );
  return { state, setState, context };
}

export type CopiedTexts = {
  /** The field's mark while its text in `language` is still the copy, else null. */
  markOf: (field: string, language: LanguageCode, text: string) => CopyMark | null;
  /** The owner copied `text` from `from` into the field's `language`. */
  copied: (field: string, language: LanguageCode, from: LanguageCode, text: string) => void;
  /** The owner says the copy is right as it is ("Stimmt so"). */
  keep: (field: string, language: LanguageCode) => void;
};

const CopiedTextsContext = createContext<CopiedTexts | null>(null);

export function CopiedTextsProvider({ value, children }: { value: CopiedTexts; children: ReactNode }) {
  return <CopiedTextsContext.Provider value={value}>{children}</CopiedTextsContext.Provider>;
}

/** The form's copy marks, or null where a form does not keep them (copying then marks nothing). */
export const useCopiedTexts = () => useContext(CopiedTextsContext);
