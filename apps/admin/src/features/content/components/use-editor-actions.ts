/**
 * What the editor's buttons do: save the draft (only the changed fields, with the version), publish
 * (saving first when something changed), discard, delete, restore a revision, open a preview link,
 * and settle a 409 (keep mine over the new version, or take the current one). A failure keeps the
 * owner's typing and says what went wrong, beside the fields when the API names them.
 */
import { useNavigate } from '@tanstack/react-router';
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { useState } from 'react';
import { type ContentItem, useContentMutations, usePreviewLink } from '../../../shared/content/api';
import type { ResourceConfig } from '../../../shared/content/config/types';
import { useSaveFailure } from '../../../shared/content/use-save-failure';
import { useT } from '../../../shared/i18n/console-words';
import { documentPatch } from '../document-patch';
import type { EditorWords } from '../words';
import { schemaErrors } from './schema-errors';
import type { EditorDocument } from './use-editor-document';

export type EditorMessage = { text: string; tone: 'error' | 'success' };

const omit = (patch: Record<string, unknown>, fields: readonly string[] = []) =>
  Object.fromEntries(Object.entries(patch).filter(([key]) => !fields.includes(key)));

/** Which texts are unedited copies go with the save (decision 089); none: the patch alone. */
const withCopies = (patch: Record<string, unknown>, claims: readonly unknown[]) =>
  claims.length > 0 ? { ...patch, copied: claims } : patch;

export function useEditorActions({
  config,
  fields,
  editor,
  words,
  release,
}: {
  config: ResourceConfig;
  fields: Parameters<typeof documentPatch>[0];
  editor: EditorDocument;
  words: EditorWords['editor'];
  /** Lets the next navigation go without the unsaved-changes question (after a delete). */
  release: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { base, document, patch, dirty } = editor;
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<EditorMessage | null>(null);
  const { conflict, setConflict, fail } = useSaveFailure((problem) => {
    setErrors(problem.fields);
    setMessage({ text: problem.message, tone: 'error' });
  });
  const mutations = useContentMutations(config.resource, base.key);
  const preview = usePreviewLink();

  const accept = (next: ContentItem, text: string) => {
    editor.accept(next);
    setErrors({});
    setMessage({ text, tone: 'success' });
  };
  const toList = () => {
    editor.forget();
    release();
    void navigate({ to: '/content/$resource', params: { resource: config.path } });
  };
  const sendPatch = (version: number, changes: Record<string, unknown>, then?: (next: ContentItem) => void) =>
    mutations.save.mutate(
      { version, patch: withCopies(omit(changes, config.fixed), editor.claims()) },
      {
        onSuccess: (next) => {
          setConflict(null);
          accept(next, words.saved);
          then?.(next);
        },
        onError: fail,
      },
    );

  const save = (then?: (next: ContentItem) => void) => {
    setMessage(null);
    if (!dirty) {
      setMessage({ text: words.noChanges, tone: 'success' });
      return;
    }
    const invalid = schemaErrors(config.schema, document, t);
    if (invalid) {
      setErrors(invalid);
      setMessage({ text: words.fixErrors, tone: 'error' });
      return;
    }
    sendPatch(base.version, patch, then);
  };

  const publish = () => {
    const run = (version: number) =>
      mutations.publish.mutate(version, {
        onSuccess: (next) => accept(next, words.published),
        onError: fail,
      });
    if (dirty) save((next) => run(next.version));
    else run(base.version);
  };

  /** Throws the draft away; an item never published is deleted with it (back to the list). */
  const discard = (done: () => void) =>
    mutations.discard.mutate(base.version, {
      onSuccess: (next) => {
        done();
        if (next) accept(next, words.discarded);
        else toList();
      },
      onError: (error) => {
        done();
        fail(error);
      },
    });

  const remove = (done: () => void) =>
    mutations.remove.mutate(undefined, {
      onSuccess: () => {
        done();
        toList();
      },
      onError: (error) => {
        done();
        fail(error);
      },
    });

  /** Makes a revision the draft (nothing goes live); `done` closes the question once it is. */
  const restore = (revision: number, done: () => void = () => undefined) =>
    mutations.restore.mutate(
      { revision, version: base.version },
      {
        onSuccess: (next) => {
          done();
          accept(next, words.restored(revision));
        },
        onError: (error) => {
          done();
          fail(error);
        },
      },
    );

  const openPreview = (language: LanguageCode) => {
    const path = config.publicPath?.(document);
    if (!path) return;
    // Opened before the request, so no pop-up blocker stands in the way; filled in when the link is there.
    const tab = window.open('', '_blank');
    preview.mutate(
      { resource: config.resource, key: base.key, path, language },
      {
        onSuccess: (answer) => {
          if (tab) {
            tab.opener = null;
            tab.location.href = answer.url;
          } else window.open(answer.url, '_blank', 'noopener');
        },
        onError: (error) => {
          tab?.close();
          fail(error);
        },
      },
    );
  };

  /** Mine goes over the new version: the patch is computed against the current document. */
  const keepMine = () => {
    if (!conflict) return;
    editor.setBase(conflict);
    sendPatch(conflict.version, documentPatch(fields, conflict.document, document));
  };
  const takeCurrent = () => {
    if (!conflict) return;
    setConflict(null);
    editor.accept(conflict);
  };

  return {
    errors,
    message,
    conflict,
    save: () => save(),
    publish,
    discard,
    remove,
    restore,
    openPreview,
    keepMine,
    takeCurrent,
    pending: {
      save: mutations.save.isPending,
      publish: mutations.publish.isPending,
      discard: mutations.discard.isPending,
      remove: mutations.remove.isPending,
      restore: mutations.restore.isPending,
      preview: preview.isPending,
    },
    busy: mutations.save.isPending || mutations.publish.isPending || mutations.discard.isPending,
  };
}

export type EditorActions = ReturnType<typeof useEditorActions>;
