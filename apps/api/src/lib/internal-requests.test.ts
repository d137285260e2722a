/**
 * A render scope (decision 115) is heeded only on an in-process call: a visitor sending the header
 * shares no read with anyone.
 */
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { INTERNAL_REQUEST_HEADERS, RENDER_SCOPE_HEADER, renderScopeOf } from './internal-requests';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe('renderScopeOf', () => {
  it('names the render of an in-process call', () => {
    expect(renderScopeOf(request({ ...INTERNAL_REQUEST_HEADERS, [RENDER_SCOPE_HEADER]: 'r1' }))).toBe('r1');
  });

  it('is null without the internal secret, without a scope, or for an overlong one', () => {
    expect(renderScopeOf(request({ [RENDER_SCOPE_HEADER]: 'r1' }))).toBeNull();
    expect(
      renderScopeOf(request({ 'x-wegweiser-internal': 'guess', [RENDER_SCOPE_HEADER]: 'r1' })),
    ).toBeNull();
    expect(renderScopeOf(request({ ...INTERNAL_REQUEST_HEADERS }))).toBeNull();
    expect(
      renderScopeOf(request({ ...INTERNAL_REQUEST_HEADERS, [RENDER_SCOPE_HEADER]: 'x'.repeat(65) })),
    ).toBeNull();
  });
});
