/**
 * One image of the library in a dialog: preview, file facts, its address, alt text in every
 * language (saved per language from the version read; another person's save meanwhile answers
 * 409 and is compared in the console's conflict dialog before anything is overwritten, 053),
 * where it is used with links to those editors, and delete — asked first, and explained when the
 * API refuses because the image is still used (decision 048).
 */
import { Link } from '@tanstack/react-router';
import { MediaPatchSchema } from '@wegweiser/contracts';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@wegweiser/contracts/constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toApiProblem } from '../../../shared/api/api-problem';
import { RESOURCE_CONFIGS } from '../../../shared/content/config';
import { ConflictDialog } from '../../../shared/content/conflict-dialog';
import { RESOURCE_NAMES } from '../../../shared/content/resource-names';
import { SITE_SETTING_NAMES } from '../../../shared/content/site-setting-names';
import { translationsPatch } from '../../../shared/content/translations';
import { useContentWords } from '../../../shared/content/words';
import { useSessionDraft } from '../../../shared/forms/use-session-draft';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';
import { useT } from '../../../shared/i18n/console-words';
import { formatDateTime } from '../../../shared/i18n/i18n-provider';
import { Button } from '../../../shared/ui/button';
import { CopyButton } from '../../../shared/ui/copy-button';
import { ConfirmDialog, Dialog } from '../../../shared/ui/dialog';
import { TextAreaField } from '../../../shared/ui/field';
import { ErrorState, LoadingState, SaveFeedback } from '../../../shared/ui/states';
import {
  type MediaDetail,
  type MediaUsage,
  mediaConflictOf,
  refusalOf,
  useMediaItem,
  useMediaMutations,
} from '../api';
import { formatBytes } from '../thumbnail';
import { useMediaWords } from '../words';

type AltForm = Record<LanguageCode, string>;
const LANGUAGES: readonly LanguageCode[] = [
  DEFAULT_LANGUAGE,
  ...LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE),
];
const altForm = (alt: Record<string, string>): AltForm =>
  Object.fromEntries(LANGUAGES.map((code) => [code, alt[code] ?? ''])) as AltForm;

export function MediaDetailDialog({
  id,
  onClose,
  onDeleted,
}: {
  id: string | null;
  onClose: () => void;
  onDeleted: (filename: string) => void;
}) {
  const { w } = useMediaWords();
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? null : onClose())} title={w.detail.title} wide>
      {id ? <MediaDetailBody id={id} onDeleted={onDeleted} /> : null}
    </Dialog>
  );
}

function MediaDetailBody({ id, onDeleted }: { id: string; onDeleted: (filename: string) => void }) {
  const { w } = useMediaWords();
  const t = useT();
  const item = useMediaItem(id);
  if (item.isPending) return <LoadingState />;
  if (item.isError) {
    const missing = toApiProblem(item.error, t).status === 404;
    return (
      <ErrorState
        message={missing ? w.detail.notFound : w.detail.loadError}
        {...(missing ? {} : { onRetry: () => void item.refetch() })}
      />
    );
  }
  return <MediaDetailView detail={item.data} onDeleted={onDeleted} />;
}

