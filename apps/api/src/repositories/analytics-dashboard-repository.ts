/**
 * The analytics dashboard (decision 055): every figure is a sum over daily rows
 * (day, metric, language, key, key2, count, total). Closed days are read from the stored roll-ups
 * (analytics_daily); the days not rolled up yet are computed from the raw events by the very SQL
 * the roll-up stores, so both paths give the same numbers. A day is a day of the practice's time
 * zone (decision 086): every call names the zone; a day rolled up in another zone counts as not
 * rolled up until its raw events are gone.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export const ANALYTICS_METRICS = [
  'sessions',
  'page_views',
  'entry_pages',
  'exit_pages',
  'referrers',
  'time_on_page',
  'scroll_depth',
  'scroll_buckets',
  'flows',
  'devices',
  'clicks',
  'service_steps',
  'service_titles',
  'contacts',
] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

export type DailyRange = { from: string; to: string; language: string | null; timeZone: string };
export type Totals = { key: string; key2: string; count: number; total: number };

const DAY_MS = 86_400_000;
const KEY_LENGTH = 512;
/** Click map cells, in the page coordinates the tracker records (CSS pixels). */
export const CLICK_CELL_PX = 50;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The instant a calendar day starts in a time zone. */
const dayStart = (dayOf: string, timeZone: string) =>
  sql`(${dayOf}::date::timestamp at time zone ${timeZone})`;

/**
 * Raw filters: the days [first, afterLast) of a time zone on a timestamp column, one site language
 * or all.
 */
type Raw = { first: string; afterLast: string; timeZone: string; language: string | null };
const startOf = (raw: Raw) => dayStart(raw.first, raw.timeZone);
const endOf = (raw: Raw) => dayStart(raw.afterLast, raw.timeZone);

/** The site language of a session; before issue 14 the browser's primary language stands in. */
const sessionLanguage = sql.raw(`left(coalesce(s.site_language, lower(split_part(s.language, '-', 1))), 8)`);
const day = (column: string, raw: Raw) => sql`(${sql.raw(column)} at time zone ${raw.timeZone})::date`;
const key = (expression: string) => `left(coalesce(${expression}, ''), ${KEY_LENGTH})`;
const path = (field: string) => key(`e.data->>'${field}'`);
const languageFilter = (raw: Raw, column: SQL) =>
  raw.language === null ? sql`true` : sql`${column} = ${raw.language}`;

/** Sessions started in the window (not bots), by their start day. */
function sessionRows(raw: Raw, keys: SQL, where: SQL = sql`true`) {
  return sql`
    select ${day('s.started_at', raw)} as day, ${sessionLanguage} as language, ${keys},
      count(*) as count, 0 as total
    from analytics_sessions s
    where s.started_at >= ${startOf(raw)} and s.started_at < ${endOf(raw)} and not s.is_bot
      and ${languageFilter(raw, sessionLanguage)} and ${where}
    group by 1, 2, 3, 4`;
}

/** Events of one type in the window (of sessions that are not bots), by their own day. */
function eventRows(raw: Raw, type: string, keys: SQL, measures: SQL, where: SQL = sql`true`) {
  return sql`
    select ${day('e.occurred_at', raw)} as day, ${sessionLanguage} as language, ${keys}, ${measures}
    from analytics_events e join analytics_sessions s on s.id = e.session_id
    where e.type = ${type} and e.occurred_at >= ${startOf(raw)} and e.occurred_at < ${endOf(raw)}
      and not s.is_bot and ${languageFilter(raw, sessionLanguage)} and ${where}
    group by 1, 2, 3, 4`;
}

const VIEWPORT_WIDTH = `case when split_part(s.viewport_size, 'x', 1) ~ '^[0-9]{1,6}$'
  then split_part(s.viewport_size, 'x', 1)::int end`;
const DEVICE = `case
  when ${VIEWPORT_WIDTH} is null then 'unknown'
  when ${VIEWPORT_WIDTH} < 640 then 'small'
  when ${VIEWPORT_WIDTH} < 1024 then 'medium'
  when ${VIEWPORT_WIDTH} < 1440 then 'large'
  else 'xlarge' end`;
const REFERRER_HOST = `lower(substring(s.referrer from '^[A-Za-z][A-Za-z0-9+.-]*://([^/?#:@]+)'))`;
const cell = (field: string) =>
  `(floor((e.data->>'${field}')::float8 / ${CLICK_CELL_PX}) * ${CLICK_CELL_PX})::bigint::text`;

