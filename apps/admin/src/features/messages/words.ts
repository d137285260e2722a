/**
 * The contact inbox's words in English and German (the German object has the English one's type,
 * so a missing key fails the type check). Source contexts arrive as the spec's machine names and are
 * named here, with the service, package or post they came from.
 */
import type { Message, MessageReplyEntry, MessageState } from '@wegweiser/contracts';
import { CONTACT_SOURCE_WORDS, contactSourceText } from '@wegweiser/contracts/contact-sources';
import { defineWords } from '../../shared/i18n/define-words';

const en = {
  title: 'Messages',
  intro:
    'What visitors sent through the contact form. Spam is kept in its own folder, never thrown away unseen.',
  folders: 'Folders',
  all: 'All',
  states: {
    new: 'New',
    read: 'Read',
    answered: 'Answered',
    archived: 'Archived',
    spam: 'Spam',
  } satisfies Record<MessageState, string>,
  filters: 'Source and search',
  source: 'Source',
  allSources: 'All sources',
  /** The filter's names (no service or post yet): shared with the owner's notification email. */
  contexts: CONTACT_SOURCE_WORDS.en.contexts,
  search: 'Search in name, email and message',
  table: 'Messages',
  from: 'From',
  message: 'Message',
  state: 'State',
  received: 'Received',
  count: (count: number) => (count === 1 ? '1 message' : `${count} messages`),
  csv: 'Download as CSV',
  empty: 'No messages yet. When someone writes through the contact form, the message appears here.',
  emptyFolder: 'Nothing in this folder.',
  emptyFiltered: 'No message matches the source and search.',
  loadError: 'The messages could not be loaded.',
  // The detail
  back: 'Back to the messages',
  details: 'Details',
  email: 'Email',
  phone: 'Phone',
  language: 'Language',
  page: 'Page',
  answeredAt: 'Answered',
  spamReason: 'Judged as spam because',
  spamReasons: {
    honeypot: 'a hidden field only robots fill in was filled in',
    too_fast: 'the form was sent within seconds of opening it',
  } as Record<string, string>,
  actions: 'Actions',
  archive: 'Archive',
  unarchive: 'Back to the inbox',
  markSpam: 'Mark as spam',
  notSpam: 'Not spam',
  markUnread: 'Mark as unread',
  delete: 'Delete',
  deleteTitle: (name: string) => `Delete the message from ${name}?`,
  deleteIntro: 'The message is removed for good. Any reply already sent stays in the emails.',
  stateChanged: (state: string) => `Moved to “${state}”.`,
  notFound: 'This message does not exist (any more).',
  detailError: 'The message could not be loaded.',
  // Replying
  reply: 'Reply by email',
  replyTo: (email: string) => `Your reply goes to ${email}, with the message quoted below it.`,
  replyBody: 'Your reply',
  quoted: 'Quoted below your reply',
  send: 'Send reply',
  sending: 'Sending…',
  sent: 'Your reply is in the outbox and goes out from there (see Emails). The message is now answered.',
  sentNoServer:
    'Your reply is saved but not sent: no mail server is set up. It waits in the outbox (see Emails) and goes out as soon as one is.',
  answeredBefore: (when: string) => `You answered this message on ${when}.`,
  // The thread: the replies sent, and where each mail stands
  thread: 'Your replies',
  repliedBy: (when: string, who: string) => `${when} · ${who}`,
  delivery: {
    queued: 'Waiting in the outbox to be sent',
    sending: 'Being sent right now',
    sent: 'Sent',
    failed: 'Could not be sent – see Emails',
    no_server: 'Not sent – no mail server is set up; it waits in the outbox',
    unknown: 'No longer in the outbox',
  } satisfies Record<MessageReplyEntry['delivery'], string>,
};

type Words = typeof en;