function MediaDetailView({
  detail,
  onDeleted,
}: {
  detail: MediaDetail;
  onDeleted: (filename: string) => void;
}) {
  const { w, language } = useMediaWords();
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="space-y-4">
        <div className="flex max-h-80 items-center justify-center overflow-hidden rounded-xl bg-dark-100 dark:bg-dark-900">
          <img
            src={detail.url}
            alt={detail.alt[language] ?? detail.alt.de ?? ''}
            width={detail.width}
            height={detail.height}
            className="max-h-80 w-auto object-contain"
          />
        </div>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="font-medium text-dark-700 dark:text-dark-200">{w.detail.file}</dt>
          <dd className="break-all text-dark-900 dark:text-dark-50">{detail.filename}</dd>
          <dt className="font-medium text-dark-700 dark:text-dark-200">{w.detail.type}</dt>
          <dd className="text-dark-900 dark:text-dark-50">{detail.content_type}</dd>
          <dt className="font-medium text-dark-700 dark:text-dark-200">{w.detail.size}</dt>
          <dd className="text-dark-900 dark:text-dark-50">{formatBytes(detail.byte_size, language)}</dd>
          <dt className="font-medium text-dark-700 dark:text-dark-200">{w.detail.dimensions}</dt>
          <dd className="text-dark-900 dark:text-dark-50">
            {detail.width} × {detail.height} px
          </dd>
          <dt className="font-medium text-dark-700 dark:text-dark-200">{w.detail.uploaded}</dt>
          <dd className="text-dark-900 dark:text-dark-50">
            {formatDateTime(detail.created_at, language)}
            {detail.created_by ? ` ${w.detail.by(detail.created_by.name)}` : ''}
          </dd>
        </dl>
        <div className="space-y-1">
          <p className="text-sm font-medium text-dark-700 dark:text-dark-200">{w.detail.address}</p>
          <p className="break-all font-mono text-sm text-dark-900 dark:text-dark-50">{detail.url}</p>
          <CopyButton text={detail.url} label={w.detail.copy} />
        </div>
      </div>
      <div className="min-w-0 space-y-6">
        <AltTextForm detail={detail} />
        <UsageList usages={detail.used_in} heading={w.detail.usedIn} empty={w.detail.unused} />
        <DeleteImage detail={detail} onDeleted={onDeleted} />
      </div>
    </div>
  );
}

function AltTextForm({ detail }: { detail: MediaDetail }) {
  const { w } = useMediaWords();
  const names = useContentWords().w.languageName;
  const t = useT();
  const { saveAlt } = useMediaMutations(detail.id);
  // What the form started from: the base of "what did I change", and the version it was read at.
  const [base, setBase] = useState(() => ({ alt: altForm(detail.alt), version: detail.version }));
  const form = useForm<AltForm>({ defaultValues: base.alt });
  const draft = useSessionDraft(`media-alt:${detail.id}`, form, LANGUAGES);
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  // Someone saved since this form read the image (409): the image as it is now.
  const [conflict, setConflict] = useState<MediaDetail | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  /** Saves what differs from `from` on top of `version`; a stale version opens the comparison. */
  const send = async (values: AltForm, from: AltForm, version: number) => {
    setFormError(null);
    setSaved(false);
    const alt = translationsPatch(from, values);
    if (!alt) return;
    const parsed = MediaPatchSchema.safeParse({ alt, version });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const code = issue.path[1];
        if (typeof code === 'string' && code in values)
          form.setError(code as LanguageCode, { message: t.errors.invalidValue });
      }
      return;
    }
    try {
      const answer = await saveAlt.mutateAsync(parsed.data);
      const next = altForm(answer.alt);
      setBase({ alt: next, version: answer.version });
      setConflict(null);
      form.reset(next);
      draft.clear();
      setSaved(true);
    } catch (error) {
      const current = mediaConflictOf(error);
      if (current) setConflict(current);
      else setFormError(toApiProblem(error, t).message);
    }
  };

  const submit = form.handleSubmit((values) => send(values, base.alt, base.version));

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <h3 className="font-semibold text-dark-900 dark:text-white">{w.detail.alt}</h3>
      <p className="text-sm text-dark-600 dark:text-dark-300">{w.detail.altHelp}</p>
      <ConflictDialog
        open={conflict !== null}
        mine={{ alt: form.getValues() }}
        current={{ alt: conflict ? altForm(conflict.alt) : {} }}
        order={['alt']}
        fieldLabel={() => w.detail.alt}
        busy={saveAlt.isPending}
        onKeepMine={() => {
          if (!conflict) return;
          // Mine goes over the new version: the change is computed against the current text.
          void send(form.getValues(), altForm(conflict.alt), conflict.version);
        }}
        onTakeCurrent={() => {
          if (!conflict) return;
          const current = altForm(conflict.alt);
          setBase({ alt: current, version: conflict.version });
          form.reset(current);
          draft.clear();
          setConflict(null);
        }}
      />
      {LANGUAGES.map((code) => (
        <TextAreaField
          key={code}
          lang={code}
          rows={2}
          maxLength={500}
          label={w.detail.altIn(names[code])}
          error={form.formState.errors[code]?.message}
          {...form.register(code)}
        />
      ))}
      <SaveFeedback error={formError} success={saved && !form.formState.isDirty ? w.detail.saved : null} />
      <Button type="submit" busy={saveAlt.isPending || form.formState.isSubmitting}>
        {w.detail.save}
      </Button>
      {guard.dialog}
    </form>
  );
}

