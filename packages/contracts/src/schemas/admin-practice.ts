/**
 * The practice's settings under /api/admin/practice/ (issue 24 point 9, decision 086): the time
 * zone the coach works in — the analytics dashboard counts its days there.
 */
import { z } from 'zod';
import { VersionSchema } from './admin-content';
import { strict } from './console/fields';

/** Whether the runtime knows the zone (an IANA name such as Europe/Berlin). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const TimeZoneSchema = z
  .string({ error: 'invalid_time_zone' })
  .max(64, { error: 'invalid_time_zone' })
  .refine(isTimeZone, { error: 'invalid_time_zone' });

/** GET /api/admin/practice/ (and the PATCH's answer). */
export const PracticeSettingsSchema = z.object({
  time_zone: z.string(),
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type PracticeSettings = z.infer<typeof PracticeSettingsSchema>;

/** PATCH /api/admin/practice/: the zone, from `version` (stale: 409). */
export const PracticePatchSchema = strict({ time_zone: TimeZoneSchema, version: VersionSchema });
export type PracticePatch = z.infer<typeof PracticePatchSchema>;

/** 409: someone changed the settings since the console read them; the current ones go back. */
export const PracticeConflictSchema = z.object({ message: z.string(), current: PracticeSettingsSchema });
