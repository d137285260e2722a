/**
 * Consented analytics: visit sessions and their events.
 */
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const analyticsSessions = pgTable(
  'analytics_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    userAgent: text('user_agent').notNull(),
    isBot: boolean('is_bot').notNull().default(false),
    screenResolution: varchar('screen_resolution', { length: 32 }).notNull(),
    viewportSize: varchar('viewport_size', { length: 32 }).notNull(),
    language: varchar('language', { length: 35 }).notNull(),
    /** The site's language the session started in (the collector's ?language=); null before issue 14. */
    siteLanguage: varchar('site_language', { length: 8 }),
    timezone: varchar('timezone', { length: 64 }).notNull(),
    referrer: text('referrer'),
    landingPage: text('landing_page').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_sessions_started_idx').on(t.startedAt)],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => analyticsSessions.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 32 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_session_idx').on(t.sessionId),
    index('analytics_events_type_time_idx').on(t.type, t.occurredAt),
  ],
);

/**
 * Daily roll-ups (decision 055): one row per day (of the practice's time zone, decision 086), metric, site language and key pair, so raw
 * events can be purged without losing the history. `count` and `total` are sums (e.g. exits and
 * their seconds on the page); keys are cut to 512 characters.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    metric: varchar('metric', { length: 24 }).notNull(),
    language: varchar('language', { length: 8 }).notNull(),
    key: text('key').notNull(),
    key2: text('key2').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.metric, t.day, t.language, t.key, t.key2] })],
);

/** The days whose roll-up is stored; `rawPurged` once their raw events are gone (never rolled again). */
export const analyticsRolledDays = pgTable('analytics_rolled_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull().defaultNow(),
  rawPurged: boolean('raw_purged').notNull().default(false),
  /** The zone whose day this is (decision 086); days rolled up before it were UTC days. */
  timeZone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
});
