/**
 * The red text under the home page when its managed texts fail (spec section 8): a timeout
 * (connection aborted or a message containing 'timeout') reads 'Content request timed out';
 * anything else shows its own message or 'Error loading multilingual content'.
 */
import { ApiRequestError } from '@wegweiser/client/api-client';

export function contentErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.isTimeout) return 'Content request timed out';
  const message =
    error instanceof Error ? error.message.trim() : typeof error === 'string' ? error.trim() : '';
  if (/timeout|timed out|ECONNABORTED/i.test(message)) return 'Content request timed out';
  return message || 'Error loading multilingual content';
}
