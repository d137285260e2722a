/**
 * The editor's working document: the item as last read (the base of "changed"), what the owner typed
 * over it, the patch between them, which texts are unedited copies of another language (decision
 * 089), and the typing and copies kept in this tab's sessionStorage until they are saved — a reload
 * or a crash loses nothing.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ContentItem } from '../../../shared/content/api';
import type { FieldSpec } from '../../../shared/content/config/types';
import {
  type CopyState,
  copiesChanged,
  copyClaims,
  marksOf,
  useCopyMarks,
} from '../../../shared/content/copied-texts';
import { clearDraft, readDraft } from '../../../shared/forms/use-session-draft';
import { documentPatch } from '../document-patch';

export type ContentDocument = Record<string, unknown>;

const draftKey = (resource: string, key: string) => `content:${resource}:${key}`;

/** Only the changed fields are kept in storage (a long untouched text need not be copied). */
const patchDocument = (document: ContentDocument, patch: ContentDocument) =>
  Object.fromEntries(Object.keys(patch).map((key) => [key, document[key]]));

/** The copies kept with the typing, when they have the expected shape. */
const keptCopies = (kept: Record<string, unknown> | null): CopyState | null => {
  const copies = kept?.copies as CopyState | undefined;
  return copies && Array.isArray(copies.marks) && Array.isArray(copies.kept) ? copies : null;
};

export function useEditorDocument(resource: string, item: ContentItem, fields: readonly FieldSpec<string>[]) {
  const storageKey = draftKey(resource, item.key);
  const [base, setBase] = useState(item);
  const [document, setDocument] = useState<ContentDocument>(() => {
    const kept = readDraft(storageKey);
    return kept && kept.version === item.version
      ? { ...item.document, ...(kept.document as object) }
      : item.document;
  });
  const [restoredNotice] = useState(() => readDraft(storageKey)?.version === item.version);
  const copies = useCopyMarks(() => {
    const kept = readDraft(storageKey);
    const copies = kept?.version === item.version ? keptCopies(kept) : null;
    return copies ?? { marks: marksOf(item.copied, item.document), kept: [] };
  });
  const savedMarks = useMemo(() => marksOf(base.copied, base.document), [base]);
  const patch = useMemo(() => documentPatch(fields, base.document, document), [fields, base, document]);
  const dirty = Object.keys(patch).length > 0 || copiesChanged(copies.state, savedMarks, document);

  const firstRun = useRef(true);
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      if (!dirty) return;
    }
    try {
      if (dirty)
        sessionStorage.setItem(
          `console-draft:${storageKey}`,
          JSON.stringify({
            version: base.version,
            document: patchDocument(document, patch),
            copies: copies.state,
          }),
        );
      else clearDraft(storageKey);
    } catch {
      // Storage full or blocked: the form still holds everything.
    }
  }, [dirty, document, patch, base.version, storageKey, copies.state]);

  /** The API's answer becomes the base and the document; the kept typing is no longer needed. */
  const accept = (next: ContentItem) => {
    setBase(next);
    setDocument(next.document);
    copies.setState({ marks: marksOf(next.copied, next.document), kept: [] });
    clearDraft(storageKey);
  };

  return {
    base,
    setBase,
    document,
    setDocument,
    patch,
    dirty,
    restoredNotice,
    accept,
    /** The copy marks, for the fields (through CopiedTextsProvider) and the language bar's copy. */
    copies: copies.context,
    /** What a save sends as `copied` besides the patch. */
    claims: () => copyClaims(copies.state, document),
    forget: () => clearDraft(storageKey),
  };
}

export type EditorDocument = ReturnType<typeof useEditorDocument>;
