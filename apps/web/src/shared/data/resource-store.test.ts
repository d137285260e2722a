import { ApiRequestError, createApiClient } from '@wegweiser/client/api-client';
import { describe, expect, it, vi } from 'vitest';
import { isRetryable, needsLoad, ResourceStore } from './resource-store';

describe('isRetryable', () => {
  it.each([
    ['a server error', new ApiRequestError('http', 'boom', 500), true],
    ['a gateway error', new ApiRequestError('http', 'HTTP error! status: 503', 503), true],
    ['a rate limit', new ApiRequestError('http', 'slow down', 429), true],
    ['a lost connection', new ApiRequestError('network', 'Failed to fetch'), true],
    ['a timeout', new ApiRequestError('timeout', 'Request timeout (ECONNABORTED)'), true],
    ['a broken answer', new TypeError("Cannot read properties of null (reading 'results')"), true],
    ['not found', new ApiRequestError('http', 'not found', 404), false],
    ['a bad request', new ApiRequestError('http', 'invalid', 400), false],
  ])('%s → %s', (_label, error, expected) => {
    expect(isRetryable(error)).toBe(expected);
  });
});

describe('ResourceStore snapshot and restore', () => {
  it('keeps what an error message is made of, so the browser renders what the server did', async () => {
    const api = createApiClient({
      transport: async () => ({ status: 503, body: { message: 'Wartungsarbeiten' } }),
      language: () => 'de',
    });
    const server = new ResourceStore(api);
    await server.ensure({ key: 'services:de', fetch: (client) => client.get('/services/') });
    const browser = new ResourceStore(api);
    browser.restore(JSON.parse(JSON.stringify(server.snapshot())));
    const state = browser.get('services:de');
    expect(state?.status).toBe('error');
    const error = state?.status === 'error' ? state.error : null;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ kind: 'http', status: 503, body: { message: 'Wartungsarbeiten' } });
  });

  it('lists resources in key order, whatever order their answers arrived in', async () => {
    const answers = new Map<string, () => void>();
    const api = createApiClient({
      transport: async (request) => {
        await new Promise<void>((resolve) => answers.set(request.path, resolve));
        return { status: 200, body: request.path };
      },
      language: () => 'de',
    });
    const store = new ResourceStore(api);
    const loading = Promise.all(
      ['c', 'a', 'b'].map((name) => store.ensure({ key: name, fetch: (client) => client.get(`/${name}/`) })),
    );
    await vi.waitFor(() => expect(answers.size).toBe(3));
    const arrived: string[] = [];
    for (const path of ['/b/', '/c/', '/a/']) {
      answers.get(path)?.();
      await vi.waitFor(() => expect(store.get(path.slice(1, 2))?.status).toBe('success'));
      arrived.push(...Object.keys(store.snapshot()).filter((key) => !arrived.includes(key)));
    }
    await loading;
    expect(arrived).toEqual(['b', 'c', 'a']);
    expect(Object.keys(store.snapshot())).toEqual(['a', 'b', 'c']);
  });
});

describe('needsLoad', () => {
  const ok = { status: 'success', data: 1, at: 0 } as const;
  const failed = (error: unknown) => ({ status: 'error', error, at: 0 }) as const;
  const notFound = new ApiRequestError('http', 'Not found', 404, null);

  it('loads what is missing, also during hydration', () => {
    expect(needsLoad(undefined, { hydrated: false, fresh: false })).toBe(true);
    expect(needsLoad(undefined, { hydrated: true, fresh: false })).toBe(true);
  });

  it('keeps the server state while hydrating, whatever its age or outcome', () => {
    expect(needsLoad(ok, { hydrated: false, fresh: false })).toBe(false);
    expect(needsLoad(failed(new Error('x')), { hydrated: false, fresh: false })).toBe(false);
  });

  it('in the browser, reloads values older than the 5-minute content cache and retryable failures', () => {
    expect(needsLoad(ok, { hydrated: true, fresh: true })).toBe(false);
    expect(needsLoad(ok, { hydrated: true, fresh: false })).toBe(true);
    expect(needsLoad(failed(new Error('offline')), { hydrated: true, fresh: false })).toBe(true);
    expect(needsLoad(failed(notFound), { hydrated: true, fresh: false })).toBe(false);
  });
});

describe('a frozen store (a preview link, decision 093)', () => {
  it('answers what it holds, aged or failed, without a request; fetches only what it lacks', async () => {
    const requested: string[] = [];
    const api = createApiClient({
      transport: async (request) => {
        requested.push(request.path);
        return { status: 200, body: `live ${request.path}` };
      },
      language: () => 'de',
    });
    let now = 0;
    const store = new ResourceStore(api, () => now);
    store.restore({
      'service:x': { ok: true, data: 'draft title' },
      'packages:de': { ok: false, kind: 'http', message: 'boom', status: 503 },
    });
    store.freeze();
    now = 60 * 60 * 1000;
    expect(store.isFresh('service:x')).toBe(true);
    const service = { key: 'service:x', fetch: (client: typeof api) => client.get<string>('/services/x/') };
    expect(await store.load(service)).toBe('draft title');
    expect((await store.ensure(service))?.status).toBe('success');
    await expect(
      store.load({ key: 'packages:de', fetch: (client) => client.get('/services/packages/') }),
    ).rejects.toMatchObject({ status: 503 });
    expect(requested).toEqual([]);
    expect(store.get('service:x')).toMatchObject({ status: 'success', data: 'draft title' });

    expect(await store.load({ key: 'other', fetch: (client) => client.get('/other/') })).toBe('live /other/');
    expect(requested).toEqual(['/other/']);
  });

  it('is not frozen unless told: an aged value is fetched again', async () => {
    const api = createApiClient({
      transport: async () => ({ status: 200, body: 'live' }),
      language: () => 'de',
    });
    let now = 0;
    const store = new ResourceStore(api, () => now);
    store.restore({ 'service:x': { ok: true, data: 'draft title' } });
    now = 60 * 60 * 1000;
    expect(store.isFresh('service:x')).toBe(false);
    expect(await store.load({ key: 'service:x', fetch: (client) => client.get<string>('/x/') })).toBe('live');
  });
});
