/**
 * Bad input to every content write route (issue 13 point 10, decision 050): create, save a draft,
 * publish, discard, restore and delete, for every resource the app registers. Bodies are real
 * documents broken in one to three places; keys, revision numbers and versions are wrong in every
 * way; payloads are not JSON or not JSON at all. Never a 5xx, always the refusal the oracle names
 * (test/helpers/write-fuzz.ts), and no table changes.
 *
 *   TEST_DATABASE=pglite npx vitest run --project api apps/api/test/admin/write-fuzz-content.test.ts
 *   FUZZ_RUNS=300 … for a deep run (bench/README.md)
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_RESOURCES } from '../../src/repositories/resources';
import { setupContentApp } from '../helpers/admin-content';
import {
  badId,
  FUZZ_TIMEOUT_MS,
  garbageVersion,
  mutate,
  mutations,
  newTally,
  reportTally,
  routeKey,
  staleVersion,
} from '../helpers/write-fuzz';
import {
  type BodyPart,
  CONTENT_ROUTE,
  fuzzFileOf,
  fuzzRoute,
  type UrlPart,
  writeRoutes,
} from '../helpers/write-fuzz-routes';

const t = setupContentApp();
const tally = newTally();
const names = CONTENT_RESOURCES.map((resource) => resource.name);

/** One existing item per resource: its key, version, document and published revision numbers. */
type Sample = {
  keys: Set<string>;
  key: string;
  version: number;
  /** A draft waits (status other than published): discard has something to throw away. */
  hasDraft: boolean;
  document: Record<string, unknown>;
  revisions: number[];
};
const samples = new Map<string, Sample | null>();

beforeAll(async () => {
  for (const resource of CONTENT_RESOURCES) {
    const list = await t.send('GET', `/api/admin/${resource.name}/`, { role: 'owner' });
    expect(list.status, resource.name).toBe(200);
    const keys = new Set<string>(list.body.results.map((item: { key: string }) => item.key));
    const first = list.body.results[0] as { key: string } | undefined;
    if (!first) {
      samples.set(resource.name, null);
      continue;
    }
    const item = await t.send('GET', `/api/admin/${resource.name}/${first.key}/`, { role: 'owner' });
    const revisions = await t.send('GET', `/api/admin/${resource.name}/${first.key}/revisions/`, {
      role: 'owner',
    });
    samples.set(resource.name, {
      keys,
      key: first.key,
      version: item.body.version,
      hasDraft: item.body.status !== 'published',
      document: item.body.document,
      revisions: revisions.body.results.map((revision: { version: number }) => revision.version),
    });
  }
});

/** A well-formed key that names no item of the resource. */
const absentKey = (sample: Sample | null) =>
  fc
    .oneof(
      fc.stringMatching(/^[a-z0-9_-]{1,24}$/),
      fc.integer({ min: 100_000, max: 2 ** 31 - 1 }).map(String),
    )
    // Digits name an item by its number ('01' is item 1): such a key is absent only when its number is.
    .filter((key) => !sample?.keys.has(key) && !(/^\d+$/.test(key) && sample?.keys.has(String(Number(key)))));

/** The sample's key (most often) or one that cannot or does not name an item. */
const keyPart = (sample: Sample | null, realWeight = 3): fc.Arbitrary<UrlPart> => {
  const bad = badId(absentKey(sample)).map((key) => ({ values: { key }, semantic: 404 as const }));
  if (!sample) return bad;
  return fc.oneof(
    {
      weight: realWeight,
      arbitrary: fc.constant({ values: { key: encodeURIComponent(sample.key) }, semantic: null }),
    },
    { weight: 2, arbitrary: bad },
  );
};

/** The current version (other defects must refuse it), a stale one (409) or garbage (400). */
const versionPart = (sample: Sample | null) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant({ version: sample?.version ?? (0 as unknown), semantic: null }) },
    {
      weight: 2,
      arbitrary: staleVersion(sample?.version ?? 0).map((version) => ({
        version: version as unknown,
        semantic: 409 as const,
      })),
    },
    { weight: 2, arbitrary: garbageVersion.map((version) => ({ version, semantic: null })) },
  );

