import { describe, expect, it } from 'vitest';
import { headerAddress, headerFields, headerText, MailHeaderError, outboxRow } from './headers';
import { contactNotificationEmail, newsletterAlreadyActiveEmail } from './templates';

describe('mail header guards (no CR, LF or other control character reaches a header)', () => {
  it.each([
    [
      'Neue Kontaktanfrage von Eve\r\nBcc: victim@example.com',
      'Neue Kontaktanfrage von Eve Bcc: victim@example.com',
    ],
    ['a\nb', 'a b'],
    ['a\rb', 'a b'],
    ['a\u0000\u0007\u001Bb', 'a b'],
    ['tab\there', 'tab here'],
    ['del\u007Fc1\u0085x', 'del c1 x'],
    ['line\u2028para\u2029end', 'line para end'],
    [' \r\n leading and trailing \r\n ', 'leading and trailing'],
    ['Grüße 你好 – ok', 'Grüße 你好 – ok'],
  ])('headerText(%j) is %j', (input, output) => {
    expect(headerText(input)).toBe(output);
  });

  it.each([
    'owner@example.com\r\nBcc: x@example.com',
    'owner@example.com\n',
    'owner@example.com\u0000',
    '\u2028owner@example.com',
    '',
    'no-at-sign',
  ])('headerAddress refuses %j', (address) => {
    expect(() => headerAddress(address)).toThrow(MailHeaderError);
  });

  it('headerFields keeps valid names, flattens values and refuses bad or reserved names', () => {
    expect(headerFields({ 'List-Unsubscribe': '<https://example.com/u/>\r\nBcc: x@example.com' })).toEqual({
      'List-Unsubscribe': '<https://example.com/u/> Bcc: x@example.com',
    });
    for (const name of ['Bad Name', 'Bad:Name', 'X-A\r\nBcc', '', 'Bcc', 'subject', 'To']) {
      expect(() => headerFields({ [name]: 'v' }), name).toThrow(MailHeaderError);
    }
  });

  it('outboxRow passes subject, recipient and extra fields of every template through the guards', () => {
    const contact = outboxRow(
      contactNotificationEmail({
        name: 'Eve\r\nBcc: victim@example.com',
        email: 'e@example.com',
        message: 'hi\r\nthere',
      }),
      'owner@example.com',
      'de',
    );
    expect(contact.subject).toBe('Neue Nachricht von Eve Bcc: victim@example.com – Kontaktseite');
    expect(contact.replyTo).toBe('e@example.com');
    // The body is not a header: its line breaks stay.
    expect(contact.bodyText).toContain('hi\r\nthere');
    const notice = outboxRow(
      newsletterAlreadyActiveEmail(
        'en',
        { unsubscribe: 'https://example.com/u/\r\nX: y' },
        'Site\r\nBcc: z@example.com',
      ),
      'anna@example.com',
      'en',
    );
    expect(notice.subject).toBe('You are already subscribed to the Site Bcc: z@example.com newsletter');
    expect(Object.values(notice.headers).join('')).not.toMatch(/[\r\n]/);
    expect(() => outboxRow(notice, 'anna@example.com\r\nBcc: z@example.com', 'en')).toThrow(MailHeaderError);
  });
});
