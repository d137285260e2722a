import { ApiRequestError, type Transport, toSearch } from './api-client';

/** Browser transport: fetch against /api (same origin, cookies sent) with an abort timeout. */
export const fetchTransport =
  (base = '/api'): Transport =>
  async (request) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), request.timeoutMs);
    try {
      const response = await fetch(`${base}${request.path}${toSearch(request.query)}`, {
        method: request.method,
        headers: request.headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        credentials: 'same-origin',
        signal: controller.signal,
      });
      const text = await response.text();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      return { status: response.status, body, headers: Object.fromEntries(response.headers) };
    } catch (error) {
      if (controller.signal.aborted) throw new ApiRequestError('timeout', 'Request timeout (ECONNABORTED)');
      throw new ApiRequestError('network', error instanceof Error ? error.message : 'Network error');
    } finally {
      clearTimeout(timer);
    }
  };
