/**
 * One session type, new or existing: name and description in the site's languages (the console's
 * translatable fields, default language beside the one edited), duration and free time around it,
 * where it happens (the practice's address, the phone, or video with a fixed link or a fresh room
 * per booking), the service or package it belongs to with its price, whether the owner confirms each
 * booking and whether visitors can book it. Saved from the version read: a 409 opens the shared
 * conflict dialog; leaving with unsaved changes asks first; a type with bookings is hidden, not
 * deleted (the API says so, and the button to hide it is right there).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  type AdminSessionType,
  type AdminSessionTypeList,
  SessionTypeCreateSchema,
} from '@wegweiser/contracts';
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { useId, useState } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useApi } from '../../../shared/api/api-provider';
import { useSiteLanguages } from '../../../shared/content/api';
import { ConflictDialog } from '../../../shared/content/conflict-dialog';
import { EditLanguageSelect, LanguagePairProvider } from '../../../shared/content/language-pair';
import { TranslatableField } from '../../../shared/content/translatable-field';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';
import { useT } from '../../../shared/i18n/console-words';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import { ErrorState, FormAlert, LoadingState, PageHeader, Panel } from '../../../shared/ui/states';
import {
  bookingKeys,
  createSessionType,
  deleteSessionType,
  saveSessionType,
  sessionTypeConflictOf,
  useSessionTypes,
} from '../api';
import { type FieldErrors, schemaErrors } from '../form-errors';
import { useBookingWords } from '../words';
import { BookingTabs } from './booking-tabs';
import { SaveBar } from './save-bar';
import { SessionTypePanels } from './session-type-panels';
import { bodyOf, EMPTY, type Values, valuesOf, valueText } from './session-type-values';
import { typeName } from './session-types-page';

/** The type just created here: its editor, opened at its own address next, says so once. */
let justCreated: number | null = null;

export default function SessionTypeEditor({ id }: { id: string }) {
  const { w } = useBookingWords();
  const t = useT();
  const types = useSessionTypes();
  const languages = useSiteLanguages();
  const failed = types.isError ? types : languages.isError ? languages : null;
  const isNew = id === 'new';
  const type = isNew ? null : types.data?.items.find((item) => String(item.id) === id);
  if (failed || !types.data || !languages.data) {
    return (
      <>
        <PageHeader title={isNew ? w.editor.newTitle : w.types.title} />
        {failed ? (
          <ErrorState message={toApiProblem(failed.error, t).message} onRetry={() => void failed.refetch()} />
        ) : (
          <LoadingState />
        )}
      </>
    );
  }
  if (!isNew && !type) {
    return (
      <>
        <PageHeader title={w.types.title} />
        <ErrorState message={w.editor.notFound} />
      </>
    );
  }
  const codes = languages.data.map((language) => language.code);
  const defaultLanguage = languages.data.find((language) => language.is_default)?.code ?? codes[0] ?? 'de';
  return (
    <EditorForm type={type ?? null} list={types.data} languages={codes} defaultLanguage={defaultLanguage} />
  );
}

