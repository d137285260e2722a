import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** A public API answer, in process; anything but 200 fails the test that asked. */
export async function apiJson(app: FastifyInstance, path: string) {
  const response = await app.inject({ method: 'GET', url: `/api${path}` });
  expect(response.statusCode, path).toBe(200);
  return response.json();
}

/**
 * In an onSend hook of a test: an API answer's JSON changed by `patch`. A miss carries its body as a
 * string, a cache hit as the ready Buffer (decision 071); anything else (a 304, a stream) passes.
 */
// biome-ignore lint/suspicious/noExplicitAny: the JSON of whichever API answer a test patches
export function patchJsonPayload(payload: unknown, patch: (body: any) => unknown): unknown {
  const text =
    typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
  return text ? JSON.stringify(patch(JSON.parse(text))) : payload;
}
