/**
 * The practice's own settings (issue 24 point 9, decision 086): one row, created by the first save.
 * `time_zone` is where the coach works — the analytics dashboard counts its days there, and the
 * bookings will offer their hours there. Never part of the public site settings.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin';

/** Where a site without a saved choice counts its days. */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

export const practiceSettings = pgTable(
  'practice_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** An IANA zone name, e.g. Europe/Berlin (checked against the runtime's list when saved). */
    timeZone: varchar('time_zone', { length: 64 }).notNull().default(DEFAULT_TIME_ZONE),
    /** Raised by every change; a PATCH names the version it was made from (stale: 409). */
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: uuid('updated_by').references(() => adminUsers.id, { onDelete: 'set null' }),
  },
  (t) => [check('practice_settings_single_row', sql`${t.id} = 1`)],
);
