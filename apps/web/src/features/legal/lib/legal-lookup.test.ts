import { ApiRequestError } from '@wegweiser/client/api-client';
import { describe, expect, it } from 'vitest';
import { isLegalSlug, isMissingLegalPage } from './legal-lookup';

describe('isLegalSlug', () => {
  it.each([
    ['privacy', true],
    ['imprint', true],
    ['terms', true],
    ['cookie-policy', true],
    ['1', false],
    ['Privacy', false],
    ['../etc', false],
    ['', false],
  ])('%s → %s', (slug, expected) => {
    expect(isLegalSlug(slug)).toBe(expected);
  });
});

describe('isMissingLegalPage', () => {
  it('is missing for unusable slugs, a 404 and an answer for another slug', () => {
    expect(isMissingLegalPage(undefined, undefined, '2')).toBe(true);
    expect(
      isMissingLegalPage(undefined, new ApiRequestError('http', 'Nicht gefunden.', 404), 'unknown'),
    ).toBe(true);
    expect(isMissingLegalPage({ slug: 'privacy' }, undefined, 'datenschutz')).toBe(true);
  });

  it('is not missing while loading, on other errors, or for the right page', () => {
    expect(isMissingLegalPage(undefined, undefined, 'privacy')).toBe(false);
    expect(isMissingLegalPage(undefined, new ApiRequestError('network', 'offline'), 'privacy')).toBe(false);
    expect(isMissingLegalPage({ slug: 'imprint' }, undefined, 'imprint')).toBe(false);
  });
});