/** Page exits per page, with the sum of one of their measures (for its average). */
const exitsPerPage = (raw: Raw, field: string) =>
  eventRows(
    raw,
    'page_exit',
    sql.raw(`${path('page_path')} as key, '' as key2`),
    sql.raw(`count(*) as count, sum((e.data->>'${field}')::bigint) as total`),
  );

/** The daily rows of one metric computed from the raw data in the window. */
export function rawRows(metric: AnalyticsMetric, raw: Raw): SQL {
  const none = sql.raw(`'' as key, '' as key2`);
  const count = sql.raw('count(*) as count, 0 as total');
  switch (metric) {
    case 'sessions':
      return sessionRows(raw, none);
    case 'entry_pages':
      return sessionRows(raw, sql.raw(`${key('s.landing_page')} as key, '' as key2`));
    case 'referrers':
      return sessionRows(raw, sql.raw(`coalesce(${REFERRER_HOST}, '') as key, '' as key2`));
    case 'devices':
      return sessionRows(raw, sql.raw(`${DEVICE} as key, '' as key2`));
    case 'exit_pages':
      return exitRows(raw);
    case 'page_views':
      return eventRows(raw, 'page_view', sql.raw(`${path('page_path')} as key, '' as key2`), count);
    case 'time_on_page':
      return exitsPerPage(raw, 'time_on_page_seconds');
    case 'scroll_depth':
      return exitsPerPage(raw, 'scroll_depth_percent');
    case 'scroll_buckets':
      return eventRows(
        raw,
        'page_exit',
        sql.raw(`(least(((e.data->>'scroll_depth_percent')::int / 25), 3) * 25)::text as key, '' as key2`),
        count,
      );
    case 'flows':
      return eventRows(
        raw,
        'navigation_flow',
        sql.raw(`${path('from_page')} as key, ${path('to_page')} as key2`),
        count,
      );
    case 'clicks':
      // Per page, device class and cell ("small|100:450"); `total` sums the sessions' viewport widths,
      // so each class's mean width — where its clicks line up — is known (decision 088). Rows
      // rolled up before have no device ("100:450") and count as unknown.
      return eventRows(
        raw,
        'click',
        sql.raw(
          `${path('page_path')} as key, ${DEVICE} || '|' || ${cell('x_coordinate')} || ':' || ${cell('y_coordinate')} as key2`,
        ),
        sql.raw(`count(*) as count, coalesce(sum(${VIEWPORT_WIDTH}), 0) as total`),
      );
    case 'service_steps':
      // Sessions (not events) that took each step, per service or package slug; `booked` counts
      // the bookings themselves — the tracker sends it once per booking (decision 109).
      return eventRows(
        raw,
        'service_interaction',
        sql.raw(`${path('service_slug')} as key, e.data->>'interaction_type' as key2`),
        sql.raw(
          `case when e.data->>'interaction_type' = 'booked' then count(*) else count(distinct e.session_id) end as count, 0 as total`,
        ),
      );
    case 'service_titles':
      return eventRows(
        raw,
        'service_interaction',
        sql.raw(`${path('service_slug')} as key, ${path('service_title')} as key2`),
        count,
      );
    case 'contacts':
      return sql`
        select ${day('m.created_at', raw)} as day, m.language_code as language,
          coalesce(m.context, '') as key,
          left(coalesce(m.service_name, m.package_name, m.post_title, ''), ${sql.raw(String(KEY_LENGTH))}) as key2,
          count(*) as count, 0 as total
        from contact_messages m
        where m.created_at >= ${startOf(raw)} and m.created_at < ${endOf(raw)} and m.state <> 'spam'
          and ${raw.language === null ? sql`true` : sql`m.language_code = ${raw.language}`}
        group by 1, 2, 3, 4`;
  }
}

/**
 * The last page view of each session, by the session's start day. Page views are read by type and
 * time (from the window's start to a day after its end, the longest a session runs) and joined, so
 * the planner scans one index range instead of looking up every session's events.
 */
