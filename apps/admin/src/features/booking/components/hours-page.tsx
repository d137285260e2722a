/**
 * "Zeiten": the weekly hours (several ranges a day, Monday copied to the other weekdays at a tap)
 * and the booking window — minimum notice, horizon, start-time interval — each with what it means
 * for a visitor. Saved from the version read; a 409 shows both versions (the shared conflict
 * dialog); leaving with unsaved changes asks first.
 */
import {
  type BookingAvailability,
  type BookingAvailabilityPut,
  BookingAvailabilityPutSchema,
} from '@wegweiser/contracts';
import type { WallClockRange } from '@wegweiser/contracts/booking';
import { useId } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useApi } from '../../../shared/api/api-provider';
import { ConflictDialog } from '../../../shared/content/conflict-dialog';
import { useT } from '../../../shared/i18n/console-words';
import { Button } from '../../../shared/ui/button';
import { SelectField, TextField } from '../../../shared/ui/field';
import { ErrorState, LoadingState, PageHeader, Panel } from '../../../shared/ui/states';
import { availabilityConflictOf, bookingKeys, saveAvailability, useAvailability } from '../api';
import { firstError, schemaErrors } from '../form-errors';
import { type Checked, useVersionedForm } from '../use-versioned-form';
import { type BookingWords, useBookingWords } from '../words';
import { BookingTabs } from './booking-tabs';
import { RangesEditor } from './ranges-editor';
import { SaveBar } from './save-bar';

const DAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
type Day = (typeof DAYS)[number];

type Values = {
  weekly: Record<Day, WallClockRange[]>;
  notice: number;
  horizon: string;
  interval: string;
};

const valuesOf = (availability: BookingAvailability): Values => ({
  weekly: Object.fromEntries(
    DAYS.map((day) => [day, (availability.weekly_hours[day] ?? []).map((range) => ({ ...range }))]),
  ) as Record<Day, WallClockRange[]>,
  notice: availability.minimum_notice_minutes,
  horizon: String(availability.horizon_days),
  interval: String(availability.slot_interval_minutes),
});

const numberOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** "12 hours", "2 days", "30 minutes": the notice as the owner says it. */
export function noticeText(minutes: number, w: BookingWords): string {
  if (minutes === 0) return w.hours.noticeNone;
  if (minutes % 1440 === 0) return w.common.days(minutes / 1440);
  if (minutes % 60 === 0) return w.common.hours(minutes / 60);
  return w.common.minutes(minutes);
}

/** The weekly hours in one line per day, for the conflict dialog. */
function weekText(weekly: Record<string, WallClockRange[] | undefined> | null, w: BookingWords): string {
  return DAYS.map((day, index) => {
    const ranges = weekly?.[day] ?? [];
    const text = ranges.length > 0 ? ranges.map((r) => `${r.start}–${r.end}`).join(', ') : w.hours.closed;
    return `${w.hours.weekdays[index]}: ${text}`;
  }).join('; ');
}

export default function HoursPage() {
  const { w } = useBookingWords();
  const t = useT();
  const query = useAvailability();
  return (
    <>
      <PageHeader title={w.hours.title} intro={w.hours.intro} />
      <BookingTabs />
      {query.isError ? (
        <ErrorState message={toApiProblem(query.error, t).message} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <HoursForm availability={query.data} />
      ) : (
        <LoadingState />
      )}
    </>
  );
}

