/**
 * The newsletter campaigns' words in English and German (the German object has the English one's
 * type, so a missing key fails the type check).
 */
import type { CampaignStatus } from '@wegweiser/contracts';
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { defineWords } from '../../shared/i18n/define-words';

const en = {
  title: 'Newsletter campaigns',
  intro:
    'Write a newsletter for the subscribers of one language, send yourself a test, then send it. Mails leave one after another through the outbox; nothing tracks who opens them.',
  create: 'New newsletter',
  empty: 'No campaigns yet. Write your first newsletter.',
  loadError: 'The campaigns could not be loaded.',
  table: 'Campaigns',
  subject: 'Subject',
  language: 'Language',
  status: 'Status',
  progressColumn: 'Progress',
  statuses: { draft: 'Draft', sending: 'Sending', sent: 'Sent' } satisfies Record<CampaignStatus, string>,
  languages: {
    de: 'German',
    en: 'English',
    es: 'Spanish',
    fr: 'French',
    zh: 'Chinese',
  } satisfies Record<LanguageCode, string>,
  draftSummary: (audience: number) =>
    audience === 1 ? '1 confirmed subscriber' : `${audience} confirmed subscribers`,
  sentSummary: (sent: number, recipients: number) => `${sent} of ${recipients} sent`,
  back: 'All campaigns',
  newTitle: 'New newsletter',
  editTitle: 'Edit newsletter',
  languageHint: 'The newsletter goes to the confirmed subscribers who signed up in this language.',
  subjectHint: 'One line, at most 200 characters: the subject of the email.',
  body: 'Text',
  bodyHint:
    'Markdown, as on the website. Every email gets an unsubscribe link below the text; links stay as you write them.',
  save: 'Save draft',
  saved: 'Draft saved.',
  deleteDraft: 'Delete draft',
  deleteTitle: 'Delete this draft?',
  deleteIntro: 'The draft is removed for good.',
  conflict:
    'Someone changed this newsletter in the meantime (perhaps in another tab). Load their version, or keep yours and save over it.',
  loadTheirs: 'Load the saved version',
  keepMine: 'Keep my text and save',
  notDraft: 'This newsletter is already being sent, so it can no longer be changed.',
  testTitle: 'Test',
  testIntro: 'Sends this newsletter once to your own address, with “[Test]” before the subject.',
  sendTest: 'Send test to me',
  testSent: (email: string) => `The test is on its way to ${email}.`,
  testKept: (email: string) =>
    `The test for ${email} is saved but not sent: no mail server is set up. It waits in the outbox (see Emails) and goes out as soon as one is.`,
  saveFirst: 'Save your changes first: tests and sending use the saved draft.',
  sendTitle: 'Send',
  sendButton: (count: number, language: string) =>
    `Send to ${count} confirmed ${count === 1 ? 'subscriber' : 'subscribers'} in ${language}`,
  noAudience: (language: string) =>
    `There are no confirmed subscribers in ${language} yet, so there is nobody to send to.`,
  confirmTitle: 'Send this newsletter now?',
  confirmBody: (count: number, language: string) =>
    `It goes to ${count} confirmed ${count === 1 ? 'subscriber' : 'subscribers'} in ${language}, each once. This cannot be undone or stopped.`,
  confirmButton: (count: number) => `Send to ${count}`,
  progressTitle: 'Progress',
  startedAt: (at: string) => `Sending started ${at}.`,
  finishedAt: (at: string) => `Finished ${at}.`,
  progressLabel: 'Mails sent',
  recipients: 'Recipients',
  queued: 'Waiting to be sent',
  sent: 'Sent',
  failed: 'Failed',
  waiting: 'Not sent — no mail server configured',
  waitingExplained:
    'No mail server is configured (SMTP_URL), so these mails are kept in the outbox. They go out by themselves once a mail server is set up.',
  failedExplained: 'Mails that failed after several attempts are listed with the reason in the outbox.',
  polling: 'This page updates by itself while mails are leaving.',
  content: 'What was sent',
  notFound: 'This campaign does not exist (any more).',
};

type Words = typeof en;

