import { AcademicCapIcon } from '@heroicons/react/24/outline';
import type { Qualification } from '../api/get-qualifications';

/** Qualifications as a quiet timeline: year, title, institution, a line of detail. */
export function QualificationList({ items }: { items: Qualification[] }) {
  return (
    <ol className="relative space-y-8 border-l border-primary-200 pl-8 dark:border-dark-600">
      {items.map((item) => (
        <li key={item.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute -left-[2.8rem] flex size-7 items-center justify-center rounded-full bg-primary-100 text-primary-800 ring-4 ring-white dark:bg-dark-700 dark:text-primary-200 dark:ring-dark-900"
          >
            <AcademicCapIcon className="size-4" />
          </span>
          {item.year ? (
            <p className="text-sm font-semibold text-accent-700 tabular-nums dark:text-accent-300">
              {item.year}
            </p>
          ) : null}
          <h3 className="mt-1 font-display text-xl font-semibold text-slate-900 dark:text-white">
            {item.title}
          </h3>
          {item.institution ? (
            <p className="mt-1 text-slate-700 dark:text-dark-100">{item.institution}</p>
          ) : null}
          {item.description ? (
            <p className="mt-2 leading-relaxed text-slate-600 dark:text-dark-200">{item.description}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
