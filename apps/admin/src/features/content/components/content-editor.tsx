/**
 * The generic editor of one content item: the default language beside the one being edited, every
 * field of the resource's configuration in its groups; Save draft (only the changed fields, with
 * the version), Publish, Discard, Preview (in the language being edited), Delete; status and who
 * changed it when; the 409 dialog; the history with diffs and restore. `language` (the route's
 * `?language=fr`, from the translation report) is edited first when the site has it; texts copied
 * from another language carry their mark (decision 089). What is typed is kept in sessionStorage
 * until it is saved (use-editor-document); what the buttons do is in use-editor-actions.
 */
import { useNavigate } from '@tanstack/react-router';
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { useMemo, useState } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { type ContentItem, useContentItem, useSiteLanguages } from '../../../shared/content/api';
import { fieldsOf, isTranslatable, type ResourceConfig } from '../../../shared/content/config/types';
import { ConflictDialog } from '../../../shared/content/conflict-dialog';
import { CopiedTextsProvider } from '../../../shared/content/copied-texts';
import { LanguagePairProvider } from '../../../shared/content/language-pair';
import { StatusBadge } from '../../../shared/content/status-badge';
import { textIn, withText } from '../../../shared/content/translations';
import { useContentWords } from '../../../shared/content/words';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';
import { useT } from '../../../shared/i18n/console-words';
import { Button } from '../../../shared/ui/button';
import { ErrorState, FormAlert, LoadingState, PageHeader, Panel } from '../../../shared/ui/states';
import { useEditorWords } from '../words';
import { CardLookControl } from './card-look-control';
import { EditorButtons } from './editor-buttons';
import { EditorDialogs } from './editor-dialogs';
import { EditorLanguageBar } from './editor-language-bar';
import { FieldControl } from './field-control';
import { PreviewLinksPanel } from './preview-links-panel';
import { RestoreDialog } from './restore-dialog';
import { RevisionsPanel } from './revisions-panel';
import { useEditorActions } from './use-editor-actions';
import { useEditorDocument } from './use-editor-document';

export function ContentEditor({
  config,
  itemKey,
  language: asked,
}: {
  config: ResourceConfig;
  itemKey: string;
  /** The language to edit first (beside the default one), when the site has it. */
  language?: string | undefined;
}) {
  const t = useT();
  const item = useContentItem(config.resource, itemKey);
  const languages = useSiteLanguages();
  const { language } = useContentWords();
  // Until the item is there, the page is named after its resource (every page has its heading).
  const failed = item.isError ? item : languages.isError ? languages : null;
  if (failed || !item.isSuccess || !languages.isSuccess)
    return (
      <>
        <PageHeader title={config.title[language]} />
        {failed ? (
          <ErrorState message={toApiProblem(failed.error, t).message} onRetry={() => void failed.refetch()} />
        ) : (
          <LoadingState />
        )}
      </>
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
      initialLanguage={codes.find((code) => code === asked)}
    />
  );
}

