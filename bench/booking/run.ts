/**
 * Issue 25 point 4's proof: never two bookings in one slot, across processes.
 *
 *   npm run build && npm run bench:booking          (node --import tsx bench/booking/run.ts)
 *
 * Needs the built server and PostgreSQL at TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres):
 * creates a uniquely named database there and drops it afterwards (also on failure and Ctrl-C).
 *
 * 1. Two product server processes (the compiled server, NODE_ENV=production) on that database: the
 *    first migrates and seeds it, then the second starts. The contact form's per-IP limit, which the
 *    booking routes share, is raised by configuration (RATE_LIMIT_CONTACT_PER_MINUTE): one loopback
 *    client stands for a thousand visitors. The per-address limit keeps its default (every attempt
 *    has its own address; a repeated submit is its second).
 * 2. Five session types of different durations and buffers are inserted for the bench (visible,
 *    confirmed at once, no maximum per day); the seeded availability gives the hours.
 * 3. 20 target slots on one day, four per type, spread over the day's hours so that the types'
 *    slots overlap each other (buffers included), read from GET /api/booking/slots/.
 * 4. BENCH_ATTEMPTS booking attempts fired at once, each at one of the 20 slots (round robin) with
 *    its own idempotency key and address, alternately at process 1 and 2; BENCH_REPEATS of them are
 *    sent a second time at the same moment to the other process with the same key.
 * 5. Checks every answer: 201 (booked), 200 (a repeat: the first booking's id), or 409 with reason
 *    `taken`, the English message and the free slots now (not empty, without the requested start,
 *    each the type's duration); no other status. Then, by SQL: live bookings whose ranges overlap
 *    (from the stored `blocked` and again from the times and the types' buffers): must be 0; rows
 *    per idempotency key and per address: must be 1; live rows = 201 answers.
 *
 * Exits 1 when any check fails.
 */
import { randomBytes } from 'node:crypto';
import { BOOKING_ANSWERS } from '@wegweiser/contracts/booking';
import pg from 'pg';
import { createPostgresDatabase } from '../../apps/api/test/helpers/test-database';
import { percentile } from '../support/live-content';
import { atCleanup, intFromEnv, print, runBenchmark } from '../support/processes';
import { type ProductServer, STARTUP_TIMEOUT_MS, startProductServer } from '../support/product-server';

const ATTEMPTS = intFromEnv('BENCH_ATTEMPTS', 1_000, 20, 10_000);
const REPEATS = intFromEnv('BENCH_REPEATS', 100, 0, ATTEMPTS);
/** Attempts in flight at once; the default fires them all at the same moment. */
const CONCURRENCY = intFromEnv('BENCH_CONCURRENCY', ATTEMPTS, 1, ATTEMPTS);
const SLOTS = 20;
const APP_SECRET = 'bench-booking-secret-bench-booking-secret';
const DAY = 86_400_000;
const MINUTE = 60_000;
/** The booking routes share the contact form's per-IP limit (decision 099); raised for the bench only. */
const RAISED_LIMITS = { RATE_LIMIT_CONTACT_PER_MINUTE: '1000000' };

/** The bench's session types: durations and buffers in minutes. */
const TYPES = [
  { duration: 30, before: 0, after: 0 },
  { duration: 45, before: 0, after: 15 },
  { duration: 60, before: 15, after: 15 },
  { duration: 90, before: 0, after: 30 },
  { duration: 20, before: 5, after: 5 },
];

type Slot = { start: string; end: string };
type Target = { typeId: number; slot: Slot; duration: number };
type Answer = { status: number; body: Record<string, unknown>; ms: number; process: number };

async function insertSessionTypes(client: pg.Client): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, type] of TYPES.entries()) {
    const name = JSON.stringify({ de: `Bench ${type.duration} min`, en: `Bench ${type.duration} min` });
    const { rows } = await client.query<{ id: number }>(
      `insert into session_types (name, duration_minutes, buffer_before_minutes, buffer_after_minutes,
         location_kind, requires_confirmation, max_per_day, is_visible, "order")
       values ($1::jsonb, $2, $3, $4, 'phone', false, null, true, $5) returning id`,
      [name, type.duration, type.before, type.after, 100 + index],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('a session type was not inserted');
    ids.push(id);
  }
  return ids;
}

async function slotsOf(origin: string, typeId: number): Promise<Slot[]> {
  const from = new Date().toISOString();
  const to = new Date(Date.now() + 21 * DAY).toISOString();
  const response = await fetch(`${origin}/api/booking/slots/?session_type=${typeId}&from=${from}&to=${to}`);
  if (response.status !== 200) throw new Error(`slots of type ${typeId}: ${response.status}`);
  return ((await response.json()) as { slots: Slot[] }).slots;
}

