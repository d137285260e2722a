/**
 * The mail with the one-time link to set a new password (issue 24 point 10; decision 090), in the
 * account's console language, text and HTML. It goes to the sign-in address under the site's name
 * (decision 082: no `fromName`, so the worker names the site) and says what to do if nobody asked.
 */
import type { ConsoleLanguage } from '@wegweiser/contracts/admin-auth';
import { htmlEmail, textToHtml } from './html';
import type { Email } from './templates';

export const PASSWORD_RESET_TEMPLATE = 'admin_password_reset';

type Words = {
  subject: (site: string) => string;
  greeting: (name: string) => string;
  intro: (site: string) => string;
  validity: string;
  notYou: string;
};

const WORDS: Record<ConsoleLanguage, Words> = {
  de: {
    subject: (site) => (site ? `Neues Passwort für ${site}` : 'Neues Passwort für Ihre Website'),
    greeting: (name) => `Guten Tag ${name},`,
    intro: (site) =>
      `für Ihr Konto in der Verwaltung ${site ? `von ${site}` : 'Ihrer Website'} wurde ein neues Passwort angefordert. Mit diesem Link legen Sie es fest:`,
    validity: 'Der Link gilt eine Stunde und nur einmal.',
    notYou:
      'Wenn Sie das nicht angefordert haben, löschen Sie diese E-Mail einfach: Ihr Passwort bleibt, wie es ist, und ohne diesen Link kann niemand ein neues festlegen.',
  },
  en: {
    subject: (site) => (site ? `A new password for ${site}` : 'A new password for your website'),
    greeting: (name) => `Hello ${name},`,
    intro: (site) =>
      `a new password was asked for your account in the console of ${site || 'your website'}. Set it with this link:`,
    validity: 'The link works for one hour, and only once.',
    notYou:
      'If you did not ask for this, simply delete this email: your password stays as it is, and without this link nobody can set a new one.',
  },
};

export function passwordResetEmail(
  language: ConsoleLanguage,
  { link, name, site }: { link: string; name: string; site: string },
): Email {
  const words = WORDS[language];
  const subject = words.subject(site);
  const bodyText = [
    words.greeting(name),
    '',
    words.intro(site),
    '',
    link,
    '',
    words.validity,
    '',
    words.notYou,
    ...(site ? ['', site] : []),
  ].join('\n');
  return {
    template: PASSWORD_RESET_TEMPLATE,
    subject,
    bodyText,
    bodyHtml: htmlEmail({ language, title: subject, body: textToHtml(bodyText) }),
  };
}

/** The link's token where the console shows a sent email: owners read the outbox, not the link. */
export const hideResetToken = (text: string) => text.replace(/([?&]token=)[A-Za-z0-9_-]+/g, '$1…');
