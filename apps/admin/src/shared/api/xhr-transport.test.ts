/**
 * The upload transport: a FormData body is sent as it is (the browser writes the multipart type),
 * upload progress reaches the caller, the answer is read like fetch's, and through the console's
 * client the CSRF token goes along and an API refusal becomes an ApiRequestError.
 */
import { ApiRequestError } from '@wegweiser/client/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConsoleApi } from './console-api';
import { xhrTransport } from './xhr-transport';

type Listener = ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

/** A stand-in XMLHttpRequest: records what was sent; the test answers. */
class FakeXhr {
  static last: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  withCredentials = false;
  status = 0;
  responseText = '';
  responseHeaders = '';
  aborted = false;
  upload: { onprogress: Listener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.last.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  answer(status: number, body: unknown, headers = 'content-type: application/json\r\n') {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

const install = () => {
  FakeXhr.last = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
};
afterEach(() => vi.unstubAllGlobals());

const request = (body: unknown) => ({
  method: 'POST' as const,
  path: '/admin/media/',
  query: { language: 'en' },
  body,
  headers: { 'content-type': 'application/json', accept: 'application/json' },
  timeoutMs: 60_000,
});

describe('the upload transport', () => {
  it('sends FormData without a content type of its own and reports progress', async () => {
    install();
    const progress = vi.fn();
    const form = new FormData();
    form.append('file', new File(['x'], 'a.png', { type: 'image/png' }));
    const answer = xhrTransport({ base: '/api', onProgress: progress })(request(form));
    const xhr = FakeXhr.last[0] as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/admin/media/?language=en');
    expect(xhr.body).toBe(form);
    expect(xhr.headers).toEqual({ accept: 'application/json' });
    expect(xhr.withCredentials).toBe(true);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 40 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 20, total: 0 });
    expect(progress).toHaveBeenCalledTimes(1);
    expect(progress).toHaveBeenCalledWith({ loaded: 10, total: 40 });
    xhr.answer(201, { results: [] }, 'Content-Type: application/json\r\nRetry-After: 3\r\n');
    expect(await answer).toEqual({
      status: 201,
      body: { results: [] },
      headers: { 'content-type': 'application/json', 'retry-after': '3' },
    });
  });

  it('fails as a network error when the connection breaks or the owner cancels', async () => {
    install();
    const broken = xhrTransport()(request(undefined));
    FakeXhr.last[0]?.onerror?.();
    await expect(broken).rejects.toMatchObject({ kind: 'network' });
    const controller = new AbortController();
    const cancelled = xhrTransport({ signal: controller.signal })(request(undefined));
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ kind: 'network' });
    expect(FakeXhr.last[1]?.aborted).toBe(true);
  });

  it('times out only after a stall with no progress', async () => {
    vi.useFakeTimers();
    try {
      install();
      const answer = xhrTransport()({ ...request(undefined), timeoutMs: 1000 });
      const xhr = FakeXhr.last[0] as FakeXhr;
      vi.advanceTimersByTime(900);
      xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
      vi.advanceTimersByTime(900);
      expect(xhr.aborted).toBe(false);
      vi.advanceTimersByTime(200);
      expect(xhr.aborted).toBe(true);
      await expect(answer).rejects.toMatchObject({ kind: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the console's upload", () => {
  it('carries the CSRF token and turns a refusal into an ApiRequestError', async () => {
    install();
    const api = createConsoleApi({ base: '/api', language: () => 'de' });
    api.setSessionToken('session-token.signature');
    const progress = vi.fn();
    const upload = api.upload('/admin/media/', new FormData(), { onProgress: progress });
    await vi.waitFor(() => expect(FakeXhr.last).toHaveLength(1));
    const xhr = FakeXhr.last[0] as FakeXhr;
    expect(xhr.url).toBe('/api/admin/media/?language=de');
    expect(xhr.headers['x-csrftoken']).toBe('session-token.signature');
    xhr.answer(400, { message: 'Bitte prüfen', errors: { 'file.0': ['„a.svg“ ist eine SVG-Datei.'] } });
    const error = await upload.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      body: { errors: { 'file.0': ['„a.svg“ ist eine SVG-Datei.'] } },
    });
  });
});
