/**
 * Bad input for the console's write endpoints (issue 13 point 10, decision 050): generators that
 * break a valid request in one to three places, the oracle that says how the API must refuse it,
 * and a digest of every table to prove a refusal wrote nothing.
 *
 * A case is a request: a URL (perhaps with a bad id), a content type and a payload (perhaps not
 * JSON). The expected answer follows the order the API checks in: the transport (415, 413, bad
 * JSON → 400), then the URL's parameters (404), then the body against the route's own zod schema
 * (400, naming each field), then what only the database knows (a key that names nothing → 404, a
 * stale `version` → 409). A case the API may rightly accept is dropped (fc.pre), so every request
 * sent must be refused — and nothing may change.
 *
 * Runs per route: FUZZ_RUNS (default 15, the suite's smoke share; decision 077). The full volume:
 * FUZZ_RUNS=300, which `npm run bench:fuzz` runs (bench/README.md). A failure prints its seed:
 * FUZZ_SEED=<seed> replays it.
 */
import { appendFileSync } from 'node:fs';
import { LANGUAGE_CODES } from '@wegweiser/contracts/constants';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import secureJson from 'secure-json-parse';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { Database } from '../../src/db/client';
import { ValidationError } from '../../src/lib/errors';
import type { RouteDoc } from '../../src/lib/route';
import { parseInput } from '../../src/lib/validation';
import type { Answer, ConsoleClient } from '../admin/console-client';
import { hostileString } from './property';

/**
 * Cases per fuzzed route (decision 077): a smoke share of 15 in `npm test`; the full volume in
 * `npm run bench:fuzz`, which sets FUZZ_RUNS=300.
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 15);
/** A property's cases: FUZZ_RUNS, or `smoke` in the suite where 15 would be too thin a share. */
export const fuzzRuns = (smoke: number) => Math.max(smoke, FUZZ_RUNS);
/** Replays a failure: FUZZ_SEED=<the seed fast-check printed> (with the same FUZZ_RUNS). */
export const FUZZ_SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
/** Generous: a deep run (FUZZ_RUNS=300) sends some 40 000 requests. */
export const FUZZ_TIMEOUT_MS = Math.max(120_000, FUZZ_RUNS * 4_000);

export type WriteRoute = { method: string; url: string };
export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const routeKey = (route: WriteRoute) => `${route.method} ${route.url}`;

// Values ----------------------------------------------------------------------------------------

/** Past Fastify's 1 MiB body limit: 413. Built once. */
const OVERSIZED = 'x'.repeat(1_100_000);
/** Long, but under the body limit: every text field has a smaller maximum. */
export const hugeString = fc.integer({ min: 5_000, max: 200_000 }).map((length) => 'ä'.repeat(length));

/** A value of some JSON type: what a field of another type must refuse. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(-1, -0.5, 0.5, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 20 }),
  hostileString,
  hugeString,
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Keys no translatable object knows: other languages, other spellings, empty, hostile. */
export const badLanguageKey = fc.oneof(
  fc.constantFrom('xx', 'it', 'DE', 'de-DE', 'de_AT', 'en ', '', '0', 'zh-Hans', 'default', 'toString'),
  fc
    .string({ minLength: 1, maxLength: 6 })
    .filter((key) => !(LANGUAGE_CODES as readonly string[]).includes(key)),
);

/** A `version` no item can have: not a whole number ≥ 0. */
export const garbageVersion = fc.oneof(
  fc.constantFrom(-1, -(2 ** 31), 0.5, 1e308, '1', '', 'latest', true, null, [], {}, [1], { version: 1 }),
  fc.double({ noNaN: true }).filter((value) => !Number.isInteger(value) || value < 0),
  fc.string({ maxLength: 12 }),
);

/** A whole `version` ≥ 0 other than the current one: a stale or future edit (409). */
export const staleVersion = (current: number) =>
  fc
    .oneof(
      fc.integer({ min: 0, max: current + 1_000 }),
      fc.constantFrom(2 ** 31 - 1, 2 ** 31, 2 ** 32 + 1, Number.MAX_SAFE_INTEGER),
    )
    .filter((version) => version !== current);

