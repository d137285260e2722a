/**
 * The generic editor of one content item: the default language beside the one being edited, every
 * field of the resource's configuration in its groups; Save draft (only the changed fields, with
 * the version), Publish, Discard, Preview, Delete; status and who changed it when; the 409 dialog;
 * the history with diffs and restore. What is typed is kept in sessionStorage until it is saved.
 */
import { useNavigate } from '@tanstack/react-router';
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import {
  type ContentItem,
  conflictOf,
  useContentItem,
  useContentMutations,
  usePreviewLink,
  useSiteLanguages,
} from '../../../shared/content/api';
import { CopyFromSelect } from '../../../shared/content/copy-from';
import { EditLanguageSelect, LanguagePairProvider } from '../../../shared/content/language-pair';
import { StatusBadge } from '../../../shared/content/status-badge';
import { isLanguageCode, textIn, withText } from '../../../shared/content/translations';
import { useContentWords } from '../../../shared/content/words';
import { clearDraft, readDraft } from '../../../shared/forms/use-session-draft';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';
import { useT } from '../../../shared/i18n/i18n-provider';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import { ErrorState, FormAlert, LoadingState, PageHeader, Panel } from '../../../shared/ui/states';
import { fieldsOf, isTranslatable, type ResourceConfig } from '../config/types';
import { documentPatch } from '../document-patch';
import { editorWordsDe, editorWordsEn } from '../words';
import { ConflictDialog } from './conflict-dialog';
import { FieldControl } from './field-control';
import { RevisionsPanel } from './revisions-panel';
import { schemaErrors } from './schema-errors';

export function ContentEditor({ config, itemKey }: { config: ResourceConfig; itemKey: string }) {
  const t = useT();
  const item = useContentItem(config.resource, itemKey);
  const languages = useSiteLanguages();
  if (item.isPending || languages.isPending) return <LoadingState />;
  if (item.isError)
    return <ErrorState message={toApiProblem(item.error, t).message} onRetry={() => void item.refetch()} />;
  if (languages.isError)
    return (
      <ErrorState
        message={toApiProblem(languages.error, t).message}
        onRetry={() => void languages.refetch()}
      />
    );
  const codes = languages.data.map((language) => language.code);
  const defaultLanguage = languages.data.find((language) => language.is_default)?.code ?? codes[0] ?? 'de';
  return (
    <EditorForm
      key={item.data.key}
      config={config}
      item={item.data}
      languages={codes}
      defaultLanguage={defaultLanguage}
    />
  );
}

const draftKey = (resource: string, key: string) => `content:${resource}:${key}`;

