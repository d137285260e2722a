import type { MessageKey } from '@wegweiser/contracts/messages';

/** An error with a status code and a message key translated into the request's language. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}

export type FieldIssue = { path: string; key: MessageKey; params: Record<string, string | number> };

/** Input that failed validation; each issue names its field by dotted path. */
export class ValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly issues: FieldIssue[]) {
    super('validation_failed');
    this.name = 'ValidationError';
  }
}

export const notFound = () => new HttpError(404, 'not_found');

/** The value, or a 404 when there is none. */
export function found<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw notFound();
  return value;
}
