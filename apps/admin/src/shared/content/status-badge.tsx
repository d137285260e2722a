/** An item's state in words and colour: Entwurf / Geändert / Veröffentlicht (not colour alone). */
import type { ContentStatus } from '@wegweiser/contracts';
import { useContentWords } from './words';

/** The colours of each status, also for marks that say the same (e.g. the history's "Live now"). */
export const STATUS_TONES: Record<ContentStatus, string> = {
  published:
    'border-primary-300 bg-primary-50 text-primary-900 dark:border-primary-700 dark:bg-primary-900 dark:text-primary-50',
  draft: 'border-dark-300 bg-dark-100 text-dark-800 dark:border-dark-600 dark:bg-dark-800 dark:text-dark-100',
  changed:
    'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
};

export const BADGE = 'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold';

export function StatusBadge({ status }: { status: ContentStatus }) {
  const { w } = useContentWords();
  return (
    <span title={w.statusHelp[status]} className={`${BADGE} ${STATUS_TONES[status]}`}>
      {w.status[status]}
    </span>
  );
}
