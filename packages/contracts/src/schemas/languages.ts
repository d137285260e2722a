import { z } from 'zod';
import { LanguageCodeSchema, paginated } from './common';

export const LanguageSchema = z.object({
  code: LanguageCodeSchema,
  name: z.string(),
  native_name: z.string(),
  flag: z.string(),
  is_default: z.boolean(),
  is_active: z.boolean(),
  order: z.number().int(),
});
export type Language = z.infer<typeof LanguageSchema>;

export const LanguageListSchema = paginated(LanguageSchema);