/** A usage's editor in the console, when the console has one for that resource. */
export function editorLinkOf(usage: MediaUsage): { to: string; params?: Record<string, string> } | null {
  const config = RESOURCE_CONFIGS.find((entry) => entry.resource === usage.resource);
  if (config) return { to: '/content/$resource/$key', params: { resource: config.path, key: usage.key } };
  if (usage.resource === 'site-settings') return { to: '/settings' };
  return null;
}

/** A usage's field as its editor labels it (`content.de` is the field `content`), else its name. */
function fieldLabelOf(usage: MediaUsage, language: 'de' | 'en'): string | null {
  if (!usage.field) return null;
  const name = usage.field.split('.')[0] ?? usage.field;
  const config = RESOURCE_CONFIGS.find((entry) => entry.resource === usage.resource);
  const field = config?.groups.flatMap((group) => group.fields).find((entry) => entry.name === name);
  if (field) return field.label[language];
  // The site settings' pictures by their labels on that screen, never the field's code (decision 092).
  const siteFields: Record<string, [string, string]> = SITE_SETTING_NAMES[language];
  if (usage.resource === 'site-settings' && Object.hasOwn(siteFields, name))
    return siteFields[name]?.[0] ?? null;
  return usage.field;
}

function UsageList({ usages, heading, empty }: { usages: MediaUsage[]; heading?: string; empty: string }) {
  const { w, language } = useMediaWords();
  return (
    <section className="space-y-2">
      {heading ? <h3 className="font-semibold text-dark-900 dark:text-white">{heading}</h3> : null}
      {usages.length === 0 ? (
        <p className="text-sm text-dark-700 dark:text-dark-200">{empty}</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {usages.map((usage) => {
            const label =
              usage.label[language] ?? usage.label.de ?? Object.values(usage.label)[0] ?? usage.key;
            const group =
              RESOURCE_CONFIGS.find((entry) => entry.resource === usage.resource)?.title[language] ??
              (usage.resource === 'site-settings'
                ? w.detail.siteSettings
                : (RESOURCE_NAMES[language][usage.resource] ?? usage.resource));
            const link = editorLinkOf(usage);
            const text = `${group}: ${label}`;
            const field = fieldLabelOf(usage, language);
            return (
              <li
                key={`${usage.resource}/${usage.key}/${usage.field ?? ''}`}
                className="flex flex-wrap gap-x-2"
              >
                {link ? (
                  <Link
                    to={link.to as '/'}
                    params={link.params as never}
                    className="font-medium underline underline-offset-2"
                  >
                    {text}
                  </Link>
                ) : (
                  <span className="font-medium">{text}</span>
                )}
                <span>
                  ({[field ? w.detail.field(field) : null, w.status[usage.status]].filter(Boolean).join(', ')}
                  )
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function DeleteImage({ detail, onDeleted }: { detail: MediaDetail; onDeleted: (filename: string) => void }) {
  const { w } = useMediaWords();
  const t = useT();
  const { remove } = useMediaMutations(detail.id);
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; usages: MediaUsage[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync();
      setAsking(false);
      onDeleted(detail.filename);
    } catch (failure) {
      const refused = refusalOf(failure);
      if (refused) {
        setAsking(false);
        setRefusal(refused);
      } else setError(toApiProblem(failure, t).message);
    }
  };
  return (
    <section className="space-y-3 border-t border-dark-200 pt-4 dark:border-dark-700">
      {refusal ? (
        <div
          role="alert"
          className="space-y-2 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          <p className="font-semibold">{w.detail.refused}</p>
          <p className="text-sm">{refusal.message || w.detail.refusedHint}</p>
          <UsageList usages={refusal.usages} empty={w.detail.unused} />
        </div>
      ) : null}
      <Button variant="danger" onClick={() => setAsking(true)}>
        {w.detail.delete}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={w.detail.deleteTitle}
        description={w.detail.deleteDescription(detail.filename)}
        confirmLabel={w.detail.deleteConfirm}
        onConfirm={() => void confirm()}
        busy={remove.isPending}
        error={error}
      />
    </section>
  );
}
