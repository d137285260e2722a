import { useApp } from '../../../shared/context/app-context';
import { statusTexts } from '../../../shared/i18n/status-texts';
import { contentErrorMessage } from '../lib/content-error';

/** The line under the page while the managed texts load (in the page's language), or the red error text (spec sections 2, 8). */
export function ContentStatus({ loading, error }: { loading: boolean; error: unknown }) {
  const { language } = useApp();
  if (error !== undefined) {
    return (
      <p
        role="alert"
        data-testid="home-content-status"
        className="mx-auto max-w-6xl px-4 pb-10 text-center text-sm font-medium text-red-700 sm:px-6 dark:text-red-300"
      >
        {contentErrorMessage(error)}
      </p>
    );
  }
  if (!loading) return null;
  return (
    <p
      role="status"
      data-testid="home-content-status"
      className="mx-auto max-w-6xl px-4 pb-10 text-center text-sm text-slate-600 sm:px-6 dark:text-dark-200"
    >
      {statusTexts.loadingContent(language)}
    </p>
  );
}
