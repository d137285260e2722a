import {
  CONTENT_LOAD_ERROR,
  type ContentShape,
  contentLoadErrorMessage,
} from '../content/content-load-error';
import { useApp } from '../context/app-context';
import { statusTexts } from '../i18n/status-texts';

const RETRY_LABELS: Readonly<Record<string, string>> = {
  de: 'Erneut versuchen',
  en: 'Try again',
  es: 'Reintentar',
  fr: 'Réessayer',
  zh: '重试',
};

/**
 * The red box a page shows in place of content that failed to load (spec section 8, generic
 * content failure), with a button to try again. The spec's fallback texts are German whatever the
 * page language, so they carry lang="de" and, on a page in another language, a line saying what
 * they mean (decision 097); the API's own message is in the page language.
 */
export function ContentLoadError({
  error,
  shape,
  onRetry,
  className = '',
}: {
  error: unknown;
  shape: ContentShape;
  onRetry: () => void;
  className?: string;
}) {
  const { language } = useApp();
  const message = contentLoadErrorMessage(error, shape);
  const fixed = message === CONTENT_LOAD_ERROR[shape];
  const note = fixed ? statusTexts.fixedTextNote('notLoaded', 'de', language) : null;
  return (
    <div
      role="alert"
      data-content-error={shape}
      className={`rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200 ${className}`}
    >
      <p lang={fixed ? 'de' : undefined}>{message}</p>
      {note ? <p className="mt-1 text-sm">{note}</p> : null}
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 font-medium underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {RETRY_LABELS[language] ?? RETRY_LABELS.en}
      </button>
    </div>
  );
}
