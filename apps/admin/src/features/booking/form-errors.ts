/**
 * The booking setup's field errors by dotted path (`weekly_hours.1.0.end`, `name.de`): from the
 * contracts' schema as the owner types (message keys, worded here) and from the API's 400 (its
 * sentences, already in the console's language).
 */
import type { z } from 'zod';
import type { ApiProblem } from '../../shared/api/api-problem';
import type { BookingWords } from './words';

export type FieldErrors = Record<string, string[]>;

/** A schema's message key in the owner's words; keys this screen does not know read as "not valid". */
export function wordOf(key: string, words: BookingWords['errors']): string {
  return (words as Record<string, string>)[key] ?? words.other;
}

/** Every issue of a failed check, worded, by its field's path. */
export function schemaErrors(error: z.ZodError, words: BookingWords['errors']): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    // A schema's own message is a key; a value of the wrong kind (nothing typed) reads as required.
    const known = Object.hasOwn(words, issue.message);
    const word = known
      ? wordOf(issue.message, words)
      : issue.code === 'invalid_type'
        ? words.required
        : words.other;
    errors[path] = [...new Set([...(errors[path] ?? []), word])];
  }
  return errors;
}

/** The API's field errors as they are (sentences), or none. */
export const problemErrors = (problem: ApiProblem): FieldErrors => problem.fields;

/** The first message of a field, for a control that shows one. */
export const firstError = (errors: FieldErrors, path: string) => errors[path]?.[0];
