/**
 * The owner's retention periods (issue 14, decision 061): one row, read by the hourly purge of every
 * process. A null period means "the environment's value" (CONTACT_RETENTION_DAYS,
 * ANALYTICS_RAW_RETENTION_DAYS, BOOKING_RETENTION_DAYS); each stays within the privacy policy's maximum. Never part of the
 * public site settings.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin';

export const retentionSettings = pgTable(
  'retention_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Days contact messages (spam included) are kept; null: the environment's value. */
    contactDays: integer('contact_days'),
    /** Days raw analytics events are kept (the daily roll-ups stay); null: the environment's value. */
    analyticsRawDays: integer('analytics_raw_days'),
    /** Days a booking is kept after it ended, whatever its state (decision 111); null: the environment's value. */
    bookingDays: integer('booking_days'),
    /** Raised by every change; a PATCH names the version it was made from (stale: 409). */
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: uuid('updated_by').references(() => adminUsers.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('retention_settings_single_row', sql`${t.id} = 1`),
    check('retention_settings_contact_days', sql`${t.contactDays} between 1 and 183`),
    check('retention_settings_analytics_raw_days', sql`${t.analyticsRawDays} between 3 and 427`),
    check('retention_settings_booking_days', sql`${t.bookingDays} between 7 and 365`),
  ],
);
