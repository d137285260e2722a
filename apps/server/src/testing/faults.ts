/**
 * Test support: answers chosen API paths with a fault instead of the real answer. The hook sits on
 * the root instance ahead of the API and its response cache, so the server render's in-process
 * calls and the browser's own calls fail alike. Never part of the product server (`main.ts`).
 */
import type { FastifyInstance } from 'fastify';

/** `path` is a prefix of the API path after /api (`/languages/`); `body` a JSON value or raw text. */
export type Fault = { path: string; status: number; body?: unknown };

export class FaultTable {
  #faults: Fault[] = [];

  set(faults: Fault[]) {
    this.#faults = [...faults];
  }

  clear() {
    this.#faults = [];
  }

  match(url: string): Fault | undefined {
    const path = url.split('?')[0] ?? '';
    return this.#faults.find((fault) => path.startsWith(`/api${fault.path}`));
  }
}

/** Answers every request that matches a fault with the fault's status and body. */
export function installFaults(app: FastifyInstance, table: FaultTable) {
  app.addHook('onRequest', async (request, reply) => {
    const fault = table.match(request.url);
    if (!fault) return;
    const body = fault.body === undefined ? { message: 'boom' } : fault.body;
    if (typeof body === 'string') return reply.code(fault.status).type('text/plain').send(body);
    return reply.code(fault.status).send(body);
  });
}

/** PUT /__faults replaces the table with the JSON array sent; DELETE /__faults empties it. */
export function installFaultControl(app: FastifyInstance, table: FaultTable) {
  app.put('/__faults', async (request, reply) => {
    table.set(request.body as Fault[]);
    return reply.code(204).send();
  });
  app.delete('/__faults', async (_request, reply) => {
    table.clear();
    return reply.code(204).send();
  });
}
