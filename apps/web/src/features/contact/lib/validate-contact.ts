/**
 * The contact form's rules, the same as the API's ContactMessageCreateSchema (packages/contracts
 * schemas/forms.ts): limits and patterns come from the contracts' zod-free constants, the words
 * are the API's own messages, so a visitor sees the same words before and after sending.
 */
import {
  CONTACT_LIMITS,
  isValidEmail,
  type LanguageCode,
  PHONE_PATTERN,
} from '@wegweiser/contracts/constants';
import { translate } from '@wegweiser/contracts/messages';
import { hasForbiddenCharacters, normalizeEmail } from '@wegweiser/contracts/text';

export { CONTACT_LIMITS };

export type ContactField = 'name' | 'email' | 'phone' | 'message';
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'message'];
export type ContactValues = Record<ContactField, string>;
export type FieldErrors = Partial<Record<ContactField, string>>;

export function validateContact(values: ContactValues, language: string): FieldErrors {
  const say = (key: Parameters<typeof translate>[0], params?: Record<string, number>) =>
    translate(key, language as LanguageCode, params);
  const errors: FieldErrors = {};
  // As the API counts: NFC first, and the email in its stored form (lowercasing can lengthen it).
  const name = values.name.normalize('NFC').trim();
  const email = normalizeEmail(values.email);
  const phone = values.phone.normalize('NFC').trim();
  const message = values.message.normalize('NFC').trim();

  if (!name) errors.name = say('required');
  else if (name.length > CONTACT_LIMITS.name) errors.name = say('too_long', { maximum: CONTACT_LIMITS.name });

  if (!email) errors.email = say('required');
  else if (email.length > CONTACT_LIMITS.email)
    errors.email = say('too_long', { maximum: CONTACT_LIMITS.email });
  else if (!isValidEmail(email)) errors.email = say('invalid_email');

  if (phone.length > CONTACT_LIMITS.phone) errors.phone = say('too_long', { maximum: CONTACT_LIMITS.phone });
  else if (phone && !PHONE_PATTERN.test(phone)) errors.phone = say('invalid_phone');

  if (!message) errors.message = say('required');
  else if (message.length > CONTACT_LIMITS.message)
    errors.message = say('too_long', { maximum: CONTACT_LIMITS.message });

  // Checked first by the API, so the only error such a field gets (only TAB/LF/CR in a message).
  for (const field of CONTACT_FIELDS) {
    if (hasForbiddenCharacters(values[field], { multiline: field === 'message' })) {
      errors[field] = say('invalid_characters');
    }
  }
  return errors;
}

/**
 * Field messages from an API error body: `errors` holds every field's messages; the top level
 * repeats them except `message` (the summary), so `errors` is read first.
 */
export function fieldErrorsFromBody(body: unknown): FieldErrors {
  if (!body || typeof body !== 'object') return {};
  const record = body as Record<string, unknown>;
  const nested =
    record.errors && typeof record.errors === 'object' ? (record.errors as Record<string, unknown>) : {};
  const first = (value: unknown) =>
    Array.isArray(value) && typeof value[0] === 'string' ? (value[0] as string) : undefined;
  const errors: FieldErrors = {};
  for (const field of CONTACT_FIELDS) {
    const text = first(nested[field]) ?? (field === 'message' ? undefined : first(record[field]));
    if (text) errors[field] = text;
  }
  return errors;
}
