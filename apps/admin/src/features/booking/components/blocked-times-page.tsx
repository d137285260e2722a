/**
 * "Blockzeiten": times nobody can book — whole days, or part of one day — in the practice's zone,
 * the next twelve months listed. A block over bookings already made is allowed (it only keeps new
 * ones out); the page then names those bookings, so the owner can move or cancel them herself.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { BlockedTime, BlockedTimeCreated } from '@wegweiser/contracts';
import { BlockedTimeCreateSchema } from '@wegweiser/contracts';
import { useId, useState } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useApi } from '../../../shared/api/api-provider';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';
import { useT } from '../../../shared/i18n/console-words';
import { todayIn } from '../../../shared/practice/calendar';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/field';
import {
  EmptyState,
  ErrorState,
  FormAlert,
  LoadingState,
  PageHeader,
  Panel,
} from '../../../shared/ui/states';
import { createBlockedTime, deleteBlockedTime, useAvailability, useBlockedTimes } from '../api';
import { type FieldErrors, firstError, schemaErrors } from '../form-errors';
import { useBookingWords } from '../words';
import { addDays, formatDay, instantOf, wallClockOf } from '../zoned';
import { BookingTabs } from './booking-tabs';

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export default function BlockedTimesPage() {
  const { w } = useBookingWords();
  const t = useT();
  const availability = useAvailability();
  const zone = availability.data?.time_zone;
  return (
    <>
      <PageHeader title={w.blocked.title} intro={w.blocked.intro} />
      <BookingTabs />
      {availability.isError ? (
        <ErrorState
          message={toApiProblem(availability.error, t).message}
          onRetry={() => void availability.refetch()}
        />
      ) : zone ? (
        <Blocks today={todayIn(zone, new Date())} zone={zone} />
      ) : (
        <LoadingState />
      )}
    </>
  );
}

/** "Mon, 6 May 2030, 09:00 – 11:00" or "Mon, 6 May 2030 – Tue, 7 May 2030" in the practice's zone. */
export function blockText(
  block: Pick<BlockedTime, 'start' | 'end'>,
  zone: string,
  language: 'de' | 'en',
): string {
  const start = wallClockOf(block.start, zone);
  const end = wallClockOf(block.end, zone);
  if (start.time === '00:00' && end.time === '00:00') {
    const last = addDays(end.date, -1);
    return last === start.date
      ? formatDay(start.date, language)
      : `${formatDay(start.date, language)} – ${formatDay(last, language)}`;
  }
  if (start.date === end.date) return `${formatDay(start.date, language)}, ${start.time} – ${end.time}`;
  return `${formatDay(start.date, language)} ${start.time} – ${formatDay(end.date, language)} ${end.time}`;
}

