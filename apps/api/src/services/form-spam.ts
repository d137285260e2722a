/**
 * Spam judged without third parties (decision 057), for every public form that carries the guards
 * (the contact form, the booking form: decision 102): a filled honeypot, or a form sent faster than
 * a person types. Null: not spam. Both fields are optional, so a form that sends neither passes.
 */
import { CONTACT_MIN_FILL_MS } from '@wegweiser/contracts';

export type SpamReason = 'honeypot' | 'too_fast';

/** The guards' fields of a form's body (any other fields beside them). */
export type SpamGuards = {
  website?: string | undefined;
  elapsed_ms?: number | undefined;
  [field: string]: unknown;
};

export function spamReasonOf(body: SpamGuards): SpamReason | null {
  if (body.website !== undefined && body.website.trim() !== '') return 'honeypot';
  if (body.elapsed_ms !== undefined && body.elapsed_ms < CONTACT_MIN_FILL_MS) return 'too_fast';
  return null;
}
