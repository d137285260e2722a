/** The contact emails' words (issue 24 point 1): a reply's subject, a notification's source and sender. */
import { describe, expect, it } from 'vitest';
import { contactNotificationEmail, contactReplyEmail, firstWords } from './templates';

describe('firstWords', () => {
  it('is the first line that has text, in one line, cut at a word with "…" past 60 characters', () => {
    expect(firstWords('Hallo!')).toBe('Hallo!');
    expect(firstWords('\n\n  Guten   Tag,\nzweite Zeile')).toBe('Guten Tag,');
    expect(firstWords('Ich möchte mich beruflich neu orientieren und suche dafür eine Begleitung')).toBe(
      'Ich möchte mich beruflich neu orientieren und suche dafür…',
    );
    expect(firstWords('x'.repeat(80))).toBe(`${'x'.repeat(60)}…`);
    expect(firstWords('   ')).toBe('');
  });
});

describe('contactReplyEmail', () => {
  const original = {
    name: 'Jonas',
    message: 'Haben Sie im März Termine frei?\nDanke',
    createdAt: new Date('2026-11-24T08:15:00Z'),
    language: 'de' as const,
  };

  it('goes out under the site’s name, answered to the owner, “Re:” and the message’s first words', () => {
    const email = contactReplyEmail('Ja, gern.', original, {
      siteName: 'Praxis Weber',
      replyTo: 'anna@praxis.example',
    });
    expect(email).toMatchObject({
      subject: 'Re: Haben Sie im März Termine frei?',
      fromName: 'Praxis Weber',
      replyTo: 'anna@praxis.example',
    });
    expect(email.bodyText).toBe(
      'Ja, gern.\n\nJonas schrieb am 2026-11-24 08:15 UTC:\n> Haben Sie im März Termine frei?\n> Danke',
    );
  });
});

describe('contactNotificationEmail', () => {
  it('names the source in the owner’s words, never its code, and is answered to the visitor', () => {
    const email = contactNotificationEmail(
      {
        name: 'Jonas',
        email: 'jonas@example.com',
        message: 'Hallo',
        context: 'service_package_general',
        package_name: 'Neustart-Paket',
      },
      { language: 'de', siteName: 'Praxis Weber' },
    );
    expect(email.subject).toBe('Neue Nachricht von Jonas – Paketübersicht: Neustart-Paket');
    expect(email.bodyText).toContain('Gesendet von: Paketübersicht: Neustart-Paket');
    expect(email.bodyText).not.toContain('service_package_general');
    expect(email).toMatchObject({ fromName: 'Jonas über Praxis Weber', replyTo: 'jonas@example.com' });
    expect(
      contactNotificationEmail({ name: 'Jo', email: 'jo@example.com', message: 'Hi' }, { language: 'en' }),
    ).toMatchObject({ subject: 'New message from Jo – Contact page', replyTo: 'jo@example.com' });
  });
});
