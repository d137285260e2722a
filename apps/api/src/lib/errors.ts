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

/** Codes of a full disk: PostgreSQL's SQLSTATE disk_full, and the file system's (quota) ENOSPC/EDQUOT. */
const STORAGE_FULL_CODES = new Set(['53100', 'ENOSPC', 'EDQUOT']);

/** Whether the error, or one it wraps, says the disk is full (decision 068). */
export function isStorageFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && STORAGE_FULL_CODES.has(code)) return true;
    current = cause;
  }
  return false;
}
