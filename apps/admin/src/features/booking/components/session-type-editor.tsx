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
  type SessionTypeOffer,
} from '@wegweiser/contracts';
import { SESSION_LOCATION_KINDS, type SessionLocationKind } from '@wegweiser/contracts/booking';
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { useId, useState } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useApi } from '../../../shared/api/api-provider';
import { useSiteLanguages } from '../../../shared/content/api';
import { ConflictDialog } from '../../../shared/content/conflict-dialog';
import { EditLanguageSelect, LanguagePairProvider } from '../../../shared/content/language-pair';
import { TranslatableField } from '../../../shared/content/translatable-field';
import type { Translations } from '../../../shared/content/translations';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';
import { useT } from '../../../shared/i18n/console-words';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import { SelectField, TextField } from '../../../shared/ui/field';
import { ErrorState, FormAlert, LoadingState, PageHeader, Panel } from '../../../shared/ui/states';
import { StickySaveBar } from '../../../shared/ui/sticky-save-bar';
import {
  bookingKeys,
  createSessionType,
  deleteSessionType,
  type SessionTypeForm,
  saveSessionType,
  sessionTypeConflictOf,
  useSessionTypes,
} from '../api';
import { type FieldErrors, firstError, schemaErrors } from '../form-errors';
import { type BookingWords, useBookingWords } from '../words';
import { BookingTabs } from './booking-tabs';
import { typeName } from './session-types-page';
import { Switch } from './switch';

type Values = {
  name: Translations;
  description: Translations;
  duration: string;
  bufferBefore: string;
  bufferAfter: string;
  maxPerDay: string;
  kind: SessionLocationKind;
  address: string;
  link: string;
  /** `service:3`, `package:1` or '' for neither. */
  offer: string;
  confirm: boolean;
  visible: boolean;
};

const EMPTY: Values = {
  name: {},
  description: {},
  duration: '60',
  bufferBefore: '0',
  bufferAfter: '0',
  maxPerDay: '',
  kind: 'practice',
  address: '',
  link: '',
  offer: '',
  confirm: false,
  visible: true,
};

const valuesOf = (type: AdminSessionType): Values => ({
  name: { ...type.name },
  description: { ...type.description },
  duration: String(type.duration_minutes),
  bufferBefore: String(type.buffer_before_minutes),
  bufferAfter: String(type.buffer_after_minutes),
  maxPerDay: type.max_per_day === null ? '' : String(type.max_per_day),
  kind: type.location_kind,
  address: type.location_address ?? '',
  link: type.location_link ?? '',
  offer: type.service_id ? `service:${type.service_id}` : type.package_id ? `package:${type.package_id}` : '',
  confirm: type.requires_confirmation,
  visible: type.is_visible,
});

/** The type just created here: its editor, opened at its own address next, says so once. */
let justCreated: number | null = null;

const numberOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The request body: what the form holds, as the API takes it. */
export function bodyOf(values: Values): SessionTypeForm {
  const [kind, id] = values.offer.split(':');
  return {
    name: values.name,
    description: values.description,
    duration_minutes: numberOf(values.duration),
    buffer_before_minutes: numberOf(values.bufferBefore),
    buffer_after_minutes: numberOf(values.bufferAfter),
    location_kind: values.kind,
    location_address: values.kind === 'practice' ? values.address : null,
    location_link: values.kind === 'video' && values.link.trim() ? values.link.trim() : null,
    service_id: kind === 'service' ? Number(id) : null,
    package_id: kind === 'package' ? Number(id) : null,
    requires_confirmation: values.confirm,
    max_per_day: values.maxPerDay.trim() ? numberOf(values.maxPerDay) : null,
    is_visible: values.visible,
  };
}

