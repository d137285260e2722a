import type { Category } from '@wegweiser/contracts';
import { listHref } from '../lib/list-query';
import { Link } from '../router/router';

type Props = {
  /** The list's path, e.g. /blog or /career. */
  basePath: string;
  categories: Category[];
  active: string | undefined;
  label: string;
  allLabel: string;
};

/** Topic pills; each is a link, so the filter lives in the URL and works without JavaScript. */
export function CategoryFilter({ basePath, categories, active, label, allLabel }: Props) {
  // Empty categories lead nowhere, except the one a shared link points to.
  const shown = categories.filter((category) => category.post_count > 0 || category.slug === active);
  if (shown.length === 0) return null;
  const items = [{ slug: undefined, name: allLabel }, ...shown];
  return (
    <nav aria-label={label} className="mt-10">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => {
          const current = item.slug === active;
          return (
            <li key={item.slug ?? '__all'}>
              <Link
                to={listHref(basePath, { category: item.slug, page: 1 })}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 ${
                  current
                    ? 'border-primary-700 bg-primary-700 text-white dark:border-primary-300 dark:bg-primary-300 dark:text-dark-900'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-primary-600 hover:text-primary-800 dark:border-dark-600 dark:bg-dark-800 dark:text-dark-100 dark:hover:border-primary-300 dark:hover:text-primary-200'
                }`}
              >
                {item.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