function HoursForm({ availability }: { availability: BookingAvailability }) {
  const { w } = useBookingWords();
  const api = useApi();
  const id = useId();
  const body = (values: Values, version: number) => ({
    weekly_hours: Object.fromEntries(DAYS.map((day) => [day, values.weekly[day]])),
    minimum_notice_minutes: values.notice,
    horizon_days: numberOf(values.horizon),
    slot_interval_minutes: numberOf(values.interval),
    version,
  });
  const {
    base,
    values,
    change,
    errors,
    formError,
    notice,
    setNotice,
    busy,
    conflict,
    save,
    takeCurrent,
    guard,
  } = useVersionedForm({
    saved: availability,
    valuesOf,
    check: (current: Values, version): Checked<BookingAvailabilityPut> => {
      const checked = BookingAvailabilityPutSchema.safeParse(body(current, version));
      return checked.success ? { body: checked.data } : { errors: schemaErrors(checked.error, w.errors) };
    },
    send: (checked) => saveAvailability(api, checked),
    conflictOf: availabilityConflictOf,
    queryKey: bookingKeys.availability,
    savedNotice: w.hours.saved,
    fixFirst: w.common.fixFirst,
  });

  const copyMonday = () => {
    const monday = values.weekly['1'];
    change({
      weekly: {
        ...values.weekly,
        ...Object.fromEntries(
          ['2', '3', '4', '5'].map((day) => [day, monday.map((range) => ({ ...range }))]),
        ),
      },
    });
    setNotice(w.hours.copied);
  };

  const noticeOptions = [...new Set([...w.hours.noticeOptions, values.notice])].sort((a, b) => a - b);
  const horizon = numberOf(values.horizon);
  const interval = numberOf(values.interval);
  const fieldOrder = ['weekly_hours', 'minimum_notice_minutes', 'horizon_days', 'slot_interval_minutes'];
  const mine = { ...body(values, base.version), weekly_hours: values.weekly };

  return (
    <form
      noValidate
      className="max-w-3xl space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        void save(base.version);
      }}
    >
      <p className="text-sm text-dark-700 dark:text-dark-200">
        {w.common.timeZone(base.time_zone.replaceAll('_', ' '))}
      </p>
      <Panel title={w.hours.week} id={`${id}-week`}>
        <div className="space-y-5">
          <ul className="divide-y divide-dark-200 dark:divide-dark-700">
            {DAYS.map((day, index) => {
              const name = w.hours.weekdays[index] ?? day;
              return (
                <li key={day} className="grid gap-2 py-3 sm:grid-cols-[9rem_1fr]">
                  <h3 className="pt-2 font-medium text-dark-900 dark:text-white">{name}</h3>
                  <RangesEditor
                    day={name}
                    ranges={values.weekly[day]}
                    onChange={(ranges) => change({ weekly: { ...values.weekly, [day]: ranges } })}
                    errors={errors}
                    path={`weekly_hours.${day}`}
                  />
                </li>
              );
            })}
          </ul>
          <Button variant="secondary" onClick={copyMonday}>
            {w.hours.copyMonday}
          </Button>
        </div>
      </Panel>
      <Panel title={w.hours.window} id={`${id}-window`}>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label={w.hours.notice}
            value={String(values.notice)}
            onChange={(event) => change({ notice: Number(event.target.value) })}
            hint={values.notice > 0 ? w.hours.noticeHint(noticeText(values.notice, w)) : w.hours.noticeNone}
            error={firstError(errors, 'minimum_notice_minutes')}
          >
            {noticeOptions.map((minutes) => (
              <option key={minutes} value={minutes}>
                {noticeText(minutes, w)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={w.hours.horizon}
            inputMode="numeric"
            value={values.horizon}
            onChange={(event) => change({ horizon: event.target.value })}
            hint={Number.isFinite(horizon) ? w.hours.horizonHint(horizon) : undefined}
            error={firstError(errors, 'horizon_days')}
          />
          <TextField
            label={w.hours.interval}
            inputMode="numeric"
            value={values.interval}
            onChange={(event) => change({ interval: event.target.value })}
            hint={Number.isFinite(interval) ? w.hours.intervalHint(interval) : undefined}
            error={firstError(errors, 'slot_interval_minutes')}
          />
        </div>
      </Panel>
      <SaveBar busy={busy} formError={formError} notice={notice} />
      <ConflictDialog
        open={conflict !== null}
        mine={mine}
        current={
          conflict
            ? {
                weekly_hours: valuesOf(conflict).weekly,
                minimum_notice_minutes: conflict.minimum_notice_minutes,
                horizon_days: conflict.horizon_days,
                slot_interval_minutes: conflict.slot_interval_minutes,
              }
            : {}
        }
        order={fieldOrder}
        fieldLabel={(field) => (w.fields as Record<string, string>)[field] ?? field}
        valueText={(field, value) =>
          field === 'weekly_hours'
            ? weekText(value as Record<string, WallClockRange[]>, w)
            : field === 'minimum_notice_minutes' && typeof value === 'number'
              ? noticeText(value, w)
              : undefined
        }
        busy={busy}
        onKeepMine={() => conflict && void save(conflict.version)}
        onTakeCurrent={takeCurrent}
      />
      {guard.dialog}
    </form>
  );
}
