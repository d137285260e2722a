import { secondaryButton } from '../../../shared/ui/button-styles';
import type { BookingWords } from '../booking-words';
import { zoneChoices } from '../lib/zones';
import { controlClass } from './text-field';

type Props = {
  zone: string;
  practiceZone: string;
  detected: string | null;
  /** The page the form reloads, and the parameters it keeps. */
  action: string;
  keep: Record<string, string | number | null>;
  words: BookingWords;
  onChoose: (zone: string) => void;
};

/**
 * The zone the times are shown in: a plain GET form (no JavaScript: "Show times" reloads the page
 * in the chosen zone); with JavaScript a choice applies at once.
 */
export function ZoneChooser({ zone, practiceZone, detected, action, keep, words, onChoose }: Props) {
  return (
    <form method="get" action={action} className="flex flex-wrap items-end gap-3">
      {Object.entries(keep).map(([name, value]) =>
        value === null || value === '' ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
      <div className="min-w-0 flex-1 sm:flex-none">
        <label htmlFor="booking-zone" className="block text-sm font-medium text-slate-800 dark:text-dark-100">
          {words.zoneLabel}
        </label>
        <select
          id="booking-zone"
          name="tz"
          value={zone}
          onChange={(event) => onChoose(event.target.value)}
          className={`${controlClass} mt-1 py-2 sm:w-72`}
        >
          {zoneChoices([zone, practiceZone, detected]).map((choice) => (
            <option key={choice} value={choice}>
              {choice.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={`${secondaryButton} py-2`}>
        {words.zoneShow}
      </button>
    </form>
  );
}
