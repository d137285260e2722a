/** What is sent, and what a failed send means for the visitor (message and field errors). */
import { ApiRequestError } from '@wegweiser/client/api-client';
import type { ContactPayload } from '../api/create-contact-message';
import { contactLabels } from '../contact-labels';
import type { ContactContextFields } from './contact-context';
import type { SpamSignals } from './spam-signals';
import { type ContactValues, type FieldErrors, fieldErrorsFromBody } from './validate-contact';

export function buildPayload(
  values: ContactValues,
  context: ContactContextFields,
  signals: SpamSignals,
): ContactPayload {
  const phone = values.phone.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    ...(phone ? { phone } : {}),
    ...context,
    ...signals,
  };
}

export function describeSendError(
  error: unknown,
  language: string,
): { message: string; fields: FieldErrors } {
  const labels = contactLabels(language);
  if (!(error instanceof ApiRequestError)) return { message: labels.genericError, fields: {} };
  if (error.kind === 'timeout' || error.isTimeout) return { message: labels.timeoutError, fields: {} };
  if (error.kind === 'network') return { message: labels.networkError, fields: {} };
  const body = error.body as { message?: unknown } | null;
  const message =
    body && typeof body.message === 'string' && body.message ? body.message : labels.genericError;
  return { message, fields: fieldErrorsFromBody(error.body) };
}
