import { useId } from 'react';
import { useApp } from '../../../shared/context/app-context';
import { statusTexts } from '../../../shared/i18n/status-texts';
import { contentErrorMessage, fixedEnglishText } from '../lib/content-error';

/**
 * The line under the page while the managed texts load (in the page's language), or the red error
 * text (spec sections 2, 8). The spec's English texts stay word for word, marked lang="en"; on a
 * page in another language a line under them says what they mean (decision 097).
 */
export function ContentStatus({ loading, error }: { loading: boolean; error: unknown }) {
  const { language } = useApp();
  const noteId = useId();
  if (error !== undefined) {
    const message = contentErrorMessage(error);
    const fixed = fixedEnglishText(message);
    const note = fixed ? statusTexts.fixedTextNote(fixed, 'en', language) : null;
    return (
      <div className="mx-auto max-w-6xl px-4 pb-10 text-center text-sm sm:px-6">
        <p
          role="alert"
          data-testid="home-content-status"
          lang={fixed ? 'en' : undefined}
          aria-describedby={note ? noteId : undefined}
          className="font-medium text-red-700 dark:text-red-300"
        >
          {message}
        </p>
        {note ? (
          <p
            id={noteId}
            data-testid="home-content-status-note"
            className="mt-1 text-slate-600 dark:text-dark-200"
          >
            {note}
          </p>
        ) : null}
      </div>
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
