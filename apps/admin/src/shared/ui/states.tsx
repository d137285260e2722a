/** The three states every screen has besides its content: loading, empty and failed. */
import type { ReactNode } from 'react';
import { useT } from '../i18n/console-words';
import { Button, Spinner } from './button';

export function LoadingState({ label }: { label?: string }) {
  const t = useT();
  return (
    <div role="status" className="flex items-center gap-3 py-10 text-dark-700 dark:text-dark-200">
      <Spinner className="size-5" />
      <span>{label ?? t.common.loading}</span>
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="space-y-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <p>{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t.common.retry}
        </Button>
      ) : null}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-dark-300 p-6 text-center text-dark-700 dark:border-dark-600 dark:text-dark-200">
      {children}
    </div>
  );
}

/** A message about a form as a whole (what no single field can show), announced when it appears. */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message: string | null;
  tone?: 'error' | 'success';
}) {
  if (!message) return null;
  const colours =
    tone === 'error'
      ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'
      : 'border-primary-300 bg-primary-50 text-primary-900 dark:border-primary-700 dark:bg-primary-900 dark:text-primary-50';
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-3 py-2 text-sm ${colours}`}
    >
      {message}
    </p>
  );
}

export function PageHeader({
  title,
  intro,
  actions,
}: {
  title: string;
  intro?: string;
  actions?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0 max-w-2xl space-y-1">
        {/* A long title (an item's, as she typed it) keeps to three lines; the whole of it is read out,
            shown on hover and held by the form below. */}
        <h1
          title={title}
          className="line-clamp-3 text-2xl font-semibold tracking-tight [overflow-wrap:anywhere] text-dark-900 dark:text-white"
        >
          {title}
        </h1>
        {intro ? <p className="text-dark-700 dark:text-dark-200">{intro}</p> : null}
      </div>
      {actions}
    </header>
  );
}

export function Panel({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-dark-200 bg-white p-5 shadow-sm dark:border-dark-700 dark:bg-dark-800 sm:p-6"
    >
      <h2 id={id} className="mb-4 text-lg font-semibold text-dark-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What a save ended with: the failure, or (once the form is clean again) that it worked. */
export function SaveFeedback({ error, success }: { error: string | null; success: string | null }) {
  return (
    <>
      <FormAlert message={error} />
      <FormAlert message={success} tone="success" />
    </>
  );
}
