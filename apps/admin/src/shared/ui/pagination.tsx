import { Link } from '@tanstack/react-router';
import { PAGE_SIZE_DEFAULT } from '@wegweiser/contracts/constants';
import { useT } from '../i18n/console-words';
import { buttonClass } from './button';

/**
 * Previous/next for the API's paginated lists (`?page=`), with where the owner is. The page's other
 * search parameters (filters, a search) are kept.
 */
export function Pagination({
  to,
  page,
  count,
  hasNext,
}: {
  to: '/users' | '/audit' | '/subscribers' | '/messages' | '/outbox' | '/agenda';
  page: number;
  count: number;
  hasNext: boolean;
}) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE_DEFAULT));
  if (pages <= 1 && page === 1) return null;
  const link = (target: number, label: string, enabled: boolean) =>
    enabled ? (
      <Link
        to={to}
        search={(previous: Record<string, unknown>) => ({
          ...previous,
          page: target > 1 ? target : undefined,
        })}
        className={buttonClass('secondary')}
      >
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={`${buttonClass('secondary')} pointer-events-none opacity-50`}>
        {label}
      </span>
    );
  return (
    <nav
      aria-label={t.pagination.pageOf(page, pages)}
      className="mt-4 flex flex-wrap items-center justify-between gap-3"
    >
      {link(page - 1, t.pagination.previous, page > 1)}
      <span className="text-sm text-dark-700 dark:text-dark-200">{t.pagination.pageOf(page, pages)}</span>
      {link(page + 1, t.pagination.next, hasNext)}
    </nav>
  );
}
