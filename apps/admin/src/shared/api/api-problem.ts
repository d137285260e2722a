/**
 * What went wrong with a request, in the words the owner reads: the API's own message (it answers in
 * the console's language), each field's messages to show beside that field, and for a 429 the time
 * from which trying again makes sense (Retry-After).
 */
import { ApiRequestError } from '@wegweiser/client/api-client';
import { ApiErrorSchema } from '@wegweiser/contracts/common';
import type { Dictionary } from '../i18n/en';

export type ApiProblem = {
  status: number;
  message: string;
  /** Field name → its messages (from the API's `errors`; `non_field_errors` included). */
  fields: Record<string, string[]>;
  /** Only for 429: when the API will listen again. */
  retryAt: Date | null;
};

/** Retry-After as seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now: number): Date | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return new Date(now + Number(trimmed) * 1000);
  // An HTTP date always ends in GMT (IMF-fixdate and the obsolete forms); Date.parse takes far more.
  const date = /GMT$/.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  return Number.isNaN(date) ? null : new Date(Math.max(date, now));
}

export function toApiProblem(error: unknown, t: Dictionary, now = Date.now()): ApiProblem {
  if (!(error instanceof ApiRequestError)) {
    return { status: 0, message: t.errors.server, fields: {}, retryAt: null };
  }
  if (error.kind === 'timeout') return { status: 0, message: t.errors.timeout, fields: {}, retryAt: null };
  if (error.kind === 'network') return { status: 0, message: t.errors.network, fields: {}, retryAt: null };
  const body = ApiErrorSchema.safeParse(error.body);
  const fallback =
    error.status >= 500
      ? t.errors.server
      : error.status === 403
        ? t.errors.notAllowed
        : t.errors.invalidValue;
  return {
    status: error.status,
    message: body.success ? body.data.message : fallback,
    fields: body.success ? (body.data.errors ?? {}) : {},
    retryAt: error.status === 429 ? parseRetryAfter(error.headers['retry-after'], now) : null,
  };
}

export const isUnauthorized = (error: unknown) => error instanceof ApiRequestError && error.status === 401;
export const isForbidden = (error: unknown) => error instanceof ApiRequestError && error.status === 403;