const de: Words = {
  title: 'Nachrichten',
  intro:
    'Was Besucher über das Kontaktformular geschickt haben. Spam landet in einem eigenen Ordner und geht nie ungesehen verloren.',
  folders: 'Ordner',
  all: 'Alle',
  states: { new: 'Neu', read: 'Gelesen', answered: 'Beantwortet', archived: 'Archiviert', spam: 'Spam' },
  filters: 'Herkunft und Suche',
  source: 'Herkunft',
  allSources: 'Alle Herkünfte',
  contexts: CONTACT_SOURCE_WORDS.de.contexts,
  search: 'In Name, E-Mail und Nachricht suchen',
  table: 'Nachrichten',
  from: 'Von',
  message: 'Nachricht',
  state: 'Status',
  received: 'Eingegangen',
  count: (count) => (count === 1 ? '1 Nachricht' : `${count} Nachrichten`),
  csv: 'Als CSV herunterladen',
  empty:
    'Noch keine Nachrichten. Sobald jemand über das Kontaktformular schreibt, erscheint die Nachricht hier.',
  emptyFolder: 'In diesem Ordner ist nichts.',
  emptyFiltered: 'Keine Nachricht passt zu Herkunft und Suche.',
  loadError: 'Die Nachrichten konnten nicht geladen werden.',
  back: 'Zurück zu den Nachrichten',
  details: 'Angaben',
  email: 'E-Mail',
  phone: 'Telefon',
  language: 'Sprache',
  page: 'Seite',
  answeredAt: 'Beantwortet',
  spamReason: 'Als Spam eingestuft, weil',
  spamReasons: {
    honeypot: 'ein verstecktes Feld ausgefüllt wurde, das nur Roboter ausfüllen',
    too_fast: 'das Formular wenige Sekunden nach dem Öffnen abgeschickt wurde',
  },
  actions: 'Aktionen',
  archive: 'Archivieren',
  unarchive: 'Zurück in den Posteingang',
  markSpam: 'Als Spam markieren',
  notSpam: 'Kein Spam',
  markUnread: 'Als ungelesen markieren',
  delete: 'Löschen',
  deleteTitle: (name) => `Die Nachricht von ${name} löschen?`,
  deleteIntro:
    'Die Nachricht wird endgültig entfernt. Eine bereits gesendete Antwort bleibt bei den E-Mails.',
  stateChanged: (state) => `Verschoben nach „${state}“.`,
  notFound: 'Diese Nachricht gibt es nicht (mehr).',
  detailError: 'Die Nachricht konnte nicht geladen werden.',
  reply: 'Per E-Mail antworten',
  replyTo: (email) => `Ihre Antwort geht an ${email}, die Nachricht darunter zitiert.`,
  replyBody: 'Ihre Antwort',
  quoted: 'Unter Ihrer Antwort zitiert',
  send: 'Antwort senden',
  sending: 'Wird gesendet …',
  sent: 'Ihre Antwort liegt im Postausgang und wird von dort verschickt (siehe E-Mails). Die Nachricht ist jetzt beantwortet.',
  sentNoServer:
    'Ihre Antwort ist gespeichert, aber nicht verschickt: Es ist kein Mailserver eingerichtet. Sie wartet im Postausgang (siehe E-Mails) und geht hinaus, sobald einer eingerichtet ist.',
  answeredBefore: (when) => `Sie haben diese Nachricht am ${when} beantwortet.`,
  thread: 'Ihre Antworten',
  repliedBy: (when, who) => `${when} · ${who}`,
  delivery: {
    queued: 'Wartet im Postausgang auf den Versand',
    sending: 'Wird gerade verschickt',
    sent: 'Verschickt',
    failed: 'Konnte nicht verschickt werden – siehe E-Mails',
    no_server: 'Nicht verschickt – kein Mailserver eingerichtet; sie wartet im Postausgang',
    unknown: 'Nicht mehr im Postausgang',
  },
};

const useWords = defineWords({ en, de });

export function useMessageWords() {
  const { w, language } = useWords();
  /** Where the message came from, in words, with the service, package or post it names. */
  const sourceOf = (source: Message['source']): string => contactSourceText(source, language);
  return { w, language, sourceOf };
}
