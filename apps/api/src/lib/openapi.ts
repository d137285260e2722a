/**
 * The OpenAPI 3.1 document of every route declared with defineRoute (decision 023), for
 * integrators and generated clients (issue 23 point 7): an operationId per operation, the
 * console's session cookie and CSRF header as security schemes (`security: []` on public routes),
 * the server, and the client errors each operation can answer. `npm test` lints it with Redocly's
 * recommended rules (apps/api/test/openapi-lint.test.ts).
 */
import { ApiErrorSchema } from '@wegweiser/contracts';
import { z } from 'zod';
import type { RouteDoc } from './route';

export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'wegweiser_session',
    description:
      'The console session, set by POST /api/admin/auth/login/ (named `__Host-wegweiser_session` over HTTPS).',
  },
  csrfToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRFToken',
    description:
      'The double-submit token: GET /api/csrf/ sets its cookie and answers its value; every console write sends it back.',
  },
} as const;

const toSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;

/** Query and path parameters from an object schema, one OpenAPI parameter per property. */
function parameters(schema: z.ZodType | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

/** A JSON body, or a multipart form: the text fields of the body schema plus binary files. */
function requestBody(route: RouteDoc) {
  if (route.multipart) {
    const fields = route.body ? toSchema(route.body, 'input') : { type: 'object', properties: {} };
    const properties = (fields.properties ?? {}) as Record<string, unknown>;
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            ...fields,
            properties: {
              ...properties,
              [route.multipart.field]: {
                type: 'array',
                maxItems: route.multipart.maxFiles,
                items: { type: 'string', contentMediaType: route.multipart.types.join(', ') },
                description:
                  `At most ${route.multipart.maxFiles} files of ${route.multipart.maxFileBytes} bytes each` +
                  (route.multipart.maxRequestBytes === undefined
                    ? ''
                    : `, ${route.multipart.maxRequestBytes} bytes in all`) +
                  (route.multipart.typeFrom === 'content' ? '; the type is judged from the bytes' : ''),
              },
            },
          },
        },
      },
    };
  }
  if (!route.body) return undefined;
  return { required: true, content: { 'application/json': { schema: toSchema(route.body, 'input') } } };
}

const isWrite = (route: RouteDoc) => route.method !== 'GET';
const isProtected = (route: RouteDoc) => route.auth !== undefined && route.auth !== 'public';

/** `{"message": …, "errors"?: {field: [sentences]}}`, in the request's language. */
const apiError = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

function responses(route: RouteDoc) {
  const declared = Object.entries(route.response).map(([status, schema]) => [
    status,
    status === '204'
      ? { description: 'No content' }
      : Number(status) >= 400
        ? apiError('Error')
        : {
            description: 'Success',
            content: { 'application/json': { schema: toSchema(schema, 'output') } },
          },
  ]);
  const implied: [string, unknown][] = [];
  // What every route of its kind may answer, whether or not it declares it.
  if (route.body || route.querystring || route.params || route.multipart)
    implied.push(['400', apiError('The input is not valid: `errors` names each field and what is wrong')]);
  if (isProtected(route)) {
    implied.push(['401', apiError('Not signed in')]);
    implied.push(['403', apiError('Signed in without the required role, or a write without the CSRF token')]);
  } else if (isWrite(route) && route.csrfMode !== false) {
    implied.push(['403', apiError('A write from another site (its Origin or CSRF token)')]);
  }
  if (route.rateLimited)
    implied.push(['429', apiError('Too many requests: `Retry-After` says when to try again')]);
  const all = Object.fromEntries([...implied, ...declared]) as Record<string, unknown>;
  if (!Object.keys(all).some((status) => status.startsWith('4')))
    all['4XX'] = apiError('A refused request (an unknown path, too many requests)');
  return all;
}

/** Who may call it, as OpenAPI security requirements: none for public reads. */
function security(route: RouteDoc) {
  if (isProtected(route)) return [isWrite(route) ? { session: [], csrfToken: [] } : { session: [] }];
  if (isWrite(route) && route.csrfMode === 'token') return [{ csrfToken: [] }];
  return [];
}

/** `GET /api/admin/users/:id/` → `getAdminUsersById`: the method and the path, for generated method names. */
export function operationId(route: Pick<RouteDoc, 'method' | 'url'>): string {
  const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const words = route.url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':')
        ? `By${pascal(segment.slice(1).replace(/_(\w)/g, (_, c: string) => c.toUpperCase()))}`
        : segment.split(/[-_.]/).filter(Boolean).map(pascal).join(''),
    );
  return `${route.method.toLowerCase()}${words.join('')}`;
}

/** Builds the OpenAPI 3.1 document from the routes declared with defineRoute. */
export function buildOpenApiDocument(
  routes: RouteDoc[],
  info: { title: string; version: string; description?: string },
  { serverUrl = '/' }: { serverUrl?: string } = {},
) {
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    for (const tag of route.tags) tags.add(tag);
    const operation: Record<string, unknown> = {
      operationId: operationId(route),
      summary: route.summary,
      tags: route.tags,
      security: security(route),
      parameters: [...parameters(route.params, 'path'), ...parameters(route.querystring, 'query')],
      responses: responses(route),
    };
    const body = requestBody(route);
    if (body) operation.requestBody = body;
    // Who may call it: `session` (any signed-in console user) or the role named (the owner always).
    if (route.auth && route.auth !== 'public') {
      operation['x-auth'] = route.auth === 'session' ? 'session' : `role:${route.auth.role}`;
    }
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: serverUrl, description: 'This site' }],
    security: [],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: SECURITY_SCHEMES,
      schemas: { ApiError: toSchema(ApiErrorSchema, 'output') },
    },
  };
}
