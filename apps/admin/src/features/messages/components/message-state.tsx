/** A message's state as a coloured word (the word carries the meaning; the colour only helps). */
import type { MessageState } from '@wegweiser/contracts';
import { useMessageWords } from '../words';

const TONE: Record<MessageState, string> = {
  new: 'bg-primary-700 text-white dark:bg-primary-300 dark:text-dark-950',
  read: 'bg-dark-200 text-dark-900 dark:bg-dark-700 dark:text-dark-50',
  answered: 'bg-primary-100 text-primary-950 dark:bg-primary-800 dark:text-white',
  archived: 'bg-dark-100 text-dark-800 dark:bg-dark-800 dark:text-dark-100',
  spam: 'bg-red-100 text-red-950 dark:bg-red-900 dark:text-red-50',
};

export function MessageStateBadge({ state }: { state: MessageState }) {
  const { w } = useMessageWords();
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-sm font-medium ${TONE[state]}`}
    >
      {w.states[state]}
    </span>
  );
}