function exitRows(raw: Raw): SQL {
  return sql`
    select day, language, left(page, ${sql.raw(String(KEY_LENGTH))}) as key, '' as key2,
      count(*) as count, 0 as total
    from (
      select distinct on (s.id) ${day('s.started_at', raw)} as day, ${sessionLanguage} as language,
        e.data->>'page_path' as page
      from analytics_sessions s
      join analytics_events e on e.session_id = s.id and e.type = 'page_view'
        and e.occurred_at >= ${startOf(raw)} and e.occurred_at < ${endOf(raw)} + interval '1 day'
      where s.started_at >= ${startOf(raw)} and s.started_at < ${endOf(raw)} and not s.is_bot
        and ${languageFilter(raw, sessionLanguage)}
      order by s.id, e.occurred_at desc, e.id desc
    ) x
    group by 1, 2, 3, 4`;
}

const ROLLUP_LOCK = 'wegweiser:analytics-rollup';
/** The rows of a query: node-postgres and PGlite both answer `{ rows }`. */
const rowsOf = async <T>(db: Pick<Database, 'execute'>, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
/** A stored roll-up of a day counts in `timeZone` if it was made there, or is final (raw purged). */
const validIn = (timeZone: string) => sql`(r.time_zone = ${timeZone} or r.raw_purged)`;

export type AggregateOptions = { key?: string; limit?: number };

export function createAnalyticsDashboardRepository(db: Database) {
  /** Days in [from, to] whose stored roll-up counts in the time zone. */
  const rolledDays = async ({ from, to, timeZone }: { from: string; to: string; timeZone: string }) =>
    (
      await rowsOf<{ day: string }>(
        db,
        sql`select day::text as day from analytics_rolled_days r
          where day >= ${from} and day <= ${to} and ${validIn(timeZone)} order by day`,
      )
    ).map((row) => row.day);

  /** The last day of the time zone that ended at least `ms` before `now`. */
  const lastDayEndedBefore = async (now: Date, ms: number, timeZone: string) => {
    const [row] = await rowsOf<{ day: string }>(
      db,
      sql`select ((${new Date(now.getTime() - ms).toISOString()}::timestamptz at time zone ${timeZone})::date - 1)::text as day`,
    );
    if (!row) throw new Error('no day returned');
    return row.day;
  };

  /** The instant a day begins in the time zone. */
  const startOfDay = async (dayOf: string, timeZone: string) => {
    const [row] = await rowsOf<{ start: string | Date }>(
      db,
      sql`select ${dayStart(dayOf, timeZone)} as start`,
    );
    if (!row) throw new Error('no instant returned');
    return new Date(row.start);
  };

  /** The daily rows of a metric over the range: stored roll-ups plus raw rows of the other days. */
  async function dailyRows(metric: AnalyticsMetric, range: DailyRange) {
    const rolled = await rolledDays(range);
    const stored = sql`
      select d.day, d.key, d.key2, d.count, d.total from analytics_daily d
      join analytics_rolled_days r on r.day = d.day and ${validIn(range.timeZone)}
      where d.metric = ${metric} and d.day >= ${range.from} and d.day <= ${range.to}
        and ${range.language === null ? sql`true` : sql`d.language = ${range.language}`}`;
    const open: string[] = [];
    for (let d = range.from; d <= range.to; d = addDays(d, 1)) if (!rolled.includes(d)) open.push(d);
    const first = open[0];
    const last = open.at(-1);
    if (first === undefined || last === undefined) return stored;
    const raw = rawRows(metric, {
      first,
      afterLast: addDays(last, 1),
      timeZone: range.timeZone,
      language: range.language,
    });
    const skip =
      rolled.length === 0
        ? sql`true`
        : sql`r.day not in (${sql.join(
            rolled.map((d) => sql`${d}::date`),
            sql`, `,
          )})`;
    return sql`${stored} union all select day, key, key2, count, total from (${raw}) r where ${skip}`;
  }

  /** Days not rolled up in the time zone yet that ended more than `endedMs` ago, from the first day with data. */
  async function endedDaysToRoll(now: Date, endedMs: number, timeZone: string) {
    const [bounds] = await rowsOf<{ first: string | null }>(
      db,
      sql`select (least(
          (select min(started_at) from analytics_sessions),
          (select min(created_at) from contact_messages)
        ) at time zone ${timeZone})::date::text as first`,
    );
    if (!bounds?.first) return [];
    const lastEnded = await lastDayEndedBefore(now, endedMs, timeZone);
    const start = addDays(bounds.first, -1);
    if (start > lastEnded) return [];
    const rolled = new Set(await rolledDays({ from: start, to: lastEnded, timeZone }));
    const days: string[] = [];
    for (let d = start; d <= lastEnded; d = addDays(d, 1)) if (!rolled.has(d)) days.push(d);
    return days;
  }

  return {
    rolledDays,

    /** Sums per key pair, largest count first. */
    async totals(metric: AnalyticsMetric, range: DailyRange, options: AggregateOptions = {}) {
      const rows = await dailyRows(metric, range);
      const filter = options.key === undefined ? sql`true` : sql`key = ${options.key}`;
      const limit = options.limit === undefined ? sql`` : sql`limit ${options.limit}`;
      return rowsOf<Totals>(
        db,
        sql`select key, key2, sum(count)::float8 as count, sum(total)::float8 as total
          from (${rows}) u where ${filter}
          group by key, key2 order by count desc, key, key2 ${limit}`,
      );
    },

    /** Sums per day (every day of the range that has rows). */
    async perDay(metric: AnalyticsMetric, range: DailyRange) {
      const rows = await dailyRows(metric, range);
      return rowsOf<{ day: string; count: number; total: number }>(
        db,
        sql`select day::text as day, sum(count)::float8 as count, sum(total)::float8 as total
          from (${rows}) u group by day order by day`,
      );
    },

    /** Today and the six days before it in the time zone, and the instant the first of them began. */
    async week(now: Date, timeZone: string) {
      const to = addDays(await lastDayEndedBefore(now, 0, timeZone), 1);
      const from = addDays(to, -6);
      return { from, to, start: await startOfDay(from, timeZone) };
    },

    /**
     * Stores one day's roll-up in the time zone, replacing an earlier one (of this zone or another):
     * re-running gives the same rows. One process at a time per day (advisory lock); a day whose raw
     * events were purged is kept as is.
     */
    async rollupDay(dayToRoll: string, timeZone: string): Promise<'rolled' | 'kept'> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ROLLUP_LOCK}), hashtext(${dayToRoll}))`);
        const [state] = await rowsOf<{ raw_purged: boolean }>(
          tx,
          sql`select raw_purged from analytics_rolled_days where day = ${dayToRoll}`,
        );
        if (state?.raw_purged) return 'kept';
        await tx.execute(sql`delete from analytics_daily where day = ${dayToRoll}`);
        const raw = { first: dayToRoll, afterLast: addDays(dayToRoll, 1), timeZone, language: null };
        for (const metric of ANALYTICS_METRICS) {
          await tx.execute(sql`
            insert into analytics_daily (day, metric, language, key, key2, count, total)
            select day, ${metric}, coalesce(language, ''), key, key2, count, coalesce(total, 0)
            from (${rawRows(metric, raw)}) r`);
        }
        await tx.execute(sql`
          insert into analytics_rolled_days (day, rolled_at, time_zone) values (${dayToRoll}, now(), ${timeZone})
          on conflict (day) do update set rolled_at = excluded.rolled_at, time_zone = excluded.time_zone`);
        return 'rolled';
      });
    },

    endedDaysToRoll,

    /** Days rolled up in the time zone that ended less than `finalMs` ago: late events may still come for them. */
    async rolledDaysStillOpen(now: Date, finalMs: number, timeZone: string) {
      const after = await lastDayEndedBefore(now, finalMs, timeZone);
      return (
        await rowsOf<{ day: string }>(
          db,
          sql`select day::text as day from analytics_rolled_days
            where day > ${after} and time_zone = ${timeZone} and not raw_purged order by day`,
        )
      ).map((row) => row.day);
    },

    /** The start of the first day whose raw data must stay: ended but not rolled up, or not ended. */
    async firstUnrolledDay(now: Date, endedMs: number, timeZone: string) {
      const [pending] = await endedDaysToRoll(now, endedMs, timeZone);
      return startOfDay(pending ?? addDays(await lastDayEndedBefore(now, endedMs, timeZone), 1), timeZone);
    },

    /**
     * Marks the days (each in the zone it was rolled up in) that started before `before` as purged: their raw events are gone, in part or
     * whole, so their roll-up is final.
     */
    async markRawPurged(before: Date) {
      await db.execute(
        sql`update analytics_rolled_days set raw_purged = true
          where (day::timestamp at time zone time_zone) < ${before.toISOString()}::timestamptz and not raw_purged`,
      );
    },
  };
}

export type AnalyticsDashboardRepository = ReturnType<typeof createAnalyticsDashboardRepository>;
