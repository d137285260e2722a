/**
 * Spec section 8, "Content load failure (generic)": the message the API gave, else 'Fehler beim
 * Laden des Inhalts' for one item (a post, a legal page, a service) or 'Fehler beim Laden der
 * Inhalte' for a list. Transport details (a lost connection, a status code) are not the visitor's
 * business, so only the API's own message takes the fallback's place.
 */
import { ApiRequestError } from '@wegweiser/client/api-client';

export const CONTENT_LOAD_ERROR = {
  item: 'Fehler beim Laden des Inhalts',
  list: 'Fehler beim Laden der Inhalte',
} as const;

export type ContentShape = keyof typeof CONTENT_LOAD_ERROR;

export function contentLoadErrorMessage(error: unknown, shape: ContentShape): string {
  if (error instanceof ApiRequestError && error.kind === 'http') {
    const body = error.body as { message?: unknown } | null;
    if (body && typeof body === 'object' && typeof body.message === 'string' && body.message.trim())
      return body.message.trim();
  }
  return CONTENT_LOAD_ERROR[shape];
}
