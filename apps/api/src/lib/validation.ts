import { isMessageKey, type MessageKey } from '@wegweiser/contracts/messages';
import type { z } from 'zod';
import { type FieldIssue, ValidationError } from './errors';

/** Maps one zod issue to a message key of the catalogue, with its parameters. */
function toFieldIssue(issue: z.core.$ZodIssue, root: string): FieldIssue {
  const path = [root, ...issue.path.map(String)].filter(Boolean).join('.');
  if (issue.input === undefined && issue.code !== 'unrecognized_keys') {
    return { path, key: 'required', params: {} };
  }
  if (isMessageKey(issue.message)) {
    return { path, key: issue.message, params: limits(issue) };
  }
  const key: MessageKey = (() => {
    switch (issue.code) {
      case 'too_big':
        return issue.origin === 'array'
          ? 'too_many'
          : issue.origin === 'string'
            ? 'too_long'
            : 'number_too_big';
      case 'too_small':
        return issue.origin === 'array'
          ? 'too_few'
          : issue.origin === 'string'
            ? 'too_short'
            : 'number_too_small';
      case 'unrecognized_keys':
        return 'unknown_field';
      default:
        return 'invalid_value';
    }
  })();
  return { path, key, params: limits(issue) };
}

function limits(issue: z.core.$ZodIssue): Record<string, string | number> {
  if (issue.code === 'too_big') return { maximum: Number(issue.maximum) };
  if (issue.code === 'too_small') return { minimum: Number(issue.minimum) };
  // A custom rule's figures (the markdown limits: maximum, found, line).
  if (issue.code === 'custom' && issue.params) {
    return Object.fromEntries(
      Object.entries(issue.params).filter(
        (entry): entry is [string, string | number] =>
          typeof entry[1] === 'string' || typeof entry[1] === 'number',
      ),
    );
  }
  return {};
}

/**
 * An object with keys it does not know: one issue per key, at the key's own path, so the answer
 * names the field that is not allowed (`{"colour": ["Unknown field."]}`), not the object holding it.
 */
function namedIssues(issue: z.core.$ZodIssue, root: string): FieldIssue[] {
  if (issue.code !== 'unrecognized_keys' || issue.keys.length === 0) return [toFieldIssue(issue, root)];
  return issue.keys.map((key) => toFieldIssue({ ...issue, path: [...issue.path, key] }, root));
}

/**
 * Parses input with a shared schema; on failure throws a ValidationError whose field paths are
 * relative to the body (or prefixed by `root` for params and query).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, root = ''): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  throw new ValidationError(result.error.issues.flatMap((issue) => namedIssues(issue, root)));
}
