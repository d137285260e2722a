import { CheckIcon } from '@heroicons/react/24/outline';
import type { Highlight } from '../lib/package-highlights';

/** Features (or their fallback lines), each with a checkmark. */
export function HighlightList({ items, className = '' }: { items: Highlight[]; className?: string }) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {items.map((item) => (
        <li key={item.key} className="flex items-start gap-3">
          <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-primary-100 text-primary-800 dark:bg-primary-900 dark:text-primary-200">
            <CheckIcon aria-hidden="true" data-checkmark="" className="size-3.5" strokeWidth={2.5} />
          </span>
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  );
}
