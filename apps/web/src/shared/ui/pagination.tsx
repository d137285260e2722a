import { listHref } from '../lib/list-query';
import { Link } from '../router/router';

type Props = {
  /** The list's path, e.g. /blog or /career. */
  basePath: string;
  category: string | undefined;
  page: number;
  previousPage: number | null;
  nextPage: number | null;
  labels: { pagination: string; previous: string; next: string; page: (page: number) => string };
};

const linkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 px-5 text-sm font-medium text-slate-700 transition hover:border-primary-600 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:border-dark-600 dark:text-dark-100 dark:hover:border-primary-300 dark:hover:text-primary-200';

/** Newer/older links, shown only when the API reports a neighbouring page. */
export function Pagination({ basePath, category, page, previousPage, nextPage, labels }: Props) {
  if (previousPage === null && nextPage === null) return null;
  return (
    <nav aria-label={labels.pagination} className="mt-12 flex items-center justify-between gap-4">
      {previousPage !== null ? (
        <Link to={listHref(basePath, { category, page: previousPage })} rel="prev" className={linkClass}>
          <span aria-hidden="true">←</span> {labels.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600 dark:text-dark-300">{labels.page(page)}</span>
      {nextPage !== null ? (
        <Link to={listHref(basePath, { category, page: nextPage })} rel="next" className={linkClass}>
          {labels.next} <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
