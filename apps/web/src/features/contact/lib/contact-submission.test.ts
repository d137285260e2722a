import { ApiRequestError } from '@wegweiser/client/api-client';
import { ContactMessageCreateSchema } from '@wegweiser/contracts';
import { translate } from '@wegweiser/contracts/messages';
import { describe, expect, it } from 'vitest';
import { buildPayload, describeSendError } from './contact-submission';

const signals = { page_path: '/contact', elapsed_ms: 12_000, website: '' };

describe('buildPayload', () => {
  it('trims the values, leaves out an empty phone and carries the context and spam signals along', () => {
    const payload = buildPayload(
      { name: ' Maria ', email: ' maria@example.com ', phone: '  ', message: ' Hallo ' },
      { context: 'service_package_detail', package_name: 'Neustart-Paket' },
      signals,
    );
    expect(payload).toEqual({
      name: 'Maria',
      email: 'maria@example.com',
      message: 'Hallo',
      context: 'service_package_detail',
      package_name: 'Neustart-Paket',
      page_path: '/contact',
      elapsed_ms: 12_000,
      website: '',
    });
    // What the API accepts, and judges: a person's message is not spam.
    expect(ContactMessageCreateSchema.safeParse(payload).success).toBe(true);
  });

  it('sends a given phone number', () => {
    expect(
      buildPayload({ name: 'M', email: 'm@e.de', phone: ' +49 30 1 ', message: 'x' }, {}, signals).phone,
    ).toBe('+49 30 1');
  });

  it('sends a filled honeypot and a quick send as they are, for the API to judge', () => {
    const payload = buildPayload(
      { name: 'Bot', email: 'bot@example.com', phone: '', message: 'Buy now' },
      {},
      { page_path: '/contact', elapsed_ms: 800, website: 'http://spam.example' },
    );
    expect(payload).toMatchObject({ elapsed_ms: 800, website: 'http://spam.example' });
    expect(ContactMessageCreateSchema.safeParse(payload).success).toBe(true);
  });
});

describe('describeSendError', () => {
  it('shows the server message of a 429 and of a validation error with its fields', () => {
    const limited = new ApiRequestError('http', 'Zu viele Anfragen.', 429, { message: 'Zu viele Anfragen.' });
    expect(describeSendError(limited, 'de')).toEqual({ message: 'Zu viele Anfragen.', fields: {} });
    const invalid = new ApiRequestError('http', 'Bitte überprüfen Sie Ihre Eingaben.', 400, {
      message: 'Bitte überprüfen Sie Ihre Eingaben.',
      errors: { email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein.'] },
    });
    expect(describeSendError(invalid, 'de')).toEqual({
      message: 'Bitte überprüfen Sie Ihre Eingaben.',
      fields: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
    });
  });

  it("shows the server's message while the service is unavailable (503)", () => {
    const message = translate('service_unavailable_not_saved', 'en', { seconds: 5 });
    const unavailable = new ApiRequestError('http', message, 503, { message });
    expect(describeSendError(unavailable, 'en')).toEqual({ message, fields: {} });
  });

  it('explains failures without a server answer in the page language', () => {
    expect(describeSendError(new ApiRequestError('network', 'Failed to fetch'), 'de').message).toContain(
      'Internetverbindung',
    );
    expect(describeSendError(new ApiRequestError('timeout', 'timeout'), 'en').message).toBe(
      'The server did not answer in time. Please try again.',
    );
    expect(
      describeSendError(new ApiRequestError('http', 'HTTP error! status: 502', 502, null), 'en').message,
    ).toBe('Your message could not be sent. Please try again later.');
    expect(describeSendError(new Error('boom'), 'de').message).toContain('später');
  });
});