function EditorForm({
  config,
  item,
  languages,
  defaultLanguage,
}: {
  config: ResourceConfig;
  item: ContentItem;
  languages: LanguageCode[];
  defaultLanguage: LanguageCode;
}) {
  const t = useT();
  const { w, language: uiLanguage } = useContentWords();
  const words = (uiLanguage === 'de' ? editorWordsDe : editorWordsEn).editor;
  const navigate = useNavigate();
  const fields = useMemo(() => fieldsOf(config), [config]);
  const order = useMemo(() => fields.map((field) => field.name), [fields]);
  const fieldLabel = (name: string) => fields.find((field) => field.name === name)?.label[uiLanguage] ?? name;
  const storageKey = draftKey(config.resource, item.key);

  // The item as last read (the base of "changed") and the working document.
  const [base, setBase] = useState(item);
  const [document, setDocument] = useState<Record<string, unknown>>(() => {
    const kept = readDraft(storageKey);
    return kept && kept.version === item.version
      ? { ...item.document, ...(kept.document as object) }
      : item.document;
  });
  const [restoredNotice] = useState(() => readDraft(storageKey)?.version === item.version);
  const [editLanguage, setEditLanguage] = useState<LanguageCode>(
    () => languages.find((code) => code !== defaultLanguage) ?? defaultLanguage,
  );
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const [conflict, setConflict] = useState<ContentItem | null>(null);
  const [confirm, setConfirm] = useState<'discard' | 'delete' | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  const mutations = useContentMutations(config.resource, item.key);
  const preview = usePreviewLink();

  const patch = useMemo(() => documentPatch(fields, base.document, document), [fields, base, document]);
  const dirty = Object.keys(patch).length > 0;
  const guard = useUnsavedChangesGuard(dirty);

  // Keep the typing in this tab until it is saved (a reload or a crash loses nothing).
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
          JSON.stringify({ version: base.version, document: patchDocument(document, patch) }),
        );
      else clearDraft(storageKey);
    } catch {
      // Storage full or blocked: the form still holds everything.
    }
  }, [dirty, document, patch, base.version, storageKey]);

  const accept = (next: ContentItem, text: string) => {
    setBase(next);
    setDocument(next.document);
    setErrors({});
    clearDraft(storageKey);
    setMessage({ text, tone: 'success' });
  };
  const fail = (error: unknown) => {
    const current = conflictOf(error);
    if (current) {
      setConflict(current);
      return;
    }
    const problem = toApiProblem(error, t);
    setErrors(problem.fields);
    setMessage({ text: problem.message, tone: 'error' });
  };

  const save = (version = base.version, onSaved?: (next: ContentItem) => void) => {
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
    mutations.save.mutate(
      { version, patch: config.fixed ? omit(patch, config.fixed) : patch },
      {
        onSuccess: (next) => {
          setConflict(null);
          accept(next, words.saved);
          onSaved?.(next);
        },
        onError: fail,
      },
    );
  };
  const publish = () => {
    const run = (version: number) =>
      mutations.publish.mutate(version, {
        onSuccess: (next) => accept(next, words.published),
        onError: fail,
      });
    if (dirty) save(base.version, (next) => run(next.version));
    else run(base.version);
  };
  const openPreview = () => {
    const path = config.publicPath?.(document);
    if (!path) return;
    // Opened before the request, so no pop-up blocker stands in the way; filled in when the link is there.
    const tab = window.open('', '_blank');
    preview.mutate(
      { path, language: editLanguage },
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
  const copyDocument = (from: LanguageCode) => {
    const next = { ...document };
    for (const field of fields) {
      if (!isTranslatable(field.kind)) continue;
      const value = next[field.name];
      if (textIn(value, editLanguage).trim() === '' && textIn(value, from).trim() !== '')
        next[field.name] = withText(value, editLanguage, textIn(value, from));
    }
    setDocument(next);
  };
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(uiLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const busy = mutations.save.isPending || mutations.publish.isPending || mutations.discard.isPending;
  const title =
    textIn(document[fields[0]?.name ?? ''], defaultLanguage) ||
    String(document[fields[0]?.name ?? ''] ?? '') ||
    config.title[uiLanguage];
  const pair = useMemo(
    () => ({ defaultLanguage, editLanguage, languages }),
    [defaultLanguage, editLanguage, languages],
  );

  return (
    <LanguagePairProvider value={pair}>
      <PageHeader
        title={title}
        intro={config.title[uiLanguage]}
        actions={
          <Button
            variant="ghost"
            onClick={() => void navigate({ to: '/content/$resource', params: { resource: config.path } })}
          >
            ← {words.back}
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3 text-sm text-dark-700 dark:text-dark-200">
        <StatusBadge status={base.status} />
        {base.updated_at ? (
          <span>
            {base.updated_by
              ? words.lastChange(base.updated_by.name, formatDate(base.updated_at))
              : words.lastChangeAnonymous(formatDate(base.updated_at))}
          </span>
        ) : null}
      </div>
      {/* Sticky from md up only: on a phone it wraps to three rows and would hide a quarter of the screen. */}
      <div className="-mx-4 mb-6 flex flex-wrap items-center gap-3 border-b border-dark-200 bg-dark-50/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 md:sticky md:top-16 md:z-20 dark:border-dark-800 dark:bg-dark-950/95">
        <EditLanguageSelect
          value={editLanguage}
          onChange={setEditLanguage}
          languages={languages}
          defaultLanguage={defaultLanguage}
        />
        {editLanguage !== defaultLanguage ? (
          <CopyFromSelect
            label={w.copyDocument}
            placeholder={w.copyDocument}
            sources={languages.filter((code) => code !== editLanguage)}
            onCopy={copyDocument}
          />
        ) : null}
      </div>
      {restoredNotice ? <FormAlert message={words.unsavedKept} tone="success" /> : null}
      <form
        className="space-y-6"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {config.groups.map((group, index) => (
          <Panel key={group.title.en} title={group.title[uiLanguage]} id={`group-${index}`}>
            <div className="space-y-6">
              {group.fields.map((field) => (
                <FieldControl
                  key={field.name}
                  field={field}
                  value={document[field.name]}
                  errors={errors}
                  onChange={(value) => setDocument((current) => ({ ...current, [field.name]: value }))}
                />
              ))}
            </div>
          </Panel>
        ))}
        <div className="space-y-3">
          <FormAlert message={message?.text ?? null} tone={message?.tone ?? 'error'} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" busy={mutations.save.isPending} disabled={busy}>
              {words.saveDraft}
            </Button>
            <Button
              variant="secondary"
              onClick={publish}
              busy={mutations.publish.isPending}
              disabled={busy || (!dirty && base.status === 'published')}
            >
              {words.publish}
            </Button>
            {base.status === 'changed' ? (
              <Button variant="secondary" onClick={() => setConfirm('discard')} disabled={busy}>
                {words.discard}
              </Button>
            ) : null}
            {config.publicPath?.(document) ? (
              <Button variant="ghost" onClick={openPreview} busy={preview.isPending}>
                {words.preview} ↗
              </Button>
            ) : null}
            <Button
              variant="ghost"
              aria-expanded={showHistory}
              onClick={() => setShowHistory((shown) => !shown)}
            >
              {words.history}
            </Button>
            {config.collection ? (
              <Button
                variant="danger"
                className="ml-auto"
                onClick={() => setConfirm('delete')}
                disabled={busy}
              >
                {words.delete}
              </Button>
            ) : null}
          </div>
        </div>
      </form>
      {showHistory ? (
        <div className="mt-6">
          <Panel title={words.historyTitle} id="history">
            <RevisionsPanel
              resource={config.resource}
              itemKey={base.key}
              order={order}
              fieldLabel={fieldLabel}
              words={words}
              formatDate={formatDate}
              restoring={mutations.restore.isPending}
              onRestore={(revision) =>
                mutations.restore.mutate(
                  { revision, version: base.version },
                  { onSuccess: (next) => accept(next, words.restored(revision)), onError: fail },
                )
              }
            />
          </Panel>
        </div>
      ) : null}
      <ConflictDialog
        open={conflict !== null}
        mine={document}
        current={conflict?.document ?? {}}
        order={order}
        fieldLabel={fieldLabel}
        words={words}
        busy={mutations.save.isPending}
        onKeepMine={() => {
          if (!conflict) return;
          // Mine goes over the new version: the patch is computed against the current document.
          const current = conflict;
          setBase(current);
          const mine = documentPatch(fields, current.document, document);
          mutations.save.mutate(
            { version: current.version, patch: config.fixed ? omit(mine, config.fixed) : mine },
            {
              onSuccess: (next) => {
                setConflict(null);
                accept(next, words.saved);
              },
              onError: fail,
            },
          );
        }}
        onTakeCurrent={() => {
          if (!conflict) return;
          setConflict(null);
          setBase(conflict);
          setDocument(conflict.document);
          clearDraft(storageKey);
        }}
      />
      <ConfirmDialog
        open={confirm === 'discard'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={words.discardTitle}
        description={words.discardBody}
        confirmLabel={words.discard}
        busy={mutations.discard.isPending}
        onConfirm={() =>
          mutations.discard.mutate(base.version, {
            onSuccess: (next) => {
              setConfirm(null);
              accept(next, words.discarded);
            },
            onError: (error) => {
              setConfirm(null);
              fail(error);
            },
          })
        }
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={words.deleteTitle}
        description={words.deleteBody}
        confirmLabel={words.delete}
        busy={mutations.remove.isPending}
        onConfirm={() =>
          mutations.remove.mutate(undefined, {
            onSuccess: () => {
              setConfirm(null);
              clearDraft(storageKey);
              guard.release();
              void navigate({ to: '/content/$resource', params: { resource: config.path } });
            },
            onError: (error) => {
              setConfirm(null);
              fail(error);
            },
          })
        }
      />
      {guard.dialog}
    </LanguagePairProvider>
  );
}

const omit = (patch: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(Object.entries(patch).filter(([key]) => !fields.includes(key)));

/** Only the changed fields are kept in storage (a long untouched text need not be copied). */
const patchDocument = (document: Record<string, unknown>, patch: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(patch).map((key) => [key, document[key]]));

export const isEditLanguage = (value: string): value is LanguageCode => isLanguageCode(value);
