/**
 * "Ausnahmen & Feiertage": single dates with other hours or a day off (they go before the weekly
 * hours), the next twelve months listed by date; and a German state's public holidays of a year
 * imported as days off, the owner's own dates kept (the answer says how many of each).
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  type DateOverride,
  DateOverridePutSchema,
  GERMAN_STATES,
  type GermanState,
} from '@wegweiser/contracts';
import type { WallClockRange } from '@wegweiser/contracts/booking';
import { useId, useState } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useApi } from '../../../shared/api/api-provider';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';
import { useT } from '../../../shared/i18n/console-words';
import { todayIn } from '../../../shared/practice/calendar';
import { Button } from '../../../shared/ui/button';
import { SelectField, TextField } from '../../../shared/ui/field';
import {
  EmptyState,
  ErrorState,
  FormAlert,
  LoadingState,
  PageHeader,
  Panel,
} from '../../../shared/ui/states';
import { deleteOverride, importHolidays, putOverride, useAvailability, useOverrides } from '../api';
import { type FieldErrors, firstError, schemaErrors } from '../form-errors';
import { useBookingWords } from '../words';
import { addDays, formatDay } from '../zoned';
import { BookingTabs } from './booking-tabs';
import { RangesEditor } from './ranges-editor';

export default function ExceptionsPage() {
  const { w } = useBookingWords();
  const t = useT();
  const availability = useAvailability();
  const zone = availability.data?.time_zone;
  return (
    <>
      <PageHeader title={w.exceptions.title} intro={w.exceptions.intro} />
      <BookingTabs />
      {availability.isError ? (
        <ErrorState
          message={toApiProblem(availability.error, t).message}
          onRetry={() => void availability.refetch()}
        />
      ) : zone ? (
        <Exceptions today={todayIn(zone, new Date())} zone={zone} />
      ) : (
        <LoadingState />
      )}
    </>
  );
}

function Exceptions({ today, zone }: { today: string; zone: string }) {
  const { w, language } = useBookingWords();
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const to = addDays(today, 365);
  const list = useOverrides(today, to);
  const [date, setDate] = useState('');
  const [dayOff, setDayOff] = useState(true);
  const [ranges, setRanges] = useState<WallClockRange[]>([{ start: '09:00', end: '12:00' }]);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  /** What the last action ended with, shown beside the part of the page it was done in. */
  const [message, setMessage] = useState<{
    at: 'add' | 'list' | 'import';
    text: string;
    tone: 'error' | 'success';
  } | null>(null);
  const feedback = (at: 'add' | 'list' | 'import') =>
    message?.at === at ? <FormAlert message={message.text} tone={message.tone} /> : null;
  const [busy, setBusy] = useState(false);
  const year = Number(today.slice(0, 4));
  const [state, setState] = useState<GermanState>('BE');
  const [holidayYear, setHolidayYear] = useState(String(year));
  const guard = useUnsavedChangesGuard(date !== '' || note !== '');

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'booking-setup', 'overrides'] });

  const save = async () => {
    setMessage(null);
    const body = { ranges: dayOff ? [] : ranges, note: note.trim() ? note.trim() : null };
    const problems: FieldErrors = date ? {} : { date: [w.errors.invalid_date] };
    const checked = DateOverridePutSchema.safeParse(body);
    if (!checked.success || !date) {
      setErrors({ ...problems, ...(checked.success ? {} : schemaErrors(checked.error, w.errors)) });
      setMessage({ at: 'add', text: w.common.fixFirst, tone: 'error' });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await putOverride(api, date, checked.data);
      await refresh();
      setMessage({ at: 'add', text: w.exceptions.saved(formatDay(saved.date, language)), tone: 'success' });
      setDate('');
      setNote('');
    } catch (error) {
      const problem = toApiProblem(error, t);
      setErrors(problem.fields);
      setMessage({ at: 'add', text: problem.message, tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (override: DateOverride) => {
    setBusy(true);
    setMessage(null);
    try {
      await deleteOverride(api, override.date);
      await refresh();
      setMessage({
        at: 'list',
        text: w.exceptions.removed(formatDay(override.date, language)),
        tone: 'success',
      });
    } catch (error) {
      setMessage({ at: 'list', text: toApiProblem(error, t).message, tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const importFor = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const result = await importHolidays(api, { state, year: Number(holidayYear) });
      await refresh();
      setMessage({
        at: 'import',
        text: w.exceptions.imported(result.added.length, result.kept.length),
        tone: 'success',
      });
    } catch (error) {
      setMessage({ at: 'import', text: toApiProblem(error, t).message, tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="max-w-3xl space-y-6">
      <p className="text-sm text-dark-700 dark:text-dark-200">
        {w.common.timeZone(zone.replaceAll('_', ' '))}
      </p>
      <Panel title={w.exceptions.add} id={`${id}-add`}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={w.exceptions.date}
              type="date"
              min={today}
              value={date}
              onChange={(event) => setDate(event.target.value)}
              error={firstError(errors, 'date')}
            />
            <TextField
              label={w.common.note}
              placeholder={w.common.notePlaceholder}
              value={note}
              maxLength={200}
              onChange={(event) => setNote(event.target.value)}
              error={firstError(errors, 'note')}
            />
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-dark-800 dark:text-dark-100">
              {w.exceptions.kind}
            </legend>
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" name={`${id}-kind`} checked={dayOff} onChange={() => setDayOff(true)} />
              {w.exceptions.dayOff}
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" name={`${id}-kind`} checked={!dayOff} onChange={() => setDayOff(false)} />
              {w.exceptions.otherHours}
            </label>
          </fieldset>
          {dayOff ? null : (
            <div className="space-y-2">
              <h3 className="text-sm font-medium text-dark-800 dark:text-dark-100">{w.exceptions.ranges}</h3>
              <RangesEditor
                day={date ? formatDay(date, language) : w.exceptions.date}
                ranges={ranges}
                onChange={setRanges}
                errors={errors}
                path="ranges"
              />
            </div>
          )}
          <Button type="submit" busy={busy}>
            {w.exceptions.save}
          </Button>
          {feedback('add')}
        </form>
      </Panel>
      <Panel title={w.exceptions.list} id={`${id}-list`}>
        {feedback('list')}
        {list.isError ? (
          <ErrorState message={toApiProblem(list.error, t).message} onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <LoadingState />
        ) : list.data.length === 0 ? (
          <EmptyState>{w.exceptions.empty}</EmptyState>
        ) : (
          <ul className="divide-y divide-dark-200 dark:divide-dark-700">
            {list.data.map((override) => {
              const day = formatDay(override.date, language);
              return (
                <li key={override.date} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0 space-y-0.5">
                    <p className="font-medium text-dark-900 dark:text-white">{day}</p>
                    <p className="text-sm text-dark-700 dark:text-dark-200">
                      {override.ranges.length === 0
                        ? w.exceptions.dayOffBadge
                        : override.ranges.map((range) => `${range.start}–${range.end}`).join(', ')}
                      {override.note ? ` · ${override.note}` : ''}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={w.exceptions.remove(day)}
                    onClick={() => void remove(override)}
                  >
                    {w.common.remove}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </Panel>
      <Panel title={w.exceptions.holidays} id={`${id}-holidays`}>
        <div className="space-y-4">
          <p className="text-dark-700 dark:text-dark-200">{w.exceptions.holidaysIntro}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={w.exceptions.state}
              value={state}
              onChange={(event) => setState(event.target.value as GermanState)}
            >
              {GERMAN_STATES.map((code) => (
                <option key={code} value={code}>
                  {w.exceptions.states[code] ?? code}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={w.exceptions.year}
              value={holidayYear}
              onChange={(event) => setHolidayYear(event.target.value)}
            >
              {[year, year + 1, year + 2].map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </SelectField>
          </div>
          <Button variant="secondary" busy={busy} onClick={() => void importFor()}>
            {w.exceptions.import}
          </Button>
          {feedback('import')}
        </div>
      </Panel>
      {guard.dialog}
    </div>
  );
}
