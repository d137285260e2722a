import { LanguageListSchema } from '@wegweiser/contracts';
import type { FastifyBaseLogger, InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { type AnswerSchemas, inProcessTransport } from './api-transport';

const answer = (statusCode: number, body: string, headers: Record<string, string> = {}) =>
  ({ statusCode, body, headers }) as unknown as LightMyRequestResponse;
const languages = LanguageListSchema.parse({
  count: 1,
  next: null,
  previous: null,
  results: [
    {
      code: 'de',
      name: 'Deutsch',
      native_name: 'Deutsch',
      flag: 'DE',
      is_default: true,
      is_active: true,
      order: 1,
    },
  ],
});

function transport(body: string, statusCode = 200, headers: Record<string, string> = {}) {
  const inject = vi.fn(async (_options: InjectOptions) => answer(statusCode, body, headers));
  const log = { error: vi.fn() } as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };
  const schemas: AnswerSchemas = (method, path, status) =>
    method === 'GET' && path === '/languages/' && status === 200 ? LanguageListSchema : undefined;
  const send = inProcessTransport({
    inject,
    log,
    remoteAddress: '203.0.113.9',
    headers: { 'x-internal': '1' },
    schemas,
    checkedHeader: 'x-checked',
  });
  return { inject, log, send };
}
const get = (path: string, query: Record<string, string> = {}) =>
  ({ method: 'GET', path, query, headers: { accept: 'application/json' }, timeoutMs: 1_000 }) as const;

describe('inProcessTransport', () => {
  it('calls the API in-process with the client’s address and the internal headers', async () => {
    const { inject, send } = transport(JSON.stringify(languages));
    await send(get('/languages/', { language: 'en' }));
    expect(inject).toHaveBeenCalledWith({
      method: 'GET',
      url: '/api/languages/?language=en',
      remoteAddress: '203.0.113.9',
      headers: { accept: 'application/json', 'x-internal': '1' },
      payload: undefined,
    });
  });

  it('passes an answer that matches its contract as it came (not the parsed copy)', async () => {
    const extra = { ...languages, extra: 'kept' };
    const { log, send } = transport(JSON.stringify(extra));
    expect(await send(get('/languages/'))).toEqual({ status: 200, body: extra });
    expect(log.error).not.toHaveBeenCalled();
  });

  it('turns an answer that breaks its contract into a 500 with the catalogue’s message, logged with route and paths', async () => {
    const { log, send } = transport(JSON.stringify({ results: [{ code: 7 }] }));
    expect(await send(get('/languages/', { language: 'fr' }))).toEqual({
      status: 500,
      body: { message: 'Une erreur interne est survenue. Veuillez réessayer plus tard.' },
    });
    expect(log.error).toHaveBeenCalledTimes(1);
    const [fields, message] = log.error.mock.calls[0] ?? [];
    expect(message).toBe('API answer does not match its contract: treated as a server error');
    expect(fields.route).toBe('GET /api/languages/');
    expect(fields.issues.map((issue: { path: string }) => issue.path)).toEqual(
      expect.arrayContaining(['count', 'results.0.code', 'results.0.name']),
    );
  });

  it('an answer that is not JSON fails a route with a contract; routes and statuses without one pass', async () => {
    expect((await transport('<html>').send(get('/languages/'))).status).toBe(500);
    expect(await transport('<html>', 502).send(get('/languages/'))).toEqual({ status: 502, body: '<html>' });
    expect(await transport('{"a":1}').send(get('/other/'))).toEqual({ status: 200, body: { a: 1 } });
  });

  it('an empty answer is no answer: passed on as null for the page’s own "failed to load", not logged', async () => {
    const { log, send } = transport('');
    expect(await send(get('/languages/'))).toEqual({ status: 200, body: null });
    expect(log.error).not.toHaveBeenCalled();
  });

  it('does not check again an answer the API marked as checked on its way out (decision 074)', async () => {
    const broken = JSON.stringify({ results: [{ code: 7 }] });
    const { log, send } = transport(broken, 200, { 'x-checked': '1' });
    expect(await send(get('/languages/'))).toEqual({ status: 200, body: JSON.parse(broken) });
    expect(log.error).not.toHaveBeenCalled();
    // Any other value is no mark: checked as usual.
    expect((await transport(broken, 200, { 'x-checked': 'yes' }).send(get('/languages/'))).status).toBe(500);
  });
});
