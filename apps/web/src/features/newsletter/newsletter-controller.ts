/**
 * The newsletter form's state machine (spec sections 4, 5 and 9): idle → loading → success or
 * error. Success clears the input and hides its message after 5 s; an error hides after 8 s.
 * Framework-free so its timings can be tested with fake timers; `useNewsletterSubscription` binds
 * it to React.
 */

import { ApiRequestError } from '@wegweiser/client/api-client';
import { isValidEmail, NEWSLETTER_ERROR_MS, NEWSLETTER_SUCCESS_MS } from '@wegweiser/contracts/constants';
import type { NewsletterSubscribeResponse } from './api/subscribe-newsletter';

export type NewsletterStatus = 'idle' | 'loading' | 'success' | 'error';
export type NewsletterState = { email: string; status: NewsletterStatus; message: string };

/** Only when neither the server nor the transport gave a reason. */
export const NEWSLETTER_FALLBACK_ERROR =
  'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es später erneut.';

/** The button works only for a valid email and while no request runs. */
export const canSubmit = (state: NewsletterState) =>
  isValidEmail(state.email.trim()) && state.status !== 'loading';

/**
 * The server's email error (array or string), else its message (spec section 8). Without an answer
 * from the server (lost connection, timeout, a proxy's error page) the fallback sentence, not the
 * transport's wording.
 */
export function newsletterErrorMessage(error: unknown): string {
  const body = error instanceof ApiRequestError ? error.body : null;
  if (body && typeof body === 'object') {
    const { email, message } = body as { email?: unknown; message?: unknown };
    if (Array.isArray(email) && email.length > 0) return email.map(String).join(' ');
    if (typeof email === 'string' && email.trim()) return email;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return NEWSLETTER_FALLBACK_ERROR;
}

type Timers = {
  set: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clear: (handle: ReturnType<typeof setTimeout>) => void;
};
const realTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle),
};

export class NewsletterController {
  #state: NewsletterState = { email: '', status: 'idle', message: '' };
  readonly #listeners = new Set<() => void>();
  #hideTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly send: (email: string) => Promise<NewsletterSubscribeResponse | null | undefined>,
    private readonly timers: Timers = realTimers,
  ) {}

  getState = (): NewsletterState => this.#state;

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  setEmail = (email: string) => this.#update({ email });

  submit = async (): Promise<void> => {
    if (!canSubmit(this.#state)) return;
    const email = this.#state.email.trim();
    this.#clearHideTimer();
    this.#update({ status: 'loading', message: '' });
    try {
      const response = await this.send(email);
      this.#update({ status: 'success', message: response?.message ?? '', email: '' });
      this.#hideAfter(NEWSLETTER_SUCCESS_MS);
    } catch (error) {
      this.#update({ status: 'error', message: newsletterErrorMessage(error) });
      this.#hideAfter(NEWSLETTER_ERROR_MS);
    }
  };

  /** Stops a pending hide timer (unmount). */
  dispose = () => this.#clearHideTimer();

  #hideAfter(ms: number) {
    this.#clearHideTimer();
    this.#hideTimer = this.timers.set(() => {
      this.#hideTimer = null;
      this.#update({ status: 'idle', message: '' });
    }, ms);
  }

  #clearHideTimer() {
    if (this.#hideTimer !== null) this.timers.clear(this.#hideTimer);
    this.#hideTimer = null;
  }

  #update(patch: Partial<NewsletterState>) {
    this.#state = { ...this.#state, ...patch };
    for (const listener of this.#listeners) listener();
  }
}