/** `base` with a version, broken by mutations (sometimes only the version is wrong). */
const versionedBody = (sample: Sample | null, base: Record<string, unknown>): fc.Arbitrary<BodyPart> =>
  fc
    .tuple(versionPart(sample), fc.option(mutations, { nil: undefined, freq: 3 }))
    .map(([version, changes]) => ({
      body: mutate({ ...base, version: version.version }, changes ?? []),
      semantic: version.semantic,
    }));

const without = (document: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(Object.entries(document).filter(([field]) => !fields.includes(field)));

function fuzzOf(method: string, url: string) {
  const match = CONTENT_ROUTE.exec(`${method} ${url}`);
  if (!match) throw new Error(`not a content route: ${method} ${url}`);
  const resource = CONTENT_RESOURCES.find((candidate) => candidate.name === match[2]);
  if (!resource) throw new Error(`no resource ${match[2]}`);
  const sample = samples.get(resource.name) ?? null;
  const route = { method, url };
  const action = match[3] ?? match[4];
  if (method === 'POST' && !url.includes(':key')) {
    // Create: a real document broken; a valid one would be created, so only broken ones count.
    return {
      route,
      body: mutations.map((changes) => ({ body: mutate(sample?.document ?? {}, changes), semantic: null })),
    };
  }
  if (method === 'DELETE') return { route, url: keyPart(sample, 1) };
  if (method === 'PATCH') {
    return {
      route,
      url: keyPart(sample),
      body: versionedBody(sample, without(sample?.document ?? {}, resource.fixed)),
    };
  }
  if (action === 'publish') {
    // Nothing to publish is a 409 whatever the version.
    const body = versionedBody(sample, {});
    return {
      route,
      url: keyPart(sample),
      body: sample?.hasDraft ? body : body.map((part) => ({ ...part, semantic: 409 as const })),
    };
  }
  if (action === 'discard') {
    // No draft to throw away: the draft is not found (404) whatever the version.
    const url = keyPart(sample).map((part) =>
      sample?.hasDraft ? part : { ...part, semantic: 404 as const },
    );
    return { route, url, body: versionedBody(sample, {}) };
  }
  // Restore: a revision that exists, one that does not, or a number that is none.
  const revision = fc.oneof(
    fc.constantFrom(...(sample?.revisions.length ? sample.revisions : [0])).map((version) => ({
      version: String(version),
      semantic: sample?.revisions.includes(version) ? null : (404 as const),
    })),
    fc
      .integer({ min: 10_000, max: 2 ** 31 - 1 })
      .map((version) => ({ version: String(version), semantic: 404 as const })),
    badId(fc.constant('-7')).map((version) => ({ version, semantic: 404 as const })),
  );
  return {
    route,
    url: fc.tuple(keyPart(sample), revision).map(([key, version]) => ({
      values: { ...key.values, version: version.version },
      semantic: key.semantic ?? version.semantic,
    })),
    body: versionedBody(sample, {}),
  };
}

describe('bad input to the content write routes', () => {
  it(
    'is refused with the named fields, never a 5xx, and writes nothing',
    async () => {
      const routes = writeRoutes(t).filter((route) => fuzzFileOf(route, names) === 'write-fuzz-content');
      // Every resource's writes: create and delete for collections, the rest for all.
      expect(routes.length).toBeGreaterThanOrEqual(CONTENT_RESOURCES.length * 2);
      for (const route of routes) await fuzzRoute(t, fuzzOf(route.method, route.url), tally);
      expect([...tally.routes].sort()).toEqual(routes.map(routeKey).sort());
      reportTally('write fuzz (content)', tally);
    },
    FUZZ_TIMEOUT_MS,
  );
});