function EditorForm({
  config,
  item,
  languages,
  defaultLanguage,
  initialLanguage,
}: {
  config: ResourceConfig;
  item: ContentItem;
  languages: LanguageCode[];
  defaultLanguage: LanguageCode;
  initialLanguage: LanguageCode | undefined;
}) {
  const { language: uiLanguage } = useContentWords();
  const words = useEditorWords.in(uiLanguage).editor;
  const navigate = useNavigate();
  const fields = useMemo(() => fieldsOf(config), [config]);
  const order = useMemo(() => fields.map((field) => field.name), [fields]);
  const fieldLabel = (name: string) => fields.find((field) => field.name === name)?.label[uiLanguage] ?? name;
  // A choice in a comparison as its list names it (an icon's name, a unit), never the stored code.
  const valueText = (name: string, value: unknown) =>
    typeof value === 'string'
      ? fields.find((field) => field.name === name)?.options?.find((option) => option.value === value)?.label[
          uiLanguage
        ]
      : undefined;

  const editor = useEditorDocument(config.resource, item, fields);
  const { base, document, setDocument, dirty } = editor;
  const guard = useUnsavedChangesGuard(dirty);
  const actions = useEditorActions({ config, fields, editor, words, release: guard.release });
  const [editLanguage, setEditLanguage] = useState<LanguageCode>(
    () => initialLanguage ?? languages.find((code) => code !== defaultLanguage) ?? defaultLanguage,
  );
  const [confirm, setConfirm] = useState<'discard' | 'delete' | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  /** The revision the owner asked to restore: the question is open while it is set. */
  const [restoring, setRestoring] = useState<number | null>(null);

  const copyDocument = (from: LanguageCode) => {
    const next = { ...document };
    for (const field of fields) {
      if (!isTranslatable(field.kind)) continue;
      const value = next[field.name];
      const copied = textIn(value, from);
      if (textIn(value, editLanguage).trim() === '' && copied.trim() !== '') {
        next[field.name] = withText(value, editLanguage, copied);
        editor.copies.copied(field.name, editLanguage, from, copied);
      }
    }
    setDocument(next);
  };
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(uiLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
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
      <EditorLanguageBar
        editLanguage={editLanguage}
        onChange={setEditLanguage}
        languages={languages}
        defaultLanguage={defaultLanguage}
        onCopy={copyDocument}
      />
      {editor.restoredNotice ? <FormAlert message={words.unsavedKept} tone="success" /> : null}
      <form
        className="space-y-6"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actions.save();
        }}
      >
        <CopiedTextsProvider value={editor.copies}>
          {config.groups.map((group, index) => (
            <Panel key={group.title.en} title={group.title[uiLanguage]} id={`group-${index}`}>
              <div className="space-y-6">
                {group.fields.map((field) =>
                  field.within ? null : field.kind === 'card-look' ? (
                    <CardLookControl
                      key={field.name}
                      field={field}
                      inner={group.fields.filter((inner) => inner.within === field.name)}
                      document={document}
                      errors={actions.errors}
                      onChange={(name, value) => setDocument((current) => ({ ...current, [name]: value }))}
                    />
                  ) : (
                    <FieldControl
                      key={field.name}
                      field={field}
                      value={document[field.name]}
                      errors={actions.errors}
                      onChange={(value) => setDocument((current) => ({ ...current, [field.name]: value }))}
                    />
                  ),
                )}
              </div>
            </Panel>
          ))}
        </CopiedTextsProvider>
        <div className="space-y-3">
          <FormAlert message={actions.message?.text ?? null} tone={actions.message?.tone ?? 'error'} />
          <EditorButtons
            words={words}
            actions={actions}
            status={base.status}
            dirty={dirty}
            collection={config.collection}
            canPreview={Boolean(config.publicPath?.(document))}
            onPreview={() => actions.openPreview(editLanguage)}
            historyShown={showHistory}
            onToggleHistory={() => setShowHistory((shown) => !shown)}
            onConfirm={setConfirm}
          />
        </div>
      </form>
      {config.publicPath ? (
        <div className="mt-6">
          <Panel title={words.previewLinksTitle} id="preview-links">
            <PreviewLinksPanel
              resource={config.resource}
              itemKey={base.key}
              words={words}
              formatDate={formatDate}
            />
          </Panel>
        </div>
      ) : null}
      {showHistory ? (
        <div className="mt-6">
          <Panel title={words.historyTitle} id="history">
            <RevisionsPanel
              resource={config.resource}
              itemKey={base.key}
              status={base.status}
              order={order}
              fieldLabel={fieldLabel}
              valueText={valueText}
              words={words}
              formatDate={formatDate}
              restoring={actions.pending.restore}
              onRestore={setRestoring}
            />
          </Panel>
        </div>
      ) : null}
      <RestoreDialog
        resource={config.resource}
        itemKey={base.key}
        version={restoring}
        current={document}
        unsaved={dirty}
        order={order}
        fieldLabel={fieldLabel}
        valueText={valueText}
        words={words}
        busy={actions.pending.restore}
        onClose={() => setRestoring(null)}
        onRestore={(version) => actions.restore(version, () => setRestoring(null))}
      />
      <ConflictDialog
        open={actions.conflict !== null}
        mine={document}
        current={actions.conflict?.document ?? {}}
        order={order}
        fieldLabel={fieldLabel}
        valueText={valueText}
        busy={actions.pending.save}
        onKeepMine={actions.keepMine}
        onTakeCurrent={actions.takeCurrent}
      />
      <EditorDialogs
        words={words}
        actions={actions}
        status={base.status}
        confirm={confirm}
        onClose={() => setConfirm(null)}
      />
      {guard.dialog}
    </LanguagePairProvider>
  );
}
