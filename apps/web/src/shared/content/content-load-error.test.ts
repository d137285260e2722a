import { ApiRequestError } from '@wegweiser/client/api-client';
import { describe, expect, it } from 'vitest';
import { contentLoadErrorMessage } from './content-load-error';

const http = (status: number, body: unknown) =>
  new ApiRequestError('http', `HTTP error! status: ${status}`, status, body);

describe('contentLoadErrorMessage', () => {
  it("shows the API's message", () => {
    const error = http(500, { message: 'Ein interner Fehler ist aufgetreten.' });
    expect(contentLoadErrorMessage(error, 'item')).toBe('Ein interner Fehler ist aufgetreten.');
    expect(contentLoadErrorMessage(error, 'list')).toBe('Ein interner Fehler ist aufgetreten.');
  });

  it.each([
    ['an answer without a message', http(502, null)],
    ['a blank message', http(500, { message: '  ' })],
    ['a lost connection', new ApiRequestError('network', 'Failed to fetch')],
    ['a timeout', new ApiRequestError('timeout', 'Request timeout (ECONNABORTED)')],
    ['anything else', new TypeError('boom')],
  ])('falls back to the German texts for %s', (_label, error) => {
    expect(contentLoadErrorMessage(error, 'item')).toBe('Fehler beim Laden des Inhalts');
    expect(contentLoadErrorMessage(error, 'list')).toBe('Fehler beim Laden der Inhalte');
  });
});
