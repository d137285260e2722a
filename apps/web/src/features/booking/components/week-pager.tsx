import { Link } from '../../../shared/router/router';

const pill =
  'rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 dark:border-dark-500 dark:text-dark-50';

/**
 * "← Previous week · Next week →" above a week of slots (booking and moving a booking). The way
 * back is there only from a week after the visitor's current one, which hydration may decide
 * otherwise than the server did (the server counts weeks in the practice's zone, the browser in
 * the visitor's: on a Sunday evening in America the practice's Monday has begun). So it keeps its
 * place either way — a link, or the same words greyed out and not a link — and nothing moves when
 * hydration changes its mind (decision 112: only words change inside boxes of one size).
 */
export function WeekPager({
  label,
  previous,
  next,
  words,
  testIds,
}: {
  label: string;
  /** The previous week's URL; null: there is no week before this one to book in. */
  previous: string | null;
  next: string;
  words: { previousWeek: string; nextWeek: string };
  testIds: { previous: string; next: string };
}) {
  return (
    <nav aria-label={label} className="flex gap-2">
      {previous ? (
        <Link
          to={previous}
          className={`${pill} hover:border-primary-700 dark:hover:border-primary-300`}
          data-testid={testIds.previous}
        >
          ← {words.previousWeek}
        </Link>
      ) : (
        <span
          className={`${pill} cursor-default opacity-40`}
          aria-disabled="true"
          data-testid={`${testIds.previous}-none`}
        >
          ← {words.previousWeek}
        </span>
      )}
      <Link
        to={next}
        className={`${pill} hover:border-primary-700 dark:hover:border-primary-300`}
        data-testid={testIds.next}
      >
        {words.nextWeek} →
      </Link>
    </nav>
  );
}
