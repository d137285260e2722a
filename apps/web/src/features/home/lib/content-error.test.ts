import { ApiRequestError } from '@wegweiser/client/api-client';
import { describe, expect, it } from 'vitest';
import { contentErrorMessage } from './content-error';

describe('contentErrorMessage', () => {
  it.each([
    [new ApiRequestError('timeout', 'The operation was aborted'), 'Content request timed out'],
    [new ApiRequestError('network', 'Gateway timeout'), 'Content request timed out'],
    [new Error('ECONNABORTED'), 'Content request timed out'],
    [new ApiRequestError('http', 'HTTP error! status: 500', 500), 'HTTP error! status: 500'],
    [new ApiRequestError('network', 'Failed to fetch'), 'Failed to fetch'],
    [new Error(''), 'Error loading multilingual content'],
    [{ unexpected: true }, 'Error loading multilingual content'],
    [undefined, 'Error loading multilingual content'],
  ])('%s → %s', (error, message) => {
    expect(contentErrorMessage(error)).toBe(message);
  });
});
