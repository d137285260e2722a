/**
 * The console's form resolver: the contracts' schema checks each form (zod resolver), and a text
 * over its limit keeps the limit, so the field can say "at most 120 characters" instead of "too
 * long" (issue 24 point 7). The error's message becomes `too_long:{maximum}`; `fieldErrorText`
 * words it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldError, type FieldValues, get, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

export const TOO_LONG = 'too_long';

/** `too_long:120` for a limit of 120; the plain key when the schema's issue names none. */
export const tooLongMessage = (maximum: unknown) =>
  typeof maximum === 'number' || typeof maximum === 'bigint' ? `${TOO_LONG}:${maximum}` : TOO_LONG;

export function schemaResolver<Values extends FieldValues>(
  schema: z.ZodType,
): Resolver<Values, unknown, Values> {
  // The resolver's overloads cannot follow a generic schema; its types are the ones declared here.
  const resolve = zodResolver(schema as never) as unknown as Resolver<Values, unknown, Values>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const checked = await schema.safeParseAsync(values);
    if (checked.success) return result;
    for (const issue of checked.error.issues) {
      if (issue.code !== 'too_big' || issue.message !== TOO_LONG) continue;
      const error = get(result.errors, issue.path.join('.')) as FieldError | undefined;
      if (error?.message === TOO_LONG) error.message = tooLongMessage(issue.maximum);
    }
    return result;
  };
}
