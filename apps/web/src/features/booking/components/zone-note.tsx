import type { BookingWords } from '../booking-words';
import { zoneCity } from '../lib/zoned-week';

/**
 * The zone the times are in, and whether the practice's time is shown beneath them. Both lines are
 * always there with their room kept (two lines on a phone): the browser's zone, known only after
 * hydration, changes their words and never moves what follows (decision 112).
 */
export function ZoneNote({
  zone,
  practiceZone,
  words,
}: {
  zone: string;
  practiceZone: string;
  words: BookingWords;
}) {
  return (
    <p className="text-sm text-slate-700 dark:text-dark-200">
      <span className="block">{words.zoneNote(zoneCity(zone))}</span>
      <span className="block min-h-10 sm:min-h-5">
        {zone === practiceZone ? words.samePracticeZone : words.practiceTimeNote(zoneCity(practiceZone))}
      </span>
    </p>
  );
}
