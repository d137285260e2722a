import { describe, expect, it } from 'vitest';
import { hideResetToken, passwordResetEmail } from './password-reset-email';

const LINK = 'https://coach.example/admin/reset-password?token=AbC_dEf-123456789012345678901234567890123';

describe('the mail with a link to set a new password', () => {
  it.each([
    [
      'de',
      'Neues Passwort für Praxis Weber',
      'Guten Tag Anna Weber,',
      'Der Link gilt eine Stunde und nur einmal.',
    ],
    [
      'en',
      'A new password for Praxis Weber',
      'Hello Anna Weber,',
      'The link works for one hour, and only once.',
    ],
  ] as const)(
    'in %s: subject, greeting, the link on a line of its own, how long it works',
    (language, subject, greeting, validity) => {
      const email = passwordResetEmail(language, { link: LINK, name: 'Anna Weber', site: 'Praxis Weber' });
      expect(email.template).toBe('admin_password_reset');
      expect(email.subject).toBe(subject);
      const lines = email.bodyText.split('\n');
      expect(lines[0]).toBe(greeting);
      expect(lines).toContain(LINK);
      expect(lines).toContain(validity);
      expect(lines.at(-1)).toBe('Praxis Weber');
      // Sent under the site's name by the worker (decision 082), answered nowhere else.
      expect(email.fromName).toBeUndefined();
      expect(email.replyTo).toBeUndefined();
      expect(email.bodyHtml).toContain(`<html lang="${language}">`);
      expect(email.bodyHtml).toContain(`<a href="${LINK}"`);
    },
  );

  it('reads well without a site name, and a name cannot become markup', () => {
    const email = passwordResetEmail('de', { link: LINK, name: '<b>Eve</b>', site: '' });
    expect(email.subject).toBe('Neues Passwort für Ihre Website');
    expect(email.bodyText).toContain('in der Verwaltung Ihrer Website');
    expect(email.bodyHtml).not.toContain('<b>');
    expect(email.bodyHtml).toContain('&#60;b&#62;Eve');
  });

  it('hides the token wherever the link is shown, in text and in HTML', () => {
    const email = passwordResetEmail('en', { link: LINK, name: 'A', site: 'S' });
    for (const body of [email.bodyText, email.bodyHtml ?? '']) {
      const hidden = hideResetToken(body);
      expect(hidden).not.toContain('AbC_dEf');
      expect(hidden).toContain('/admin/reset-password?token=…');
    }
  });
});
