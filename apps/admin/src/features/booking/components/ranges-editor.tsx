/**
 * A day's time ranges ("09:00 – 12:00, 14:00 – 18:00"): each with its from and until, removable,
 * and one more to add. Times are typed as HH:MM (24:00 is the end of the day, which a time picker
 * cannot hold); the contracts' schema checks them as the owner saves.
 */
import type { WallClockRange } from '@wegweiser/contracts/booking';
import { useId } from 'react';
import { Button } from '../../../shared/ui/button';
import { type FieldErrors, firstError } from '../form-errors';
import { useBookingWords } from '../words';

const INPUT =
  'block min-h-11 w-20 rounded-lg border bg-white px-3 py-2 text-base tabular-nums text-dark-900 dark:bg-dark-950 dark:text-dark-50';
const border = (invalid: boolean) =>
  invalid ? 'border-red-700 dark:border-red-400' : 'border-dark-300 dark:border-dark-600';

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** A sensible next range: an hour after the last one ends, or the morning. */
export function nextRange(ranges: readonly WallClockRange[]): WallClockRange {
  const last = ranges[ranges.length - 1];
  if (!last || !/^\d{2}:\d{2}$/.test(last.end)) return { start: '09:00', end: '12:00' };
  const start = Math.min(minutes(last.end) + 60, 22 * 60);
  return { start: clock(start), end: clock(Math.min(start + 120, 24 * 60)) };
}

export function RangesEditor({
  day,
  ranges,
  onChange,
  errors,
  path,
  disabled,
}: {
  /** The day's name, for the controls' labels ("Monday, range 1: from"). */
  day: string;
  ranges: WallClockRange[];
  onChange: (ranges: WallClockRange[]) => void;
  errors: FieldErrors;
  /** The ranges' path in the form (`weekly_hours.1`, `ranges`). */
  path: string;
  disabled?: boolean;
}) {
  const { w } = useBookingWords();
  const id = useId();
  const set = (index: number, key: 'start' | 'end', value: string) =>
    onChange(ranges.map((range, at) => (at === index ? { ...range, [key]: value } : range)));
  const listError = firstError(errors, path);
  return (
    <div className="space-y-2">
      {ranges.length === 0 ? (
        <p className="text-sm text-dark-600 dark:text-dark-300">{w.hours.closed}</p>
      ) : null}
      <ul className="space-y-2">
        {ranges.map((range, index) => {
          const startError = firstError(errors, `${path}.${index}.start`);
          const endError =
            firstError(errors, `${path}.${index}.end`) ?? firstError(errors, `${path}.${index}`);
          const message = startError ?? endError;
          const key = `${index}`;
          return (
            <li key={key} className="space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <label className="sr-only" htmlFor={`${id}-${index}-start`}>
                  {w.hours.start(day, index + 1)}
                </label>
                <input
                  id={`${id}-${index}-start`}
                  className={`${INPUT} ${border(Boolean(startError))}`}
                  value={range.start}
                  inputMode="numeric"
                  placeholder="09:00"
                  maxLength={5}
                  disabled={disabled}
                  aria-invalid={startError ? true : undefined}
                  aria-describedby={message ? `${id}-${index}-error` : undefined}
                  onChange={(event) => set(index, 'start', event.target.value)}
                />
                <span aria-hidden="true">–</span>
                <label className="sr-only" htmlFor={`${id}-${index}-end`}>
                  {w.hours.end(day, index + 1)}
                </label>
                <input
                  id={`${id}-${index}-end`}
                  className={`${INPUT} ${border(Boolean(endError))}`}
                  value={range.end}
                  inputMode="numeric"
                  placeholder="12:00"
                  maxLength={5}
                  disabled={disabled}
                  aria-invalid={endError ? true : undefined}
                  aria-describedby={message ? `${id}-${index}-error` : undefined}
                  onChange={(event) => set(index, 'end', event.target.value)}
                />
                <Button
                  variant="ghost"
                  disabled={disabled}
                  aria-label={w.hours.removeRange(day, range.start, range.end)}
                  onClick={() => onChange(ranges.filter((_, at) => at !== index))}
                >
                  {w.common.remove}
                </Button>
              </div>
              {message ? (
                <p id={`${id}-${index}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
                  {message}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {listError ? <p className="text-sm font-medium text-red-700 dark:text-red-300">{listError}</p> : null}
      <Button
        variant="secondary"
        disabled={disabled}
        aria-label={w.hours.addRangeTo(day)}
        onClick={() => onChange([...ranges, nextRange(ranges)])}
      >
        {w.hours.addRange}
      </Button>
    </div>
  );
}
