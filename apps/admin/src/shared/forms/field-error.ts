/**
 * Field errors in the owner's words. The contracts' schemas (zod resolver) report message keys
 * such as `required` or `password_too_short`; the API reports finished sentences in the console's
 * language (set as type `server`). Keys this console does not know read as "not valid".
 */
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiProblem } from '../api/api-problem';
import type { Dictionary } from '../i18n/en';

type Errors = Dictionary['errors'];
/** The error words that are whole sentences (not worded from a figure). */
type Sentence = { [K in keyof Errors]: Errors[K] extends string ? K : never }[keyof Errors];

const KEYS: Record<string, Sentence> = {
  required: 'required',
  invalid_email: 'invalidEmail',
  too_long: 'tooLong',
  password_too_short: 'passwordTooShort',
  invalid_code: 'invalidCode',
  invalid_characters: 'invalidCharacters',
  invalid_value: 'invalidValue',
  number_too_small: 'numberTooSmall',
  number_too_big: 'numberTooBig',
  invalid_number: 'invalidNumber',
};

export function fieldErrorText(error: FieldError | undefined, t: Dictionary): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server') return error.message;
  // A text over its limit names the limit (schema-resolver.ts).
  const limit = error.message?.match(/^too_long:(\d+)$/)?.[1];
  if (limit) return t.errors.tooLongAtMost(Number(limit));
  const key = error.message ? KEYS[error.message] : undefined;
  return t.errors[key ?? 'invalidValue'];
}

/**
 * Puts each of the API's field errors on its field and returns what the form as a whole must say:
 * the API's message unless every problem found its field (then the fields say it).
 */
export function applyApiProblem<T extends FieldValues>(
  problem: ApiProblem,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  let unplaced = Object.keys(problem.fields).length === 0;
  for (const [name, messages] of Object.entries(problem.fields)) {
    const field = fields.find((candidate) => candidate === name);
    if (field) setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: true });
    else unplaced = true;
  }
  if (!unplaced) return null;
  const loose = Object.entries(problem.fields)
    .filter(([name]) => !fields.some((candidate) => candidate === name))
    .flatMap(([, messages]) => messages);
  return loose.length > 0 ? loose.join(' ') : problem.message;
}