function Blocks({ today, zone }: { today: string; zone: string }) {
  const { w, language } = useBookingWords();
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const list = useBlockedTimes(today, addDays(today, 365));
  const [wholeDays, setWholeDays] = useState(true);
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [start, setStart] = useState('09:00');
  const [end, setEnd] = useState('12:00');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  /** What the last action ended with: a block above the form, a removal in the list. */
  const [message, setMessage] = useState<{
    at: 'add' | 'list';
    text: string;
    tone: 'error' | 'success';
  } | null>(null);
  const feedback = (at: 'add' | 'list') =>
    message?.at === at ? <FormAlert message={message.text} tone={message.tone} /> : null;
  const [created, setCreated] = useState<BlockedTimeCreated | null>(null);
  const [busy, setBusy] = useState(false);
  const guard = useUnsavedChangesGuard(first !== '' || note !== '');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'booking-setup', 'blocked'] });

  const save = async () => {
    setMessage(null);
    setCreated(null);
    const problems: FieldErrors = {};
    if (!first) problems.date = [w.errors.invalid_date];
    if (!wholeDays) {
      if (!TIME.test(start)) problems.start = [w.errors.invalid_time];
      if (!TIME.test(end)) problems.end = [w.errors.invalid_time];
    }
    const trimmed = note.trim() ? note.trim() : null;
    const body =
      Object.keys(problems).length > 0
        ? null
        : wholeDays
          ? { date: first, ...(last && last !== first ? { date_to: last } : {}), note: trimmed }
          : {
              start: new Date(instantOf(first, start, zone)).toISOString(),
              end: new Date(instantOf(first, end, zone)).toISOString(),
              note: trimmed,
            };
    const checked = body ? BlockedTimeCreateSchema.safeParse(body) : null;
    if (!checked?.success) {
      const found = checked ? schemaErrors(checked.error, w.errors) : {};
      // The whole-days form names its last day `date_to`; the hours form its times start and end.
      setErrors({ ...problems, ...found, ...(found.date_to ? { last: found.date_to } : {}) });
      setMessage({ at: 'add', text: w.common.fixFirst, tone: 'error' });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await createBlockedTime(api, checked.data);
      await refresh();
      setCreated(answer);
      setMessage({ at: 'add', text: w.blocked.saved, tone: 'success' });
      setFirst('');
      setLast('');
      setNote('');
    } catch (error) {
      const problem = toApiProblem(error, t);
      setErrors(problem.fields);
      setMessage({ at: 'add', text: problem.message, tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (block: BlockedTime) => {
    setBusy(true);
    setMessage(null);
    setCreated(null);
    try {
      await deleteBlockedTime(api, block.id);
      await refresh();
      setMessage({ at: 'list', text: w.blocked.removed, tone: 'success' });
    } catch (error) {
      setMessage({ at: 'list', text: toApiProblem(error, t).message, tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const overlapping = created?.overlapping_bookings ?? [];
  return (
    <div className="max-w-3xl space-y-6">
      <p className="text-sm text-dark-700 dark:text-dark-200">
        {w.common.timeZone(zone.replaceAll('_', ' '))}
      </p>
      {feedback('add')}
      {overlapping.length > 0 ? (
        <div
          role="status"
          className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <p>{w.blocked.overlapping(overlapping.length)}</p>
          <ul className="list-disc pl-5">
            {overlapping.map((booking) => (
              <li key={booking.id}>
                {blockText({ start: booking.starts_at, end: booking.ends_at }, zone, language)}
                {' · '}
                {booking.session_type[language] || booking.session_type.de || ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Panel title={w.blocked.add} id={`${id}-add`}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <fieldset className="flex flex-wrap gap-x-6">
            <legend className="sr-only">{w.blocked.add}</legend>
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${id}-mode`}
                checked={wholeDays}
                onChange={() => setWholeDays(true)}
              />
              {w.blocked.wholeDays}
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${id}-mode`}
                checked={!wholeDays}
                onChange={() => setWholeDays(false)}
              />
              {w.blocked.someHours}
            </label>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={wholeDays ? w.blocked.firstDay : w.blocked.day}
              type="date"
              min={today}
              value={first}
              onChange={(event) => setFirst(event.target.value)}
              error={firstError(errors, 'date')}
            />
            {wholeDays ? (
              <TextField
                label={w.blocked.lastDay}
                type="date"
                min={first || today}
                value={last}
                onChange={(event) => setLast(event.target.value)}
                hint={w.blocked.lastDayHint}
                error={firstError(errors, 'last')}
              />
            ) : (
              <div className="grid grid-cols-2 gap-3">
                <TextField
                  label={w.blocked.start}
                  inputMode="numeric"
                  maxLength={5}
                  value={start}
                  onChange={(event) => setStart(event.target.value)}
                  error={firstError(errors, 'start')}
                />
                <TextField
                  label={w.blocked.end}
                  inputMode="numeric"
                  maxLength={5}
                  value={end}
                  onChange={(event) => setEnd(event.target.value)}
                  error={firstError(errors, 'end')}
                />
              </div>
            )}
          </div>
          <TextField
            label={w.common.note}
            placeholder={w.common.notePlaceholder}
            maxLength={200}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={firstError(errors, 'note')}
          />
          <Button type="submit" busy={busy}>
            {w.blocked.save}
          </Button>
        </form>
      </Panel>
      <Panel title={w.blocked.list} id={`${id}-list`}>
        {feedback('list')}
        {list.isError ? (
          <ErrorState message={toApiProblem(list.error, t).message} onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <LoadingState />
        ) : list.data.length === 0 ? (
          <EmptyState>{w.blocked.empty}</EmptyState>
        ) : (
          <ul className="divide-y divide-dark-200 dark:divide-dark-700">
            {list.data.map((block) => {
              const text = blockText(block, zone, language);
              return (
                <li key={block.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0 space-y-0.5">
                    <p className="font-medium text-dark-900 dark:text-white">{text}</p>
                    {block.note ? (
                      <p className="text-sm text-dark-700 dark:text-dark-200">{block.note}</p>
                    ) : null}
                  </div>
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={w.blocked.remove(text)}
                    onClick={() => void remove(block)}
                  >
                    {w.common.remove}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </Panel>
      {guard.dialog}
    </div>
  );
}
