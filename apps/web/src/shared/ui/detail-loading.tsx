/**
 * A detail page while its item loads: a pulsing outline of the heading and the body, after the
 * loading text where the page has one (read out as a status) and the back link's line where the
 * page starts with one. `testId` marks the whole placeholder.
 */
export function DetailLoading({
  testId,
  status,
  backLink = false,
}: {
  testId: string;
  status?: string;
  backLink?: boolean;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6" aria-busy="true" data-testid={testId}>
      {status === undefined ? null : (
        <p role="status" className="text-slate-600 dark:text-dark-200">
          {status}
        </p>
      )}
      <div aria-hidden="true" className={`${status === undefined ? '' : 'mt-8 '}animate-pulse space-y-4`}>
        {backLink ? <div className="h-4 w-40 rounded bg-slate-200 dark:bg-dark-700" /> : null}
        <div className="h-10 w-2/3 rounded-lg bg-slate-200 dark:bg-dark-700" />
        <div className="h-5 w-1/2 rounded bg-slate-200 dark:bg-dark-700" />
        <div className="mt-8 h-56 rounded-2xl bg-slate-100 dark:bg-dark-800" />
      </div>
    </div>
  );
}
