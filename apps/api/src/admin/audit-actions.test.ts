/**
 * Every action the API writes to the audit log is one the console can put in words (decision 092):
 * each literal action in the sources is in the contracts' AUDIT_ACTIONS, each content verb in
 * AUDIT_CONTENT_VERBS (the console's own test holds its words for every one of them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUDIT_ACTIONS, AUDIT_CONTENT_ENTITIES, AUDIT_CONTENT_VERBS } from '@wegweiser/contracts/admin-auth';
import { describe, expect, it } from 'vitest';
import { CONTENT_RESOURCES } from '../repositories/resources';

const SOURCES = fileURLToPath(new URL('..', import.meta.url));

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const matchesOf = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((match) => match[1] ?? '');

describe('the audit log’s actions', () => {
  const files = sources(SOURCES).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

  it('are all in the contracts’ list, which the console puts in words', () => {
    const written = files.flatMap(({ path, text }) =>
      [
        // `action: 'user.invite'` in an entry, and two-factor's `record(request, user.id, 'auth.…'`.
        ...matchesOf(text, /\baction: '([^']+)'/g),
        ...matchesOf(text, /\brecord\(\s*request,\s*[\w.]+,\s*'([^']+)'/g),
      ].map((action) => ({ path: path.slice(SOURCES.length), action })),
    );
    expect(written.length).toBeGreaterThanOrEqual(30);
    const known = new Set<string>(AUDIT_ACTIONS);
    expect(written.filter(({ action }) => !known.has(action))).toEqual([]);
  });

  it('of content edits use the contracts’ verbs', () => {
    const routes = files.find(({ path }) => path.endsWith('content-routes.ts'));
    const verbs = matchesOf(routes?.text ?? '', /\baudit\(\s*request,\s*'([^']+)'/g);
    expect(new Set(verbs)).toEqual(new Set(AUDIT_CONTENT_VERBS));
  });

  it('of content edits name a resource the console has a word for', () => {
    expect(CONTENT_RESOURCES.map((resource) => resource.name).sort()).toEqual(
      [...AUDIT_CONTENT_ENTITIES].sort(),
    );
  });
});
