import type { ReactNode } from 'react';

/** A detail page's "no such item" message (blog post, job posting, legal page) with ways on below. */
export function NotFoundMessage({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <h1 className="font-display text-3xl font-semibold text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-dark-200">{text}</p>
      {children}
    </section>
  );
}
