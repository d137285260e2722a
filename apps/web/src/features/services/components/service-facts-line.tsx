import { ClockIcon } from '@heroicons/react/24/outline';

/** Price and duration side by side; nothing when both are missing. */
export function ServiceFactsLine({
  price,
  duration,
  className = '',
}: {
  price: string;
  duration: string;
  className?: string;
}) {
  if (!price && !duration) return null;
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-1 ${className}`}>
      {price ? (
        <span className="font-semibold text-slate-900 dark:text-white" data-testid="service-price">
          {price}
        </span>
      ) : null}
      {duration ? (
        <span
          className="inline-flex items-center gap-1.5 text-slate-600 dark:text-dark-300"
          data-testid="service-duration"
        >
          <ClockIcon aria-hidden="true" className="size-4" />
          {duration}
        </span>
      ) : null}
    </p>
  );
}
