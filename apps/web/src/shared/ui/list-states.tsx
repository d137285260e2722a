import type { ReactNode } from 'react';
import { ContentLoadError } from './content-load-error';

/**
 * A list page's grid in its three states: three pulsing card placeholders while the list loads,
 * the generic content error with a retry if it failed (spec section 8), else `children`.
 */
export function ListStates({
  loading,
  error,
  onRetry,
  placeholderClassName,
  children,
}: {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** The placeholder card's height, close to the real card's. */
  placeholderClassName: string;
  children: ReactNode;
}) {
  if (loading) {
    return (
      <div aria-hidden="true" className="mt-12 grid animate-pulse gap-6 md:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((n) => (
          <div key={n} className={`${placeholderClassName} rounded-2xl bg-slate-100 dark:bg-dark-800`} />
        ))}
      </div>
    );
  }
  if (error) return <ContentLoadError error={error} shape="list" onRetry={onRetry} className="mt-12" />;
  return children;
}
