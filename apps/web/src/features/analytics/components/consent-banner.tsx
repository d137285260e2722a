import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { Link } from '../../../shared/router/router';
import { CloseIcon } from '../../../shared/ui/interface-icons';
import type { ConsentState } from '../consent/consent';
import type { ConsentTexts } from '../consent/consent-texts';

/** Accept and reject share one style: rejecting must be exactly as easy as accepting. */
export const CHOICE_BUTTON_CLASS =
  'min-h-11 rounded-xl bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 sm:min-w-36 dark:focus-visible:outline-primary-300';

export type ConsentBannerProps = {
  texts: ConsentTexts;
  /** The decision in force; 'ask' on the first visit. */
  status: ConsentState;
  /** The browser sends Do Not Track / Global Privacy Control: explain instead of asking. */
  privacySignal: boolean;
  /** Opened again from the privacy settings (not the first visit): focus it, allow closing. */
  reopened: boolean;
  /**
   * Server render and hydration, before the app knows the decision (decision 014): CSS shows the
   * banner only where the head script marked the visitor as undecided.
   */
  pending?: boolean;
  onAccept: () => void;
  onReject: () => void;
  onClose: () => void;
};

/**
 * The consent banner: a labelled region fixed to the bottom edge that leaves the page readable
 * and usable (not modal, no focus trap); its parent gets bottom padding so nothing hides behind it.
 * It asks in one short question; what is recorded is behind a disclosure, so on a phone the banner
 * keeps to about a third of the screen with both choices in view (decision 030).
 */
export function ConsentBanner({
  texts,
  status,
  privacySignal,
  reopened,
  pending = false,
  onAccept,
  onReject,
  onClose,
}: ConsentBannerProps) {
  const titleId = useId();
  const bodyId = useId();
  const region = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (reopened) heading.current?.focus();
  }, [reopened]);

  useEffect(() => {
    const element = region.current;
    if (!element) return;
    // The parent (the layout's root) takes the padding, so the space shows the page background.
    const holder = element.parentElement ?? document.body;
    const reserve = () => {
      holder.style.paddingBottom = `${element.offsetHeight}px`;
    };
    reserve();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reserve) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      holder.style.paddingBottom = '';
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (reopened && event.key === 'Escape') onClose();
  };

  return (
    // A region by its name, not a section: its name is no heading (see below), and a section
    // without one is what the HTML checker warns about.
    // biome-ignore lint/a11y/useSemanticElements: a section would need a heading the page's h1 must precede
    <div
      role="region"
      ref={region}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-analytics-ignore=""
      data-testid="consent-banner"
      data-consent-banner={pending ? 'pending' : 'open'}
      onKeyDown={onKeyDown}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 px-2 pb-2 sm:px-6 sm:pb-6"
    >
      <div className="pointer-events-auto mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-3 text-slate-800 shadow-xl sm:p-6 dark:border-dark-600 dark:bg-dark-800 dark:text-dark-100">
        <div className="flex items-start justify-between gap-4">
          {/* The region's name, not a heading: the banner comes before the page's h1 in reading order
              (it is met first by keyboard), and a heading there would be the page's first (issue 23). */}
          <p
            ref={heading}
            id={titleId}
            tabIndex={-1}
            className="font-display text-base font-semibold text-slate-900 focus:outline-none sm:text-lg dark:text-white"
          >
            {texts.title}
          </p>
          {reopened ? (
            <button
              type="button"
              onClick={onClose}
              aria-label={texts.close}
              title={texts.close}
              className="-m-1 rounded-lg p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-700 dark:text-dark-200 dark:hover:bg-dark-700 dark:hover:text-white dark:focus-visible:outline-primary-300"
            >
              <CloseIcon aria-hidden="true" className="size-6" />
            </button>
          ) : null}
        </div>
        <p id={bodyId} className="mt-1 text-sm leading-5 text-slate-700 sm:mt-2 dark:text-dark-200">
          {privacySignal ? texts.privacySignal : texts.body}{' '}
          <Link
            to="/legal/privacy"
            className="font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800 dark:text-primary-200 dark:hover:text-white"
          >
            {texts.privacyLink}
          </Link>
        </p>
        {reopened && !privacySignal && status !== 'ask' ? (
          <p className="mt-1 text-sm font-medium text-slate-900 sm:mt-2 dark:text-white">
            {status === 'granted' ? texts.currentGranted : texts.currentDenied}
          </p>
        ) : null}
        {privacySignal ? null : (
          <div className="mt-1 flex flex-col gap-3 sm:mt-2 sm:flex-row sm:items-end sm:justify-between sm:gap-6">
            {/* A native disclosure: it opens before the app has loaded, and without it. */}
            <details className="text-sm leading-5 sm:flex-1">
              <summary className="w-fit cursor-pointer rounded py-0.5 font-medium text-primary-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-700 dark:text-primary-200 dark:focus-visible:outline-primary-300">
                {texts.detailsLabel}
              </summary>
              <p className="mt-1 max-h-[40vh] overflow-y-auto text-slate-700 dark:text-dark-200">
                {texts.details}
              </p>
            </details>
            <div className="grid shrink-0 grid-cols-2 gap-3 sm:flex">
              <button type="button" className={CHOICE_BUTTON_CLASS} onClick={onReject}>
                {texts.reject}
              </button>
              <button type="button" className={CHOICE_BUTTON_CLASS} onClick={onAccept}>
                {texts.accept}
              </button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
