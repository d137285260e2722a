import type { BookingWords } from '../booking-words';
import {
  dateFormat,
  formatDay,
  formatTime,
  type Slot,
  sameClock,
  type WeekDay,
  zonedDate,
} from '../lib/zoned-week';

type Props = {
  days: WeekDay[];
  zone: string;
  practiceZone: string;
  language: string;
  selected: string | null;
  onSelect: (start: string) => void;
  words: BookingWords;
  error?: string | undefined;
};

/**
 * A week's free slots as radio groups, one fieldset per day with the day as its legend (decision
 * 105). Each time is shown in the visitor's zone; when the practice's clock differs, its time is
 * shown beneath (with its weekday when the day differs too). Every time sits in a box of one size,
 * centred, left-aligned in tabular figures; the practice's line is laid over the box's foot, out of
 * the flow: when hydration learns the browser's zone, only words change and nothing moves, and a
 * visitor in the practice's zone sees her time centred without an empty line (decision 112). Without JavaScript the
 * radios are the form's own; with it their choice is kept in state.
 */
export function WeekSlots({ days, zone, practiceZone, language, selected, onSelect, words, error }: Props) {
  const errorId = error ? 'booking-start-error' : undefined;
  const practiceLabel = (slot: Slot, date: string) => {
    const instant = Date.parse(slot.start);
    if (sameClock(zone, practiceZone, instant)) return null;
    const time = formatTime(instant, language, practiceZone);
    const practiceDate = zonedDate(instant, practiceZone);
    if (practiceDate === date) return time;
    const weekday = dateFormat(language, { timeZone: practiceZone, weekday: 'short' }).format(instant);
    return `${weekday} ${time}`;
  };
  return (
    <div>
      {error ? (
        <p id={errorId} className="mb-4 font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-7 lg:gap-3">
        {days.map((day) => (
          <fieldset
            key={day.date}
            className="min-w-0 rounded-xl border border-slate-200 p-3 dark:border-dark-700"
            aria-describedby={errorId}
          >
            <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">
              <span className="lg:hidden">{formatDay(day.date, language)}</span>
              <span className="hidden lg:inline">{formatDay(day.date, language, { short: true })}</span>
            </legend>
            {day.slots.length === 0 ? (
              <p className="px-1 py-2 text-sm text-slate-600 dark:text-dark-300">{words.noSlotsDay}</p>
            ) : (
              <div className="flex flex-wrap gap-2 lg:flex-col">
                {day.slots.map((slot) => {
                  const instant = Date.parse(slot.start);
                  const practice = practiceLabel(slot, day.date);
                  const id = `slot-${instant}`;
                  return (
                    <div key={slot.start}>
                      <input
                        type="radio"
                        name="start"
                        id={id}
                        value={slot.start}
                        checked={selected === slot.start}
                        onChange={() => onSelect(slot.start)}
                        className="peer sr-only"
                      />
                      <label
                        htmlFor={id}
                        className="relative flex h-14 w-28 cursor-pointer flex-col justify-center rounded-lg border border-primary-700/40 bg-white px-3 text-left font-medium tabular-nums lg:w-full text-primary-900 transition-colors hover:border-primary-700 hover:bg-primary-50 peer-checked:border-primary-700 peer-checked:bg-primary-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-700 dark:border-dark-500 dark:bg-dark-900 dark:text-dark-50 dark:hover:border-primary-300 dark:hover:bg-dark-800 dark:peer-checked:border-primary-300 dark:peer-checked:bg-primary-300 dark:peer-checked:text-dark-900 dark:peer-focus-visible:outline-primary-300"
                      >
                        <span className="leading-5">{formatTime(instant, language, zone)}</span>
                        {practice ? (
                          <span className="absolute bottom-1 left-3 text-xs leading-3.5 font-normal opacity-80">
                            {practice}
                          </span>
                        ) : null}
                      </label>
                    </div>
                  );
                })}
              </div>
            )}
          </fieldset>
        ))}
      </div>
    </div>
  );
}
