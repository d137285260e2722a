/** An email's status as a coloured word (the word carries the meaning; the colour only helps). */
import type { OutboxStatus } from '@wegweiser/contracts';
import { useOutboxWords } from '../words';

const TONE: Record<OutboxStatus, string> = {
  queued: 'bg-dark-200 text-dark-900 dark:bg-dark-700 dark:text-dark-50',
  sending: 'bg-primary-100 text-primary-950 dark:bg-primary-800 dark:text-white',
  sent: 'bg-primary-700 text-white dark:bg-primary-300 dark:text-dark-950',
  failed: 'bg-red-100 text-red-950 dark:bg-red-900 dark:text-red-50',
  no_server: 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50',
};

export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  const { w } = useOutboxWords();
  return (
    <span className={`inline-block rounded-lg px-2.5 py-0.5 text-sm font-medium ${TONE[status]}`}>
      {w.statuses[status]}
    </span>
  );
}
