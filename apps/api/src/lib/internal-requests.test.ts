/**
 * A render scope (decision 115) and a render's assumed locale (decision 118) are heeded only on an
 * in-process call: a visitor sending the headers shares no read with anyone and skips no check.
 */
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  ASSUMED_LOCALE_HEADER,
  assumedLocaleOf,
  INTERNAL_REQUEST_HEADERS,
  RENDER_SCOPE_HEADER,
  renderScopeOf,
} from './internal-requests';

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

describe('assumedLocaleOf', () => {
  const render = { ...INTERNAL_REQUEST_HEADERS, [RENDER_SCOPE_HEADER]: 'r1' };

  it('names the language and fallback a render assumed', () => {
    expect(assumedLocaleOf(request({ ...render, [ASSUMED_LOCALE_HEADER]: 'fr;de' }))).toEqual({
      language: 'fr',
      fallback: 'de',
    });
  });

  it('is null without the internal secret or a render scope', () => {
    expect(
      assumedLocaleOf(request({ [RENDER_SCOPE_HEADER]: 'r1', [ASSUMED_LOCALE_HEADER]: 'fr;de' })),
    ).toBeNull();
    expect(
      assumedLocaleOf(request({ ...INTERNAL_REQUEST_HEADERS, [ASSUMED_LOCALE_HEADER]: 'fr;de' })),
    ).toBeNull();
  });

  it.each(['fr', 'fr;de;en', 'it;de', 'fr;xx', ';', 'FR;DE'])('is null for %j', (value) => {
    expect(assumedLocaleOf(request({ ...render, [ASSUMED_LOCALE_HEADER]: value }))).toBeNull();
  });
});
