import { expect } from 'vitest';
import type { z } from 'zod';

/** `body` is what `schema` accepts, to the letter: no issue, and nothing dropped or changed by parsing. */
export function expectShape(schema: z.ZodType, body: unknown) {
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(body);
}
