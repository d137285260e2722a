import { CheckCircleIcon, ExclamationTriangleIcon } from '@heroicons/react/20/solid';
import { NEWSLETTER_CONTENT_TYPES } from '@wegweiser/contracts/layout-texts';
import { useId } from 'react';
import { useTexts } from '../../../shared/content/use-texts';
import { useApp } from '../../../shared/context/app-context';
import { statusTexts } from '../../../shared/i18n/status-texts';
import { useNewsletterSubscription } from '../hooks/use-newsletter-subscription';

const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-300';

/**
 * Newsletter sign-up block: email field and subscribe button (disabled while the email is invalid
 * or a request runs; Enter submits), the server's answer, and the consent text.
 */
export function NewsletterSignup({ className = '' }: { className?: string }) {
  const { t } = useTexts(NEWSLETTER_CONTENT_TYPES);
  const { language } = useApp();
  const newsletter = useNewsletterSubscription();
  const titleId = useId();
  const inputId = useId();
  const consentId = useId();
  const messageId = useId();
  const messageTone =
    newsletter.message !== '' && (newsletter.status === 'success' || newsletter.status === 'error')
      ? newsletter.status
      : null;

  return (
    <section
      aria-labelledby={titleId}
      data-newsletter=""
      className={`grid gap-6 rounded-2xl border border-primary-100 bg-white p-6 shadow-sm sm:p-8 lg:grid-cols-2 lg:items-center lg:gap-10 dark:border-dark-600 dark:bg-dark-900 ${className}`}
    >
      <div>
        <h2 id={titleId} className="font-display text-2xl font-semibold text-dark-900 dark:text-white">
          {t('newsletter_title')}
        </h2>
        <p className="mt-2 text-base leading-relaxed text-dark-700 dark:text-dark-200">
          {t('newsletter_description')}
        </p>
      </div>
      <div>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void newsletter.submit();
          }}
          className="flex flex-col gap-3 sm:flex-row"
        >
          <label htmlFor={inputId} className="sr-only">
            {t('newsletter_placeholder')}
          </label>
          <input
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={newsletter.email}
            onChange={(event) => newsletter.setEmail(event.target.value)}
            placeholder={t('newsletter_placeholder')}
            aria-invalid={newsletter.status === 'error' ? true : undefined}
            aria-describedby={messageTone ? `${messageId} ${consentId}` : consentId}
            className={`min-w-0 flex-1 rounded-full border border-dark-300 bg-white px-5 py-3 text-base text-dark-900 placeholder:text-dark-500 dark:border-dark-500 dark:bg-dark-800 dark:text-white dark:placeholder:text-dark-300 ${focusRing}`}
          />
          <button
            type="submit"
            disabled={!newsletter.canSubmit}
            className={`inline-flex items-center justify-center rounded-full bg-primary-700 px-6 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-primary-800 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-primary-700 dark:bg-primary-300 dark:text-dark-900 dark:hover:bg-primary-200 dark:disabled:hover:bg-primary-300 ${focusRing}`}
          >
            {newsletter.status === 'loading' ? statusTexts.signingUp(language) : t('newsletter_button')}
          </button>
        </form>
        <div id={messageId} aria-live="polite" aria-atomic="true">
          {messageTone ? newsletterMessage(messageTone, newsletter.message) : null}
        </div>
        <p id={consentId} className="mt-3 text-xs leading-relaxed text-dark-600 dark:text-dark-300">
          {t('newsletter_consent')}
        </p>
      </div>
    </section>
  );
}

/**
 * The server's answer under the form: a confirmation, or an error announced as an alert. Keyed by
 * tone, so an answer of the other kind is a new element (an error is inserted as an alert).
 */
function newsletterMessage(tone: 'success' | 'error', text: string) {
  const Icon = tone === 'success' ? CheckCircleIcon : ExclamationTriangleIcon;
  return (
    <p
      key={tone}
      role={tone === 'error' ? 'alert' : undefined}
      data-newsletter-message={tone}
      className={`mt-3 flex items-start gap-2 text-sm font-medium ${
        tone === 'success' ? 'text-primary-800 dark:text-primary-200' : 'text-red-700 dark:text-red-300'
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      {text}
    </p>
  );
}