const de: Words = {
  title: 'Newsletter-Aussendungen',
  intro:
    'Schreiben Sie einen Newsletter für die Abonnenten einer Sprache, schicken Sie sich einen Test und versenden Sie ihn dann. Die E-Mails gehen nacheinander über den Postausgang hinaus; niemand verfolgt, wer sie öffnet.',
  create: 'Neuer Newsletter',
  empty: 'Noch keine Aussendungen. Schreiben Sie Ihren ersten Newsletter.',
  loadError: 'Die Aussendungen konnten nicht geladen werden.',
  table: 'Aussendungen',
  subject: 'Betreff',
  language: 'Sprache',
  status: 'Status',
  progressColumn: 'Fortschritt',
  statuses: { draft: 'Entwurf', sending: 'Wird versendet', sent: 'Versendet' },
  languages: { de: 'Deutsch', en: 'Englisch', es: 'Spanisch', fr: 'Französisch', zh: 'Chinesisch' },
  draftSummary: (audience) =>
    audience === 1 ? '1 bestätigter Abonnent' : `${audience} bestätigte Abonnenten`,
  sentSummary: (sent, recipients) => `${sent} von ${recipients} versendet`,
  back: 'Alle Aussendungen',
  newTitle: 'Neuer Newsletter',
  editTitle: 'Newsletter bearbeiten',
  languageHint:
    'Der Newsletter geht an die bestätigten Abonnenten, die sich in dieser Sprache angemeldet haben.',
  subjectHint: 'Eine Zeile, höchstens 200 Zeichen: der Betreff der E-Mail.',
  body: 'Text',
  bodyHint:
    'Markdown wie auf der Website. Jede E-Mail bekommt unter dem Text einen Abmeldelink; Links bleiben, wie Sie sie schreiben.',
  save: 'Entwurf speichern',
  saved: 'Entwurf gespeichert.',
  deleteDraft: 'Entwurf löschen',
  deleteTitle: 'Diesen Entwurf löschen?',
  deleteIntro: 'Der Entwurf wird endgültig entfernt.',
  conflict:
    'Jemand hat diesen Newsletter inzwischen geändert (vielleicht in einem anderen Tab). Laden Sie die gespeicherte Fassung oder behalten Sie Ihre und speichern Sie darüber.',
  loadTheirs: 'Gespeicherte Fassung laden',
  keepMine: 'Meinen Text behalten und speichern',
  notDraft: 'Dieser Newsletter wird schon versendet und kann nicht mehr geändert werden.',
  testTitle: 'Test',
  testIntro: 'Schickt diesen Newsletter einmal an Ihre eigene Adresse, mit „[Test]“ vor dem Betreff.',
  sendTest: 'Test an mich senden',
  testSent: (email) => `Der Test ist unterwegs an ${email}.`,
  testKept: (email) =>
    `Der Test an ${email} ist gespeichert, aber nicht verschickt: Es ist kein Mailserver eingerichtet. Er wartet im Postausgang (siehe E-Mails) und geht hinaus, sobald einer eingerichtet ist.`,
  saveFirst: 'Speichern Sie zuerst Ihre Änderungen: Test und Versand verwenden den gespeicherten Entwurf.',
  sendTitle: 'Versenden',
  sendButton: (count, language) =>
    `An ${count} ${count === 1 ? 'bestätigten Abonnenten' : 'bestätigte Abonnenten'} auf ${language} senden`,
  noAudience: (language) =>
    `Es gibt noch keine bestätigten Abonnenten auf ${language}, an die der Newsletter gehen könnte.`,
  confirmTitle: 'Diesen Newsletter jetzt versenden?',
  confirmBody: (count, language) =>
    `Er geht an ${count} ${count === 1 ? 'bestätigten Abonnenten' : 'bestätigte Abonnenten'} auf ${language}, an jeden einmal. Das lässt sich weder rückgängig machen noch anhalten.`,
  confirmButton: (count) => `An ${count} senden`,
  progressTitle: 'Fortschritt',
  startedAt: (at) => `Versand begonnen am ${at}.`,
  finishedAt: (at) => `Abgeschlossen am ${at}.`,
  progressLabel: 'Versendete E-Mails',
  recipients: 'Empfänger',
  queued: 'Warten auf den Versand',
  sent: 'Versendet',
  failed: 'Fehlgeschlagen',
  waiting: 'Nicht versendet – kein Mailserver eingerichtet',
  waitingExplained:
    'Es ist kein Mailserver eingerichtet (SMTP_URL), deshalb bleiben diese E-Mails im Postausgang. Sie gehen von selbst hinaus, sobald ein Mailserver eingerichtet ist.',
  failedExplained: 'E-Mails, die nach mehreren Versuchen fehlschlugen, stehen mit dem Grund im Postausgang.',
  polling: 'Diese Seite aktualisiert sich selbst, solange E-Mails hinausgehen.',
  content: 'Was versendet wurde',
  notFound: 'Diese Aussendung gibt es nicht (mehr).',
};

export const useCampaignWords = defineWords({ en, de });
