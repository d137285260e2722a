import { describe, expect, it } from 'vitest';
import { calendarMethod, deliveryError } from './mailer';

describe('deliveryError', () => {
  it('records the code, the SMTP reply code and the reply on one line, without the password', () => {
    const error = Object.assign(new Error('Invalid login'), {
      code: 'EAUTH',
      responseCode: 535,
      response: '535 5.7.8 credentials s3cret\r\nrejected',
    });
    expect(deliveryError(error, 'smtp://news:s3cret@mail.example.com')).toBe(
      'EAUTH 535 535 5.7.8 credentials [redacted] rejected',
    );
  });

  it('falls back to the message of a network error, bounded', () => {
    const error = Object.assign(new Error(`connect ECONNREFUSED ${'x'.repeat(600)}`), { code: 'ESOCKET' });
    const recorded = deliveryError(error, null);
    expect(recorded.startsWith('ESOCKET connect ECONNREFUSED')).toBe(true);
    expect(recorded).toHaveLength(501);
    expect(deliveryError('plain', null)).toBe('plain');
  });
});

describe('calendarMethod', () => {
  it('is the METHOD the VCALENDAR states, PUBLISH when it states none', () => {
    expect(calendarMethod('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:CANCEL\r\nEND:VCALENDAR\r\n')).toBe(
      'CANCEL',
    );
    expect(calendarMethod('BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\n')).toBe('REQUEST');
    expect(calendarMethod('BEGIN:VCALENDAR\r\nDESCRIPTION:METHOD:CANCEL\r\n')).toBe('PUBLISH');
  });
});
