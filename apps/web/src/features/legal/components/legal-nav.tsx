import { Link } from '../../../shared/router/router';

type Item = { slug: string; label: string };

/** The three legal pages side by side, so a visitor can move between them without the footer. */
export function LegalNav({ items, current, label }: { items: Item[]; current: string; label: string }) {
  return (
    <nav aria-label={label}>
      <p className="text-xs font-semibold uppercase tracking-wider text-slate-600 dark:text-dark-300">
        {label}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {items.map((item) => {
          const active = item.slug === current;
          return (
            <li key={item.slug}>
              <Link
                to={`/legal/${item.slug}`}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 lg:flex lg:rounded-lg ${
                  active
                    ? 'bg-primary-50 text-primary-900 dark:bg-dark-700 dark:text-white'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-dark-200 dark:hover:bg-dark-800 dark:hover:text-white'
                }`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
