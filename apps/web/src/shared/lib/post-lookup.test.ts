import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/api-client';
import { isMissingPost } from './post-lookup';

describe('isMissingPost', () => {
  it('is missing on a 404 and when the API answered for another slug (an id)', () => {
    expect(isMissingPost(undefined, new ApiRequestError('http', 'Nicht gefunden.', 404), 'x')).toBe(true);
    expect(isMissingPost({ slug: 'die-kunst-nein-zu-sagen' }, undefined, '3')).toBe(true);
  });

  it('is not missing while loading, on other errors, or for the right post', () => {
    expect(isMissingPost(undefined, undefined, 'x')).toBe(false);
    expect(isMissingPost(undefined, new ApiRequestError('timeout', 'timeout'), 'x')).toBe(false);
    expect(isMissingPost(undefined, new ApiRequestError('http', 'boom', 500), 'x')).toBe(false);
    expect(isMissingPost({ slug: 'x' }, undefined, 'x')).toBe(false);
  });
});
