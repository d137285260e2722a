/**
 * Checks a document with the resource's create schema before it is sent, so a mistake shows beside
 * its field at once; the messages by dotted path, as the API gives them.
 */
import type { z } from 'zod';
import type { Dictionary } from '../../../shared/i18n/en';

/** A message with its figures: `{maximum}` and the like replaced by the rule's parameters. */
const fill = (template: string, params: Record<string, unknown>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) =>
    typeof params[name] === 'number' ? (params[name] as number).toLocaleString(undefined) : match,
  );

export function schemaErrors(
  schema: z.ZodType,
  document: unknown,
  t: Dictionary,
): Record<string, string[]> | null {
  const result = schema.safeParse(document);
  if (result.success) return null;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.') || 'non_field_errors';
    const params = issue.code === 'custom' ? (issue.params ?? {}) : {};
    const text =
      issue.message === 'required'
        ? t.errors.required
        : issue.message === 'too_long'
          ? issue.code === 'too_big'
            ? t.errors.tooLongAtMost(Number(issue.maximum))
            : t.errors.tooLong
          : issue.message === 'markdown_too_deep'
            ? fill(t.errors.markdownTooDeep, params)
            : issue.message === 'markdown_too_many_marks'
              ? fill(t.errors.markdownTooManyMarks, params)
              : issue.message === 'markdown_too_many_lines'
                ? fill(t.errors.markdownTooManyLines, params)
                : t.errors.invalidValue;
    errors[path] = [...(errors[path] ?? []), text];
  }
  return errors;
}
