/**
 * The body deadline of applyHttpTimeouts over HTTP/2 (cleartext here; the TLS server's test does
 * the same over h2): a body that does not arrive in time gets 408 and the stream is closed; a
 * route's `config.bodyTimeoutMs` lengthens its own deadline, `config.upload` gives it the uploads'
 * (decision 095).
 */
import { connect } from 'node:http2';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyHttpTimeouts, HTTP_TIMEOUTS } from './http-timeouts';

let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  app = Fastify({ http2: true }) as unknown as FastifyInstance;
  applyHttpTimeouts(app, { ...HTTP_TIMEOUTS, requestMs: 500, uploadMs: 60_000 });
  app.post('/short', async (request) => ({ received: request.body }));
  app.post('/long', { config: { bodyTimeoutMs: 60_000 } }, async (request) => ({ received: request.body }));
  app.post('/upload', { config: { upload: true } }, async (request) => ({ received: request.body }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await app?.close();
});

/** POSTs `body` one byte every 100 ms; resolves when the server ends the stream. */
function slowPost(
  path: string,
  body: string,
): Promise<{ status: number | undefined; sent: number; answer: string }> {
  return new Promise((resolve) => {
    const session = connect(origin);
    session.on('error', () => undefined);
    const stream = session.request(
      { ':method': 'POST', ':path': path, 'content-type': 'application/json' },
      { endStream: false },
    );
    let status: number | undefined;
    let sent = 0;
    let answer = '';
    const timer = setInterval(() => {
      if (!stream.writable) return;
      if (sent < body.length) stream.write(body[sent++] ?? '');
      else stream.end();
    }, 100);
    stream.on('response', (headers) => {
      status = Number(headers[':status']);
    });
    stream.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
    });
    stream.on('error', () => undefined);
    stream.on('close', () => {
      clearInterval(timer);
      session.destroy();
      resolve({ status, sent, answer });
    });
  });
}

describe('the body deadline', () => {
  it('answers 408 and ends the stream when the body is late', async () => {
    const body = JSON.stringify({ padding: 'x'.repeat(60) });
    const { status, sent } = await slowPost('/short', body);
    expect(status).toBe(408);
    expect(sent).toBeLessThan(body.length);
  });

  it('waits longer on a route that asks for it', async () => {
    const body = JSON.stringify({ a: 'slow' });
    const { status, answer } = await slowPost('/long', body);
    expect(status).toBe(200);
    expect(JSON.parse(answer)).toEqual({ received: { a: 'slow' } });
  });

  it("gives an upload route the uploads' deadline, and Node's request timeout allows it", async () => {
    expect((app.server as unknown as { requestTimeout: number }).requestTimeout).toBe(60_000);
    const body = JSON.stringify({ a: 'photo' });
    const { status, answer } = await slowPost('/upload', body);
    expect(status).toBe(200);
    expect(JSON.parse(answer)).toEqual({ received: { a: 'photo' } });
  });
});

describe('answered requests', () => {
  it('keep no body deadline running: an in-process GET, whose body nobody reads, leaves no timer behind', async () => {
    const local = Fastify();
    applyHttpTimeouts(local, HTTP_TIMEOUTS);
    local.get('/page-data', async () => ({ ok: true }));
    await local.ready();
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    try {
      const before = timers();
      for (let call = 0; call < 20; call++) {
        expect((await local.inject({ method: 'GET', url: '/page-data' })).statusCode).toBe(200);
      }
      expect(timers() - before).toBeLessThan(5);
    } finally {
      await local.close();
    }
  });
});
