import {
  CONTENT_LOAD_ERROR,
  type ContentShape,
  contentLoadErrorMessage,
} from '../content/content-load-error';
import { useApp } from '../context/app-context';

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
 * page language, so they carry lang="de"; the API's own message is in the page language.
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
  return (
    <div
      role="alert"
      data-content-error={shape}
      className={`rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200 ${className}`}
    >
      <p lang={message === CONTENT_LOAD_ERROR[shape] ? 'de' : undefined}>{message}</p>
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
