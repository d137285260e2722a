import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** A public API answer, in process; anything but 200 fails the test that asked. */
export async function apiJson(app: FastifyInstance, path: string) {
  const response = await app.inject({ method: 'GET', url: `/api${path}` });
  expect(response.statusCode, path).toBe(200);
  return response.json();
}
