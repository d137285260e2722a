import type { ReactNode } from 'react';

/** A section's heading block: optional badge, the h2 (its id labels the section) and an intro. */
export function SectionHeader({
  id,
  badge,
  title,
  description,
}: {
  id: string;
  badge?: string;
  title: ReactNode;
  description?: string;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {badge ? (
        <p className="mb-4 inline-flex rounded-full bg-accent-50 px-4 py-1 text-sm font-semibold text-accent-800 ring-1 ring-accent-200 dark:bg-accent-900/40 dark:text-accent-100 dark:ring-accent-800">
          {badge}
        </p>
      ) : null}
      <h2
        id={id}
        className="font-display text-3xl font-semibold tracking-tight text-slate-900 text-balance sm:text-4xl dark:text-white"
      >
        {title}
      </h2>
      {description ? (
        <p className="mt-4 text-lg leading-relaxed text-slate-600 text-pretty dark:text-dark-200">
          {description}
        </p>
      ) : null}
    </div>
  );
}

/** The highlighted second half of a two-part title. */
export function Highlight({ children }: { children: ReactNode }) {
  return <span className="text-primary-700 italic dark:text-primary-300">{children}</span>;
}
