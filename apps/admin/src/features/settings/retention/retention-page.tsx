/**
 * The owner's privacy & retention screen (issue 14 points 3 and 4, decision 061; bookings: 111):
 * how many days contact messages (spam included), individual visits and booked appointments are kept, each explained in plain words
 * with the default and the privacy policy's maximum. Empty means the default. Saved with the version
 * read (a 409 keeps what was typed and offers the saved periods); the hourly clean-up of every
 * process uses them at its next run.
 */
import {
  AnalyticsRawRetentionDaysSchema,
  BookingRetentionDaysSchema,
  ContactRetentionDaysSchema,
  type RetentionPatch,
  type RetentionSettings,
} from '@wegweiser/contracts';
import { useMemo } from 'react';
import { z } from 'zod';
import { useApi } from '../../../shared/api/api-provider';
import { formatDateTime, useI18n } from '../../../shared/i18n/i18n-provider';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/field';
import { PageHeader, Panel } from '../../../shared/ui/states';
import { StickySaveBar } from '../../../shared/ui/sticky-save-bar';
import { ConflictNotice, SaveBar } from '../shared/controls';
import { QueryState } from '../shared/item-loader';
import { useVersionedSettingsForm } from '../shared/use-versioned-settings-form';
import { useSettingsWords } from '../words';
import { retentionConflictOf, retentionQueryKey, saveRetention, useRetentionSettings } from './api';

type Field = 'contact_days' | 'analytics_raw_days' | 'booking_days';
type Values = Record<Field, string>;

const FIELDS = [
  { name: 'contact_days', limits: 'contact', words: 'contact', schema: ContactRetentionDaysSchema },
  {
    name: 'analytics_raw_days',
    limits: 'analytics_raw',
    words: 'analytics',
    schema: AnalyticsRawRetentionDaysSchema,
  },
  { name: 'booking_days', limits: 'booking', words: 'booking', schema: BookingRetentionDaysSchema },
] as const;

const daysText = (days: number | null) => (days === null ? '' : String(days));

/** The form shows a period as typed: empty for "the default". */
const toValues = (settings: RetentionSettings): Values => ({
  contact_days: daysText(settings.contact_days),
  analytics_raw_days: daysText(settings.analytics_raw_days),
  booking_days: daysText(settings.booking_days),
});

/** Whole days within the contracts' limits, or empty (null: the default); else `message`. */
const daysInput = (schema: z.ZodType<number>, message: string) =>
  z.string().transform((value, context) => {
    const text = value.trim();
    if (text === '') return null;
    const parsed = /^\d{1,6}$/.test(text) ? schema.safeParse(Number(text)) : null;
    if (!parsed?.success) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return parsed.data;
  });

export default function RetentionPage() {
  const words = useSettingsWords().w.retention;
  const query = useRetentionSettings();
  return (
    <>
      <PageHeader title={words.title} intro={words.intro} />
      <QueryState queries={[query]}>
        {() => (query.data ? <RetentionForm settings={query.data} /> : null)}
      </QueryState>
    </>
  );
}

function RetentionForm({ settings }: { settings: RetentionSettings }) {
  const { language } = useI18n();
  const words = useSettingsWords().w.retention;
  const api = useApi();

  const schema = useMemo(
    () =>
      z.object(
        Object.fromEntries(
          FIELDS.map((field) => {
            const { min, max } = settings.limits[field.limits];
            return [field.name, daysInput(field.schema, words.range(min, max))];
          }),
        ) as Record<Field, ReturnType<typeof daysInput>>,
      ),
    [settings.limits, words],
  );

  const { editor, form, base, conflict, notice, loadCurrent, guard } = useVersionedSettingsForm({
    settings,
    queryKey: retentionQueryKey,
    schema,
    toValues,
    save: async (values, current) => {
      const patch: RetentionPatch = { version: current.version };
      for (const { name } of FIELDS) if (values[name] !== current[name]) patch[name] = values[name];
      if (Object.keys(patch).length === 1) return current;
      return saveRetention(api, patch);
    },
    conflictOf: retentionConflictOf,
    savedNotice: () => words.saved,
  });

  return (
    <form onSubmit={editor.submit} noValidate className="max-w-3xl space-y-6">
      <ConflictNotice conflict={conflict} onLoad={loadCurrent} />
      {FIELDS.map((field) => {
        const w = words[field.words];
        const { min, max } = base.limits[field.limits];
        const fallback = base.defaults[field.name];
        const own = base[field.name];
        const typed = form.watch(field.name);
        return (
          <Panel key={field.name} title={w.title} id={`retention-${field.name}`}>
            <div className="space-y-3">
              <p className="text-dark-700 dark:text-dark-200">{w.explain(max)}</p>
              <div className="w-full max-w-xs">
                <TextField
                  label={w.label}
                  type="number"
                  inputMode="numeric"
                  min={min}
                  max={max}
                  step={1}
                  placeholder={String(fallback)}
                  hint={words.emptyMeansDefault(fallback)}
                  error={form.formState.errors[field.name]?.message}
                  {...form.register(field.name)}
                />
              </div>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <p className="text-sm font-medium text-dark-800 dark:text-dark-100">
                  {own === null ? words.usingDefault(fallback) : words.usingOwn(own, fallback)}
                </p>
                <Button
                  variant="secondary"
                  disabled={typed === ''}
                  onClick={() => form.setValue(field.name, '', { shouldDirty: true, shouldValidate: true })}
                >
                  {words.resetToDefault}
                </Button>
              </div>
            </div>
          </Panel>
        );
      })}
      <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
        {words.whenApplied}
        {base.updated_at ? ` ${words.lastChanged(formatDateTime(base.updated_at, language))}` : null}
      </p>
      <StickySaveBar>
        <SaveBar
          live
          note={words.saveNote}
          editor={{
            form,
            saving: editor.mutation.isPending,
            formError: editor.formError,
            notice,
          }}
        />
      </StickySaveBar>
      {guard.dialog}
    </form>
  );
}