function EditorForm({
  type,
  list,
  languages,
  defaultLanguage,
}: {
  type: AdminSessionType | null;
  list: AdminSessionTypeList;
  languages: LanguageCode[];
  defaultLanguage: LanguageCode;
}) {
  const { w, language } = useBookingWords();
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formId = useId();
  const [base, setBase] = useState<AdminSessionType | null>(type);
  const [values, setValues] = useState<Values>(() => (type ? valuesOf(type) : EMPTY));
  const [editLanguage, setEditLanguage] = useState<LanguageCode>(
    languages.find((code) => code !== defaultLanguage) ?? defaultLanguage,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(() => {
    if (type === null || justCreated !== type.id) return null;
    justCreated = null;
    return w.editor.created;
  });
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<AdminSessionType | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  /** The API's refusal to delete a type with bookings: said on the page, with the way out. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const dirty = JSON.stringify(values) !== JSON.stringify(base ? valuesOf(base) : EMPTY);
  const guard = useUnsavedChangesGuard(dirty);
  const change = (next: Partial<Values>) => {
    setValues((current) => ({ ...current, ...next }));
    setNotice(null);
  };

  const settle = (saved: AdminSessionType) => {
    setBase(saved);
    setValues(valuesOf(saved));
    setConflict(null);
    void queryClient.invalidateQueries({ queryKey: bookingKeys.types });
  };

  const save = async (version: number | null, next: Values = values) => {
    setFormError(null);
    setNotice(null);
    const body = bodyOf(next);
    const checked = SessionTypeCreateSchema.safeParse(body);
    if (!checked.success) {
      const found = schemaErrors(checked.error, w.errors);
      // Only German is required: "required" on the map as a whole would show beside every language.
      if (found['name.de']) delete found.name;
      setErrors(found);
      setFormError(w.common.fixFirst);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (version === null || !base) {
        const created = await createSessionType(api, checked.data);
        settle(created);
        justCreated = created.id;
        guard.release();
        await navigate({ to: '/booking/session-types/$id', params: { id: String(created.id) } });
        return;
      }
      settle(await saveSessionType(api, base.id, { ...checked.data, version }));
      setNotice(w.editor.saved);
    } catch (error) {
      const current = sessionTypeConflictOf(error);
      if (current) setConflict(current);
      else {
        const problem = toApiProblem(error, t);
        setErrors(problem.fields);
        setFormError(problem.message);
      }
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!base) return;
    setBusy(true);
    setDeleteError(null);
    try {
      await deleteSessionType(api, base.id);
      guard.release();
      await queryClient.invalidateQueries({ queryKey: bookingKeys.types });
      setConfirmDelete(false);
      await navigate({ to: '/booking/session-types' });
    } catch (error) {
      const problem = toApiProblem(error, t);
      if (problem.status === 409) {
        setConfirmDelete(false);
        setRefusal(problem.message);
      } else setDeleteError(problem.message);
    } finally {
      setBusy(false);
    }
  };

  const hideInstead = async () => {
    setRefusal(null);
    const next = { ...values, visible: false };
    setValues(next);
    await save(base?.version ?? null, next);
  };

  const title = base ? w.editor.editTitle(typeName(base, language, w.types.unnamed)) : w.editor.newTitle;
  const order = [
    'name',
    'description',
    'duration_minutes',
    'buffer_before_minutes',
    'buffer_after_minutes',
    'max_per_day',
    'location_kind',
    'location_address',
    'location_link',
    'service_id',
    'package_id',
    'requires_confirmation',
    'is_visible',
  ];

  return (
    <>
      <PageHeader title={title} />
      <BookingTabs />
      <LanguagePairProvider value={{ defaultLanguage, editLanguage, languages }}>
        <form
          noValidate
          className="max-w-3xl space-y-6"
          onSubmit={(event) => {
            event.preventDefault();
            void save(base?.version ?? null);
          }}
        >
          {refusal ? (
            <div className="space-y-3">
              <FormAlert message={refusal} />
              {values.visible ? (
                <Button variant="secondary" onClick={() => void hideInstead()} busy={busy}>
                  {w.editor.hideInstead}
                </Button>
              ) : null}
            </div>
          ) : null}
          <Panel title={w.editor.texts} id={`${formId}-texts`}>
            <div className="space-y-5">
              {languages.length > 1 ? (
                <EditLanguageSelect
                  value={editLanguage}
                  onChange={setEditLanguage}
                  languages={languages}
                  defaultLanguage={defaultLanguage}
                />
              ) : null}
              <TranslatableField
                name="name"
                label={w.editor.name}
                help={w.editor.nameHelp}
                kind="line"
                required
                maxLength={200}
                value={values.name}
                onChange={(name) => change({ name })}
                errors={errors}
              />
              <TranslatableField
                name="description"
                label={w.editor.description}
                kind="text"
                maxLength={1000}
                value={values.description}
                onChange={(description) => change({ description })}
                errors={errors}
              />
            </div>
          </Panel>
          <SessionTypePanels
            formId={formId}
            values={values}
            errors={errors}
            change={change}
            offers={list.offers}
          />
          <SaveBar busy={busy} formError={formError} notice={notice}>
            {base ? (
              <Button variant="ghost" onClick={() => setConfirmDelete(true)} disabled={busy}>
                {w.common.delete}
              </Button>
            ) : null}
          </SaveBar>
        </form>
        <ConflictDialog
          open={conflict !== null}
          mine={bodyOf(values) as unknown as Record<string, unknown>}
          current={conflict ? (bodyOf(valuesOf(conflict)) as unknown as Record<string, unknown>) : {}}
          order={order}
          fieldLabel={(field) => (w.fields as Record<string, string>)[field] ?? field}
          valueText={(field, value) => valueText(field, value, w, list, language)}
          busy={busy}
          onKeepMine={() => conflict && void save(conflict.version)}
          onTakeCurrent={() => {
            if (!conflict) return;
            settle(conflict);
            setFormError(null);
          }}
        />
      </LanguagePairProvider>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={(open) => {
          setConfirmDelete(open);
          if (!open) setDeleteError(null);
        }}
        title={w.editor.deleteTitle}
        description={w.editor.deleteBody}
        confirmLabel={w.common.delete}
        onConfirm={() => void remove()}
        busy={busy}
        error={deleteError}
      />
      {guard.dialog}
    </>
  );
}
