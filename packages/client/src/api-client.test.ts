import { describe, expect, it } from 'vitest';
import { type ApiRequest, ApiRequestError, createApiClient, type Transport } from './api-client';

function recording(answer: { status: number; body: unknown; headers?: Record<string, string> }) {
  const calls: ApiRequest[] = [];
  const transport: Transport = async (request) => {
    calls.push(request);
    return answer;
  };
  return { calls, client: createApiClient({ transport, language: () => 'en' }) };
}

describe('createApiClient', () => {
  it('sends each method with the language, and a JSON content type only with a body', async () => {
    const { calls, client } = recording({ status: 200, body: { ok: true } });
    await client.get('/things/', { query: { page: '2', skip: undefined } });
    await client.post('/things/', { name: 'a' });
    await client.patch('/things/1/', { name: 'b' });
    await client.delete('/things/1/');
    expect(calls.map(({ method, path, query, body }) => ({ method, path, query, body }))).toEqual([
      { method: 'GET', path: '/things/', query: { page: '2', language: 'en' }, body: undefined },
      { method: 'POST', path: '/things/', query: { language: 'en' }, body: { name: 'a' } },
      { method: 'PATCH', path: '/things/1/', query: { language: 'en' }, body: { name: 'b' } },
      { method: 'DELETE', path: '/things/1/', query: { language: 'en' }, body: undefined },
    ]);
    // An empty body declared as JSON is refused by Fastify (FST_ERR_CTP_EMPTY_JSON_BODY).
    expect(calls.map((call) => call.headers['content-type'] ?? null)).toEqual([
      null,
      'application/json',
      'application/json',
      null,
    ]);
    expect(calls.every((call) => call.headers.accept === 'application/json')).toBe(true);
  });

  it('throws the answer of a refusal with its status, body and headers', async () => {
    const { client } = recording({
      status: 429,
      body: { message: 'Too many attempts.' },
      headers: { 'retry-after': '60' },
    });
    const error = await client.post('/admin/auth/login/', {}).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      kind: 'http',
      message: 'Too many attempts.',
      status: 429,
      headers: { 'retry-after': '60' },
    });
  });
});