/**
 * Ids that cannot name anything: non-numeric, huge, negative, fractional, Unicode, too long,
 * path tricks — and well-formed ones that are simply not there (`absent`). Percent-encoded as a
 * browser would send them.
 */
export const badId = (absent: fc.Arbitrary<string>) =>
  fc
    .oneof(
      fc.constantFrom(
        '-1',
        '0',
        '1.5',
        '1e9',
        '99999999999999999999999',
        String(2 ** 31),
        'NaN',
        'null',
        'undefined',
        '__proto__',
        'constructor',
        '..',
        '%2e%2e',
        ' ',
        'ß',
        'Ä',
        '😀',
        'اختبار',
        '\u0000',
        'a'.repeat(300),
        '00000000-0000-0000-0000-00000000000g',
      ),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
      absent,
    )
    .map((id) => (id === '..' || id === '%2e%2e' ? id : encodeURIComponent(id)));

// Mutations -------------------------------------------------------------------------------------

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** Sets an own property, `__proto__` included (an assignment would change the prototype). */
const define = (target: object, key: string | number, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every path in a document down to `depth`, the document itself first. */
function pathsOf(value: unknown, depth = 3, prefix: Path = []): Path[] {
  const paths: Path[] = [prefix];
  if (depth === 0) return paths;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) paths.push(...pathsOf(item, depth - 1, [...prefix, index]));
  } else if (isObject(value)) {
    for (const [key, item] of Object.entries(value))
      paths.push(...pathsOf(item, depth - 1, [...prefix, key]));
  }
  return paths;
}

const at = (root: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], root);

/** A map whose keys are all languages (`{de: …, en: …}`): a translatable field. */
const isTranslations = (value: unknown) =>
  isObject(value) &&
  Object.keys(value).length > 0 &&
  Object.keys(value).every((key) => (LANGUAGE_CODES as readonly string[]).includes(key));

export type Mutation =
  | { kind: 'wrong-type'; pick: number; value: unknown }
  | { kind: 'missing'; pick: number }
  | { kind: 'extra-key'; pick: number; key: string; value: unknown }
  | { kind: 'proto-key'; pick: number; key: '__proto__' | 'constructor' }
  | { kind: 'huge-string'; pick: number; value: string }
  | { kind: 'bad-language'; pick: number; key: string; value: unknown }
  | { kind: 'not-an-object'; value: unknown };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('wrong-type' as const), pick: fc.nat(), value: anyValue }),
  fc.record({ kind: fc.constant('missing' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('extra-key' as const),
    pick: fc.nat(),
    key: fc.oneof(
      fc.string({ minLength: 1, maxLength: 12 }),
      fc.constantFrom('id', 'created_at', 'status', 'key'),
    ),
    value: anyValue,
  }),
  fc.record({
    kind: fc.constant('proto-key' as const),
    pick: fc.nat(),
    key: fc.constantFrom('__proto__', 'constructor'),
  }),
  fc.record({ kind: fc.constant('huge-string' as const), pick: fc.nat(), value: hugeString }),
  fc.record({
    kind: fc.constant('bad-language' as const),
    pick: fc.nat(),
    key: badLanguageKey,
    value: anyValue,
  }),
  fc.record({
    kind: fc.constant('not-an-object' as const),
    value: fc.oneof(
      fc.constant(null),
      fc.array(anyValue, { maxLength: 3 }),
      fc.string(),
      fc.integer(),
      fc.boolean(),
    ),
  }),
);

