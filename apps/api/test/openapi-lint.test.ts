/**
 * The OpenAPI document serves integrators (issue 23 point 7): Redocly's linter with its
 * recommended rules finds nothing in it — a rule is turned off only with its reason below — and
 * every operation has an operationId (unique), security requirements, and a client error.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { setupApp } from './helpers/build-app';

// As production names it (PUBLIC_URL): the document's server.
const t = setupApp({ PUBLIC_URL: 'https://coaching.wegweiser.test' });

/** Rules of `recommended` turned off, each with why. */
const RULES_OFF = {
  // The tags are the console's sections and the site's resources, named in sentences; a second
  // sentence per tag would repeat its name.
  'tag-description': 'off',
  // The API's paths end in a slash as the spec's do (`/api/services/`, Django REST style; the
  // architecture's "trailing slashes as in the spec"): clients are written against those paths.
  'no-path-trailing-slash': 'off',
} as const;

async function document() {
  const answer = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(answer.statusCode).toBe(200);
  return answer.json() as {
    servers: { url: string }[];
    paths: Record<string, Record<string, Record<string, unknown>>>;
    components: { securitySchemes: Record<string, unknown> };
  };
}

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules", async () => {
    const source = JSON.stringify(await document());
    const config = await createConfig({ extends: ['recommended'], rules: RULES_OFF });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const described = problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? ''}`,
    );
    expect(described).toEqual([]);
  });

  it('names each operation uniquely, says who may call it, and lists a client error', async () => {
    const { paths, servers, components } = await document();
    expect(servers).toEqual([{ url: 'https://coaching.wegweiser.test', description: 'This site' }]);
    expect(Object.keys(components.securitySchemes).sort()).toEqual(['csrfToken', 'session']);
    const ids = new Set<string>();
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(typeof operation.operationId, where).toBe('string');
        expect(ids.has(operation.operationId as string), `${where}: ${operation.operationId} twice`).toBe(
          false,
        );
        ids.add(operation.operationId as string);
        expect(Array.isArray(operation.security), where).toBe(true);
        expect(
          Object.keys(operation.responses as object).some((status) => status.startsWith('4')),
          where,
        ).toBe(true);
        if (path.startsWith('/api/admin/') && operation['x-auth'])
          expect(operation.security, where).toEqual([
            method === 'get' ? { session: [] } : { session: [], csrfToken: [] },
          ]);
      }
    }
    expect(paths['/api/services/']?.get?.security).toEqual([]);
    expect(paths['/api/admin/users/{id}/']?.patch?.operationId).toBe('patchAdminUsersById');
  });

  it('types the redirects’ target as a string, not an empty schema', async () => {
    const { paths } = await document();
    const text = JSON.stringify(paths['/api/admin/redirects/']);
    expect(text).not.toContain('{}');
    expect(text).toContain('"to_path"');
  });
});
