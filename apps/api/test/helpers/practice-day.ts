/**
 * A calendar day as the practice counts it: in its time zone (Europe/Berlin until the owner chooses
 * another). The analytics roll-ups and the dashboard's ranges are days there, so a test's "today"
 * must be one too — the UTC date is another day for an hour or two every night.
 */
import { DEFAULT_TIME_ZONE } from '../../src/db/schema/practice';

export function practiceDay(at: Date | number = Date.now(), timeZone = DEFAULT_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
