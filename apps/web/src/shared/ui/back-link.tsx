import { ArrowLeftIcon } from '@heroicons/react/24/outline';
import { Link } from '../router/router';

/** The quiet "back to …" link above a detail or sub-list page (services and packages). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="group inline-flex items-center gap-2 rounded-md text-sm font-medium text-primary-700 hover:text-primary-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-600 dark:text-primary-300 dark:hover:text-primary-100"
    >
      <ArrowLeftIcon
        aria-hidden="true"
        className="size-4 transition-transform group-hover:-translate-x-0.5"
      />
      {label}
    </Link>
  );
}
