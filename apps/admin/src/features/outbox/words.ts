/**
 * The outbox screen's words in English and German (the German object has the English one's type,
 * so a missing key fails the type check). Templates and statuses arrive as machine names.
 */
import type { OutboxStatus } from '@wegweiser/contracts';
import { defineWords } from '../../shared/i18n/define-words';

const en = {
  title: 'Emails',
  intro:
    'Every email the website sends: confirmations, notifications, replies and newsletters, and what became of each.',
  noServerTitle: 'No mail server is configured',
  noServer:
    'Emails are not lost: they are kept here with their content and go out as soon as a mail server is set (SMTP_URL in the server settings). Whoever runs the server can set it up.',
  counts: 'Emails by status',
  status: 'Status',
  allStatuses: 'All',
  statuses: {
    queued: 'Waiting',
    sending: 'Being sent',
    sent: 'Sent',
    failed: 'Failed',
    no_server: 'Not sent – no mail server configured',
  } satisfies Record<OutboxStatus, string>,
  statusShort: {
    queued: 'Waiting',
    sending: 'Being sent',
    sent: 'Sent',
    failed: 'Failed',
    no_server: 'No mail server',
  } satisfies Record<OutboxStatus, string>,
  templates: {
    newsletter_confirmation: 'Newsletter: please confirm',
    newsletter_already_active: 'Newsletter: already subscribed',
    newsletter_campaign: 'Newsletter',
    campaign_test: 'Newsletter test (to you)',
    contact_notification: 'New contact message (to you)',
    contact_reply: 'Your reply to a message',
    admin_password_reset: 'Link to set a new password',
  } as Record<string, string>,
  table: 'Emails',
  recipient: 'To',
  email: 'Email',
  to: (recipient: string) => `to ${recipient}`,
  subject: 'Subject',
  kind: 'Kind',
  attempts: 'Attempts',
  created: 'Created',
  lastError: 'Last error',
  none: '–',
  open: (subject: string) => `Show the email “${subject}”`,
  show: 'Show',
  empty: 'No emails yet. Confirmations, notifications and replies appear here once the website sends them.',
  emptyStatus: 'No email has this status.',
  loadError: 'The emails could not be loaded.',
  // The detail
  detailError: 'The email could not be loaded.',
  sentAt: 'Sent',
  lastAttempt: 'Last attempt',
  nextAttempt: 'Next attempt',
  language: 'Language',
  headers: 'Extra header fields',
  text: 'Text',
  html: 'HTML version',
  htmlHint: 'Shown as it will look, in a closed frame: nothing in it can run or load.',
  retry: 'Send again',
  retrying: 'Queuing…',
  retried: 'The email is queued again and goes out with the next run.',
  retriedNoServer: 'The email is queued again; it goes out once a mail server is configured.',
};

type Words = typeof en;

const de: Words = {
  title: 'E-Mails',
  intro:
    'Jede E-Mail, die die Website verschickt: Bestätigungen, Benachrichtigungen, Antworten und Newsletter, und was aus ihr wurde.',
  noServerTitle: 'Kein Mailserver eingerichtet',
  noServer:
    'E-Mails gehen nicht verloren: Sie bleiben hier mit ihrem Inhalt gespeichert und werden verschickt, sobald ein Mailserver eingerichtet ist (SMTP_URL in den Servereinstellungen). Das kann übernehmen, wer den Server betreut.',
  counts: 'E-Mails nach Status',
  status: 'Status',
  allStatuses: 'Alle',
  statuses: {
    queued: 'Wartet',
    sending: 'Wird gesendet',
    sent: 'Gesendet',
    failed: 'Fehlgeschlagen',
    no_server: 'Nicht gesendet – kein Mailserver eingerichtet',
  },
  statusShort: {
    queued: 'Wartet',
    sending: 'Wird gesendet',
    sent: 'Gesendet',
    failed: 'Fehlgeschlagen',
    no_server: 'Kein Mailserver',
  },
  templates: {
    newsletter_confirmation: 'Newsletter: bitte bestätigen',
    newsletter_already_active: 'Newsletter: schon angemeldet',
    newsletter_campaign: 'Newsletter',
    campaign_test: 'Newsletter-Test (an Sie)',
    contact_notification: 'Neue Kontaktnachricht (an Sie)',
    contact_reply: 'Ihre Antwort auf eine Nachricht',
    admin_password_reset: 'Link für ein neues Passwort',
  },
  table: 'E-Mails',
  recipient: 'An',
  email: 'E-Mail',
  to: (recipient) => `an ${recipient}`,
  subject: 'Betreff',
  kind: 'Art',
  attempts: 'Versuche',
  created: 'Erstellt',
  lastError: 'Letzter Fehler',
  none: '–',
  open: (subject) => `E-Mail „${subject}“ anzeigen`,
  show: 'Anzeigen',
  empty:
    'Noch keine E-Mails. Bestätigungen, Benachrichtigungen und Antworten erscheinen hier, sobald die Website sie verschickt.',
  emptyStatus: 'Keine E-Mail hat diesen Status.',
  loadError: 'Die E-Mails konnten nicht geladen werden.',
  detailError: 'Die E-Mail konnte nicht geladen werden.',
  sentAt: 'Gesendet',
  lastAttempt: 'Letzter Versuch',
  nextAttempt: 'Nächster Versuch',
  language: 'Sprache',
  headers: 'Zusätzliche Kopfzeilen',
  text: 'Text',
  html: 'HTML-Fassung',
  htmlHint:
    'So, wie sie aussehen wird, in einem abgeschlossenen Rahmen: darin kann nichts laufen oder nachladen.',
  retry: 'Erneut senden',
  retrying: 'Wird eingereiht …',
  retried: 'Die E-Mail ist wieder eingereiht und geht mit dem nächsten Durchlauf hinaus.',
  retriedNoServer:
    'Die E-Mail ist wieder eingereiht; sie geht hinaus, sobald ein Mailserver eingerichtet ist.',
};

const useWords = defineWords({ en, de });

export function useOutboxWords() {
  const { w, language } = useWords();
  return { w, language, templateOf: (template: string) => w.templates[template] ?? template };
}
