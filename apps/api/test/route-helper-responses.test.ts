/**
 * The route helper (decision 023): the response schemas are enforced, with test-only routes on the
 * real API plugins through app.inject.
 */
import { describe, expect, it } from 'vitest';
import { setupRouteHelperApp } from './helpers/route-helper';

const t = setupRouteHelperApp();

describe('response schemas', () => {
  it('an answer its schema refuses is a 500, logged with route and issue paths but not the data', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/wrong-answer/?language=en' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'An internal error occurred. Please try again later.' });
    expect(response.body).not.toContain('secret-value-4711');
    const line = t.logLines().find((entry) => entry.msg === 'response does not match its schema');
    expect(line).toMatchObject({
      route: 'GET /api/test/wrong-answer/',
      status: 200,
      issues: [{ path: 'count', code: 'invalid_type' }],
    });
    expect(t.written.join('')).not.toContain('secret-value-4711');
  });

  it('sends only what the schema names', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/extra-field/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 1 });
  });

  it('a status without a declared schema is a 500 too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/undeclared-status/' });
    expect(response.statusCode).toBe(500);
    expect(t.logLines().find((entry) => entry.msg === 'response does not match its schema')).toMatchObject({
      status: 202,
      issues: [{ path: '', code: 'undeclared_status' }],
    });
  });

  it('checks a cached answer once, when it is produced, not on every hit', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/test/cached/' });
    const second = await t.app.inject({ method: 'GET', url: '/api/test/cached/' });
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.json()).toEqual({ value: 'cached' });
    expect(t.schemaChecks).toBe(1);
  });
});