/** Four slots per type on the first day every type has slots, spread evenly over its hours. */
async function targetsOn(origin: string, typeIds: number[]): Promise<Target[]> {
  const byType = await Promise.all(typeIds.map((id) => slotsOf(origin, id)));
  const dayOf = (slot: Slot) => slot.start.slice(0, 10);
  const days = byType.map((slots) => new Set(slots.map(dayOf)));
  const day = [...(days[0] ?? [])].sort().find((candidate) => days.every((set) => set.has(candidate)));
  if (!day) throw new Error('no day on which every bench type has free slots');
  const perType = SLOTS / typeIds.length;
  return typeIds.flatMap((typeId, index) => {
    const slots = (byType[index] ?? []).filter((slot) => dayOf(slot) === day);
    const duration = TYPES[index]?.duration ?? 0;
    return Array.from({ length: perType }, (_, k) => {
      const slot = slots[Math.floor(((k + 0.5) * slots.length) / perType)];
      if (!slot) throw new Error(`type ${typeId} has too few slots on ${day}`);
      return { typeId, slot, duration };
    });
  });
}

async function book(server: ProductServer, processNumber: number, body: object): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(`${server.origin}/api/booking/?language=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      parsed = { text };
    }
    return { status: response.status, body: parsed, ms: performance.now() - started, process: processNumber };
  } catch (error) {
    return {
      status: 0,
      body: { error: String(error) },
      ms: performance.now() - started,
      process: processNumber,
    };
  }
}

async function main() {
  const database = await createPostgresDatabase(undefined, { durableCommits: true });
  atCleanup(() => database.drop());
  const env = { NODE_ENV: 'production', APP_SECRET, DATABASE_URL: database.url, ...RAISED_LIMITS };
  // One after the other: the first migrates and seeds the empty database.
  const first = await startProductServer(env);
  const second = await startProductServer(env);
  const servers = [first, second];
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  atCleanup(() => client.end());

  const typeIds = await insertSessionTypes(client);
  const targets = await targetsOn(first.origin, typeIds);
  const run = randomBytes(4).toString('hex');
  const attempts = Array.from({ length: ATTEMPTS }, (_, index) => {
    const target = targets[index % targets.length] as Target;
    return {
      index,
      target,
      body: {
        session_type_id: target.typeId,
        start: target.slot.start,
        name: `Visitor ${index}`,
        email: `visitor-${run}-${index}@example.com`,
        language: 'en',
        time_zone: 'Europe/Berlin',
        idempotency_key: `bench-${run}-${String(index).padStart(6, '0')}`,
      },
    };
  });
  // Every ATTEMPTS/REPEATS-th attempt is submitted twice, the second at the other process.
  const repeatEvery = REPEATS > 0 ? Math.floor(ATTEMPTS / REPEATS) : 0;
  const repeated = new Set(
    repeatEvery > 0
      ? attempts
          .filter((a) => a.index % repeatEvery === 0)
          .slice(0, REPEATS)
          .map((a) => a.index)
      : [],
  );

  print(`booking bench: ${new Date().toISOString()}, Node ${process.version}`);
  print(`database: PostgreSQL (${database.name}); processes: ${servers.map((s) => s.origin).join(', ')}`);
  print(
    `types (duration/buffer before/after, min): ${TYPES.map((t, i) => `#${typeIds[i]} ${t.duration}/${t.before}/${t.after}`).join(', ')}`,
  );
  print(`${targets.length} target slots on ${targets[0]?.slot.start.slice(0, 10)} (UTC):`);
  for (const target of targets) print(`  type #${target.typeId}  ${target.slot.start} – ${target.slot.end}`);

  type Result = { attempt: (typeof attempts)[number]; answer: Answer; repeat: boolean };
  /** One attempt: its submit and, for a repeated key, the same submit at the other process at once. */
  const job = (attempt: (typeof attempts)[number]): Promise<Result[]> => {
    const at = attempt.index % 2;
    const submits = [book(servers[at] as ProductServer, at + 1, attempt.body)];
    if (repeated.has(attempt.index))
      submits.push(book(servers[1 - at] as ProductServer, 2 - at, attempt.body));
    return Promise.all(submits).then((answers) =>
      answers.map((answer, k) => ({ attempt, answer, repeat: k === 1 })),
    );
  };
  const started = performance.now();
  const results: Result[] = [];
  let next = 0;
  // CONCURRENCY attempts in flight (default: all at once), each new one as soon as one is answered.
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, ATTEMPTS) }, async () => {
      while (next < attempts.length) {
        const attempt = attempts[next] as (typeof attempts)[number];
        next += 1;
        results.push(...(await job(attempt)));
      }
    }),
  );
  const wall = performance.now() - started;

  const problems: string[] = [];
  const problem = (text: string) => {
    if (problems.length < 20) problems.push(text);
    else if (problems.length === 20) problems.push('…');
  };
  const count = (predicate: (answer: Answer) => boolean) => results.filter((r) => predicate(r.answer)).length;
  const created = count((a) => a.status === 201);
  const repeats200 = count((a) => a.status === 200);
  const conflicts = count((a) => a.status === 409);
  const fiveXx = count((a) => a.status >= 500);
  const failed = count((a) => a.status === 0);
  const others = results.length - created - repeats200 - conflicts;
  let conflictsChecked = 0;
  const takenText = BOOKING_ANSWERS.taken.en;
  for (const { attempt, answer } of results) {
    if (answer.status === 409) {
      const { reason, message, slots } = answer.body as { reason?: string; message?: string; slots?: Slot[] };
      const durationMs = attempt.target.duration * MINUTE;
      const ok =
        reason === 'taken' &&
        message === takenText &&
        Array.isArray(slots) &&
        slots.length > 0 &&
        !slots.some((slot) => slot.start === attempt.target.slot.start) &&
        slots.every((slot) => Date.parse(slot.end) - Date.parse(slot.start) === durationMs);
      if (ok) conflictsChecked += 1;
      else problem(`409 without its message or free slots: ${JSON.stringify(answer.body).slice(0, 200)}`);
    } else if (answer.status !== 201 && answer.status !== 200) {
      problem(`status ${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}`);
    }
  }
  // Repeated keys: the 2xx answers of one key name one booking; a 201 and a 409 for one key is wrong.
  let repeatDuplicates = 0;
  for (const index of repeated) {
    const answers = results.filter((r) => r.attempt.index === index).map((r) => r.answer);
    const ids = new Set(answers.filter((a) => a.status < 300).map((a) => a.body.id));
    const statuses = answers.map((a) => a.status).sort();
    if (ids.size > 1) repeatDuplicates += 1;
    if (statuses.includes(201) && statuses.includes(409)) problem(`key ${index}: 201 and 409 (${statuses})`);
    if (statuses.filter((s) => s === 201).length > 1) repeatDuplicates += 1;
  }

  const scalar = async (sql: string, values: unknown[] = []) =>
    (await client.query<{ n: number }>(sql, values)).rows[0]?.n ?? -1;
  const live = `state in ('requested', 'confirmed')`;
  const overlapsStored = await scalar(
    `select count(*)::int as n from bookings a join bookings b on a.id < b.id and a.blocked && b.blocked
     where a.${live} and b.${live}`,
  );
  const padded = (b: string, t: string) =>
    `tstzrange(${b}.starts_at - ${t}.buffer_before_minutes * interval '1 minute',
               ${b}.ends_at + ${t}.buffer_after_minutes * interval '1 minute', '[)')`;
  const overlapsRecomputed = await scalar(
    `select count(*)::int as n
       from bookings a join session_types ta on ta.id = a.session_type_id
       join bookings b on a.id < b.id join session_types tb on tb.id = b.session_type_id
      where a.${live} and b.${live} and ${padded('a', 'ta')} && ${padded('b', 'tb')}`,
  );
  const liveRows = await scalar(`select count(*)::int as n from bookings where ${live}`);
  const keyDuplicates = await scalar(
    `select count(*)::int as n from (select idempotency_key from bookings group by idempotency_key having count(*) > 1) d`,
  );
  const addressDuplicates = await scalar(
    `select count(*)::int as n from (select visitor_email from bookings group by visitor_email having count(*) > 1) d`,
  );

  const latencies = results.map((r) => r.answer.ms).sort((a, b) => a - b);
  const perProcess = [1, 2].map((p) => results.filter((r) => r.answer.process === p).length);
  print();
  print(
    `attempts: ${ATTEMPTS}, ${Math.min(CONCURRENCY, ATTEMPTS)} in flight at once (+ ${repeated.size} repeated submits with the same key = ${results.length} requests), ` +
      `process 1: ${perProcess[0]}, process 2: ${perProcess[1]}; wall ${(wall / 1000).toFixed(2)} s; ` +
      `latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${percentile(latencies, 100).toFixed(0)} ms`,
  );
  print(`accepted (201): ${created}`);
  print(`repeats answered 200 with the first booking: ${repeats200}`);
  print(`409: ${conflicts} (with reason taken, the message and the free slots now: ${conflictsChecked})`);
  print(`other statuses: ${others} (5xx: ${fiveXx}, no answer: ${failed})`);
  print(`live bookings in the table: ${liveRows}`);
  print(`overlaps in the table (stored ranges): ${overlapsStored}`);
  print(`overlaps in the table (times ± the types' buffers): ${overlapsRecomputed}`);
  print(
    `duplicates for repeated keys (answers): ${repeatDuplicates}; rows sharing a key: ${keyDuplicates}; rows sharing an address: ${addressDuplicates}`,
  );
  for (const text of problems) print(`  problem: ${text}`);

  const checks: [string, boolean][] = [
    ['at least one booking accepted', created > 0],
    ['every other answer a 200 repeat or a 409', others === 0],
    ['every 409 with its message and the free slots', conflictsChecked === conflicts],
    ['0 × 5xx', fiveXx === 0],
    ['0 overlaps', overlapsStored === 0 && overlapsRecomputed === 0],
    ['0 duplicates', repeatDuplicates === 0 && keyDuplicates === 0 && addressDuplicates === 0],
    ['live rows = 201 answers', liveRows === created],
  ];
  print();
  for (const [what, met] of checks) print(`${met ? 'ok' : 'FAILED'}: ${what}`);
  if (checks.some(([, met]) => !met)) process.exitCode = 1;
}

await runBenchmark(main, 2 * STARTUP_TIMEOUT_MS + 180_000);