/** `base` (a valid body) broken by the mutations, in order; `base` itself is left alone. */
export function mutate(base: unknown, mutations: Mutation[]): unknown {
  let body: unknown = JSON.parse(JSON.stringify(base ?? {}));
  for (const change of mutations) {
    if (change.kind === 'not-an-object') {
      body = change.value;
      continue;
    }
    const paths = pathsOf(body);
    const objects = paths.filter((path) => isObject(at(body, path)));
    const children = paths.filter((path) => path.length > 0);
    const pick = <T>(list: T[]) => list[change.pick % list.length];
    switch (change.kind) {
      case 'wrong-type':
      case 'huge-string':
      case 'missing': {
        const path = pick(children);
        if (!path) break;
        const parent = at(body, path.slice(0, -1)) as Record<string | number, unknown>;
        const key = path[path.length - 1] as string | number;
        if (change.kind === 'missing') {
          if (Array.isArray(parent)) parent.splice(key as number, 1);
          else delete parent[key];
        } else define(parent, key, change.value);
        break;
      }
      case 'extra-key':
      case 'proto-key': {
        const path = pick(objects);
        if (!path) break;
        const value =
          change.kind === 'proto-key' ? { prototype: { polluted: true }, polluted: true } : change.value;
        define(at(body, path) as object, change.kind === 'proto-key' ? change.key : change.key, value);
        break;
      }
      case 'bad-language': {
        const maps = paths.filter((path) => isTranslations(at(body, path)));
        const path = pick(maps.length > 0 ? maps : objects);
        if (path) define(at(body, path) as object, change.key, change.value);
        break;
      }
    }
  }
  return body;
}

/** One to three mutations of a valid body. */
export const mutations = fc.array(mutation, { minLength: 1, maxLength: 3 });

// Transport -------------------------------------------------------------------------------------

/** A payload that is not JSON at all (or empty), sent as application/json: 400 invalid JSON. */
export const brokenJson = fc
  .oneof(
    fc.constantFrom(
      '',
      '{',
      '{"a":',
      '[1,',
      'nul',
      '{"a":1}}',
      "{'a':1}",
      '{"a":NaN}',
      '{a:1}',
      '\u0000',
      '{"a":"\uD800',
    ),
    fc.string({ maxLength: 30 }),
  )
  .filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  });

/** Content types the JSON API does not take: 415 whatever the payload. */
export const foreignType = fc.constantFrom(
  'text/plain',
  'text/html; charset=utf-8',
  'application/xml',
  'application/x-www-form-urlencoded',
  'image/png',
  'application/octet-stream',
  'application/jsonp',
  'application/json-patch+json',
);

/** A request body as sent: payload bytes and content type (none: no payload at all). */
export type Wire = { payload: string | undefined; type: string | undefined };

export type Transport =
  | { kind: 'broken-json'; text: string }
  | { kind: 'foreign-type'; type: string }
  | { kind: 'oversized' };

export const transport: fc.Arbitrary<Transport> = fc.oneof(
  { weight: 3, arbitrary: brokenJson.map((text) => ({ kind: 'broken-json' as const, text })) },
  { weight: 3, arbitrary: foreignType.map((type) => ({ kind: 'foreign-type' as const, type })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'oversized' as const }) },
);

export function wireOf(body: unknown, broken?: Transport, hasBody = true): Wire {
  if (broken?.kind === 'broken-json') return { payload: broken.text, type: 'application/json' };
  if (broken?.kind === 'oversized')
    return { payload: JSON.stringify({ text: OVERSIZED }), type: 'application/json' };
  const payload = hasBody || body !== undefined ? JSON.stringify(body) : undefined;
  if (broken?.kind === 'foreign-type') return { payload: payload ?? '<a/>', type: broken.type };
  return { payload, type: payload === undefined ? undefined : 'application/json' };
}

// The oracle ------------------------------------------------------------------------------------

export type Expected =
  | { status: 400; fields: string[] | null; object?: boolean }
  | { status: 404 | 409 | 413 | 415 }
  /** The API could rightly take it: the case is dropped. */
  | { status: 'acceptable' };

/** Fastify's router (find-my-way) matches a path parameter of at most this many characters. */
const MAX_PARAM_LENGTH = 100;

const missesTheRoute = (value: string) => value.length > MAX_PARAM_LENGTH || value === '.' || value === '..';

/** What the API sees of a JSON payload: `__proto__` and `constructor.prototype` dropped (decision 017). */
const asParsed = (payload: string) =>
  secureJson.parse(payload, undefined, { protoAction: 'remove', constructorAction: 'remove' });

