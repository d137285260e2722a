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

/** Builds the OpenAPI 3.1 document from the routes declared with defineRoute. */
export function buildOpenApiDocument(routes: RouteDoc[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const operation: Record<string, unknown> = {
      summary: route.summary,
      tags: route.tags,
      parameters: [...parameters(route.params, 'path'), ...parameters(route.querystring, 'query')],
      responses: Object.fromEntries(
        Object.entries(route.response).map(([status, schema]) => [
          status,
          {
            description: Number(status) < 400 ? 'Success' : 'Error',
            content: { 'application/json': { schema: toSchema(schema, 'output') } },
          },
        ]),
      ),
    };
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(route.body, 'input') } },
      };
    }
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  return { openapi: '3.1.0', info, paths };
}
