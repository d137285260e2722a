/**
 * The red text under the home page when its managed texts fail (spec section 8): a timeout
 * (connection aborted or a message containing 'timeout') reads 'Content request timed out';
 * anything else shows its own message or 'Error loading multilingual content'.
 */
import { ApiRequestError } from '@wegweiser/client/api-client';

import type { FixedTextKind } from '../../../shared/i18n/status-texts';

export const CONTENT_TIMED_OUT = 'Content request timed out';
export const CONTENT_ERROR_FALLBACK = 'Error loading multilingual content';

export function contentErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.isTimeout) return CONTENT_TIMED_OUT;
  const message =
    error instanceof Error ? error.message.trim() : typeof error === 'string' ? error.trim() : '';
  if (/timeout|timed out|ECONNABORTED/i.test(message)) return CONTENT_TIMED_OUT;
  return message || CONTENT_ERROR_FALLBACK;
}

/**
 * Whether the message is one of the site's own English texts (the spec's two, or the client's
 * 'HTTP error! status: 503'), which a page in another language marks and explains (decision 097);
 * undefined for a message from elsewhere (the API's own, the browser's), whose language is unknown.
 */
export function fixedEnglishText(message: string): FixedTextKind | undefined {
  if (message === CONTENT_TIMED_OUT) return 'timedOut';
  if (message === CONTENT_ERROR_FALLBACK || /^HTTP error! status: \d+$/.test(message)) return 'notLoaded';
  return undefined;
}