/** The field paths a schema's refusal names (as the API's error handler keys them), or null. */
export function refusedFields(schema: z.ZodType, input: unknown): string[] | null {
  try {
    parseInput(schema, input);
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return [...new Set(error.issues.map((issue) => issue.path || 'non_field_errors'))];
  }
}

/**
 * The answer a case must get. `params` are the route's path parameters (as strings); `semantic`
 * is what the database would say of a request that passes every schema (404, 409) or null when it
 * would be taken.
 */
export function expectedAnswer(
  doc: RouteDoc,
  request: { params: Record<string, string>; wire: Wire; broken?: Transport },
  semantic: 404 | 409 | null,
): Expected {
  const { wire, broken } = request;
  if (broken?.kind === 'oversized') return { status: 413 };
  if (broken?.kind === 'foreign-type') return { status: 415 };
  // A request that never reaches the route — a path parameter longer than the router's limit
  // (find-my-way measures it decoded), or a dot segment (`.`, `..`, `%2e%2e`) the URL resolves
  // away — is the API's catch-all's: it reads the body under the server's limit (the two cases
  // above) and answers 404; the route's smaller limit and its schemas never apply.
  if (Object.values(request.params).some(missesTheRoute))
    return broken?.kind === 'broken-json' ? { status: 400, fields: null } : { status: 404 };
  // Over the route's own limit (the public routes take a few KiB): refused before it is parsed.
  if (doc.bodyLimit !== undefined && Buffer.byteLength(wire.payload ?? '') > doc.bodyLimit)
    return { status: 413 };
  if (broken?.kind === 'broken-json') return { status: 400, fields: null };
  if (doc.params && refusedFields(doc.params, request.params)) return { status: 404 };
  // An upload route takes a multipart form only: JSON that parses is the wrong type of body.
  if (doc.multipart) return { status: 415 };
  if (doc.body) {
    const body = wire.payload === undefined ? {} : asParsed(wire.payload);
    const fields = refusedFields(doc.body, body);
    // A key named "" has no name to give: the only unknown field reported as `non_field_errors`.
    if (fields) return { status: 400, fields, object: isObject(body) && !wire.payload?.includes('"":') };
  }
  return semantic ? { status: semantic } : { status: 'acceptable' };
}

/** The path's parameters as the router hands them over (decoded). */
export function paramsOf(pattern: string, path: string): Record<string, string> {
  const names = pattern.split('/');
  const values = path.split('/');
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    if (name.startsWith(':')) params[name.slice(1)] = safeDecode(values[index] ?? '');
  });
  return params;
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();

/**
 * The answer is the refusal `expected` names, in the project's shape: `{message}` in words, and
 * for a body the schema refused, `errors` naming exactly the refused fields (never only
 * `non_field_errors` for an object) with a sentence each. Nothing polluted Object.prototype.
 */
export function expectRefusal(
  answer: Answer,
  expected: Exclude<Expected, { status: 'acceptable' }>,
  sent: string,
) {
  const what = `${sent.slice(0, 400)} → ${answer.status} ${String(JSON.stringify(answer.body)).slice(0, 400)}`;
  expect(answer.status, what).toBeLessThan(500);
  expect(answer.status, what).toBe(expected.status);
  expect(typeof answer.body?.message === 'string' && answer.body.message.length > 0, what).toBe(true);
  expect(Object.getOwnPropertyNames(Object.prototype).sort(), 'Object.prototype polluted').toEqual(
    PROTOTYPE_KEYS,
  );
  if (expected.status === 400) {
    if (expected.fields === null) {
      expect(answer.body.errors, what).toBeUndefined();
      return;
    }
    const errors = answer.body.errors as Record<string, unknown>;
    expect(Object.keys(errors ?? {}).sort(), what).toEqual([...expected.fields].sort());
    // An object's refusal names its fields; only a body that is no object at all is `non_field_errors`.
    if (expected.object) expect(Object.keys(errors), what).not.toContain('non_field_errors');
    for (const messages of Object.values(errors)) {
      expect(
        Array.isArray(messages) && messages.every((text) => typeof text === 'string' && text.length > 1),
        what,
      ).toBe(true);
    }
  }
}

