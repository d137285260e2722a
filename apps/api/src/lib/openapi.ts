import { z } from 'zod';
import type { RouteDoc } from './route';

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

function responses(route: RouteDoc) {
  const declared = Object.entries(route.response).map(([status, schema]) => [
    status,
    status === '204'
      ? { description: 'No content' }
      : {
          description: Number(status) < 400 ? 'Success' : 'Error',
          content: { 'application/json': { schema: toSchema(schema, 'output') } },
        },
  ]);
  const protectedRoute = route.auth !== undefined && route.auth !== 'public';
  const auth = protectedRoute
    ? [
        ['401', { description: 'Not signed in' }],
        ['403', { description: 'Signed in without the required role' }],
      ]
    : [];
  return Object.fromEntries([...auth, ...declared]);
}

/** Builds the OpenAPI 3.1 document from the routes declared with defineRoute. */
export function buildOpenApiDocument(routes: RouteDoc[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const operation: Record<string, unknown> = {
      summary: route.summary,
      tags: route.tags,
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
  return { openapi: '3.1.0', info, paths };
}