const money = (offer: SessionTypeOffer, language: string) =>
  offer.price === null
    ? null
    : new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', {
        style: 'currency',
        currency: offer.currency,
      }).format(Number(offer.price));

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

  const services = list.offers.filter((offer) => offer.kind === 'service');
  const packages = list.offers.filter((offer) => offer.kind === 'package');
  const offerLabel = (offer: SessionTypeOffer) => {
    const title = offer.title[language] || offer.title.de || Object.values(offer.title)[0] || `#${offer.id}`;
    const price = money(offer, language);
    return `${title} (${price ? w.editor.price(price) : w.editor.noPrice})`;
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
          <Panel title={w.editor.timing} id={`${formId}-timing`}>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={w.editor.duration}
                inputMode="numeric"
                value={values.duration}
                onChange={(event) => change({ duration: event.target.value })}
                hint={w.editor.durationHint}
                error={firstError(errors, 'duration_minutes')}
              />
              <TextField
                label={w.editor.maxPerDay}
                inputMode="numeric"
                value={values.maxPerDay}
                onChange={(event) => change({ maxPerDay: event.target.value })}
                hint={w.editor.maxPerDayHint}
                error={firstError(errors, 'max_per_day')}
              />
              <TextField
                label={w.editor.bufferBefore}
                inputMode="numeric"
                value={values.bufferBefore}
                onChange={(event) => change({ bufferBefore: event.target.value })}
                hint={w.editor.bufferHint}
                error={firstError(errors, 'buffer_before_minutes')}
              />
              <TextField
                label={w.editor.bufferAfter}
                inputMode="numeric"
                value={values.bufferAfter}
                onChange={(event) => change({ bufferAfter: event.target.value })}
                error={firstError(errors, 'buffer_after_minutes')}
              />
            </div>
          </Panel>
          <Panel title={w.editor.place} id={`${formId}-place`}>
            <div className="space-y-4">
              <SelectField
                label={w.editor.locationKind}
                value={values.kind}
                onChange={(event) => change({ kind: event.target.value as SessionLocationKind })}
                error={firstError(errors, 'location_kind')}
              >
                {SESSION_LOCATION_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {w.types.location[kind]}
                  </option>
                ))}
              </SelectField>
              {values.kind === 'practice' ? (
                <TextField
                  label={w.editor.address}
                  value={values.address}
                  autoComplete="street-address"
                  onChange={(event) => change({ address: event.target.value })}
                  error={firstError(errors, 'location_address')}
                />
              ) : null}
              {values.kind === 'video' ? (
                <TextField
                  label={w.editor.link}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={values.link}
                  onChange={(event) => change({ link: event.target.value })}
                  hint={w.editor.linkHint}
                  error={firstError(errors, 'location_link')}
                />
              ) : null}
              {values.kind === 'phone' ? (
                <p className="text-sm text-dark-700 dark:text-dark-200">{w.editor.phoneHint}</p>
              ) : null}
            </div>
          </Panel>
          <Panel title={w.editor.offer} id={`${formId}-offer`}>
            <SelectField
              label={w.editor.offerLabel}
              value={values.offer}
              onChange={(event) => change({ offer: event.target.value })}
              hint={values.offer ? w.editor.offerHint : undefined}
              error={firstError(errors, 'service_id') ?? firstError(errors, 'package_id')}
            >
              <option value="">{w.editor.offerNone}</option>
              {services.length > 0 ? (
                <optgroup label={w.editor.services}>
                  {services.map((offer) => (
                    <option key={`service:${offer.id}`} value={`service:${offer.id}`}>
                      {offerLabel(offer)}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              {packages.length > 0 ? (
                <optgroup label={w.editor.packages}>
                  {packages.map((offer) => (
                    <option key={`package:${offer.id}`} value={`package:${offer.id}`}>
                      {offerLabel(offer)}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </SelectField>
          </Panel>
          <Panel title={w.editor.rules} id={`${formId}-rules`}>
            <div className="space-y-4">
              <Switch
                label={w.editor.confirmLabel}
                help={w.editor.confirmHelp}
                checked={values.confirm}
                onChange={(confirm) => change({ confirm })}
              />
              <Switch
                label={w.editor.visibleLabel}
                help={w.editor.visibleHelp}
                checked={values.visible}
                onChange={(visible) => change({ visible })}
              />
            </div>
          </Panel>
          <StickySaveBar>
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" busy={busy}>
                {busy ? w.common.saving : w.common.save}
              </Button>
              {base ? (
                <Button variant="ghost" onClick={() => setConfirmDelete(true)} disabled={busy}>
                  {w.common.delete}
                </Button>
              ) : null}
              <div className="min-w-0 flex-1">
                <FormAlert message={formError} />
                <FormAlert message={notice} tone="success" />
              </div>
            </div>
          </StickySaveBar>
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

/** A conflict row's value in words: the place, the service or package by name, minutes. */
function valueText(
  field: string,
  value: unknown,
  w: BookingWords,
  list: AdminSessionTypeList,
  language: string,
): string | undefined {
  if (field === 'location_kind' && typeof value === 'string')
    return w.types.location[value as SessionLocationKind] ?? value;
  if ((field === 'service_id' || field === 'package_id') && typeof value === 'number') {
    const offer = list.offers.find(
      (candidate) =>
        candidate.id === value && candidate.kind === (field === 'service_id' ? 'service' : 'package'),
    );
    return offer ? offer.title[language] || offer.title.de || String(value) : String(value);
  }
  if (field.endsWith('_minutes') && typeof value === 'number') return w.common.minutes(value);
  return undefined;
}