/** Sends a case as the console would, as `client`. */
export const sendWire = (client: ConsoleClient, method: string, url: string, wire: Wire) =>
  client.raw(method as never, url, wire.payload, wire.type ? { 'content-type': wire.type } : {});

// Nothing half-written --------------------------------------------------------------------------

/** Both drivers (node-postgres, PGlite) answer `execute` with `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Columns left out of a table's digest: what changes without any request. A session's
 * `last_seen_at` (a request may note that the session was used) and an outbox email's delivery
 * state (the outbox worker sends, or holds, emails in the background; decision 054).
 */
const VOLATILE_COLUMNS: Record<string, string[]> = {
  outbox_emails: ['status', 'attempts', 'next_attempt_at', 'last_attempt_at', 'last_error', 'sent_at'],
};

/**
 * A digest of every table in the database (found in the catalogue, so a new table is included):
 * row count and an md5 over the rows as JSON, sorted, without the volatile columns above.
 */
export async function tableDigest(db: Database): Promise<Record<string, string>> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((row) => row.table_name);
  const parts = tables.map((table) => {
    const omitted = sql`array[${sql.join(
      ['last_seen_at', ...(VOLATILE_COLUMNS[table] ?? [])].map((column) => sql`${column}`),
      sql`, `,
    )}]::text[]`;
    return sql`select ${table}::text as name, count(*)::text || ':' || coalesce(md5(string_agg(
        (to_jsonb(r) - ${omitted})::text, ',' order by (to_jsonb(r) - ${omitted})::text)), '') as digest
      from ${sql.identifier(table)} r`;
  });
  const rows = rowsOf<{ name: string; digest: string }>(await db.execute(sql.join(parts, sql` union all `)));
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

/** Counts of what a fuzz run saw, for the figures (bench/README.md). */
export type FuzzTally = {
  routes: Set<string>;
  cases: number;
  statuses: Map<number, number>;
  /** Cases per route (`METHOD /url`). */
  perRoute: Map<string, number>;
  /** When counting began (performance.now()): the figure's time. */
  started: number;
};
export const newTally = (): FuzzTally => ({
  routes: new Set(),
  cases: 0,
  statuses: new Map(),
  perRoute: new Map(),
  started: performance.now(),
});
export function count(tally: FuzzTally, route: WriteRoute, status: number) {
  const key = routeKey(route);
  tally.routes.add(key);
  tally.perRoute.set(key, (tally.perRoute.get(key) ?? 0) + 1);
  tally.cases += 1;
  tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
}
export const describeTally = (tally: FuzzTally) =>
  `${tally.routes.size} routes, ${tally.cases} cases, statuses ${JSON.stringify(Object.fromEntries([...tally.statuses].sort()))}, ` +
  `5xx: ${[...tally.statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0)}`;

/**
 * Prints a fuzz file's figure and, when FUZZ_REPORT names a file (`npm run bench:fuzz` does),
 * appends it there as one JSON line for the bench to add up.
 */
export function reportTally(name: string, tally: FuzzTally) {
  const seconds = Math.round((performance.now() - tally.started) / 1000);
  console.info(`${name}: ${describeTally(tally)}   ${seconds} s`);
  const file = process.env.FUZZ_REPORT;
  if (!file) return;
  const line: FuzzReportLine = {
    name,
    routes: Object.fromEntries([...tally.perRoute].sort()),
    cases: tally.cases,
    statuses: Object.fromEntries([...tally.statuses].sort()),
    seconds,
  };
  appendFileSync(file, `${JSON.stringify(line)}\n`);
}

/** One line of FUZZ_REPORT (read by bench/fuzz/run.ts). */
export type FuzzReportLine = {
  name: string;
  /** Cases per route. */
  routes: Record<string, number>;
  cases: number;
  statuses: Record<string, number>;
  seconds: number;
};
