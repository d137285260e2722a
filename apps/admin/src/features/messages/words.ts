/**
 * The contact inbox's words in English and German (the German object has the English one's type,
 * so a missing key fails the type check). Source contexts arrive as the spec's machine names and are
 * named here, with the service, package or post they came from.
 */
import type { Message, MessageState } from '@wegweiser/contracts';
import type { ContactContext } from '@wegweiser/contracts/constants';
import { useI18n } from '../../shared/i18n/i18n-provider';

type Named = (name: string | null) => string;

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
  /** The filter's names (no service or post yet). */
  contexts: {
    hero_cta: 'Button at the top of the home page',
    general_cta: 'Contact button',
    about_cta: 'Button on the About page',
    service_detail: 'Service page',
    service_package_detail: 'Package page',
    service_package_general: 'Package overview',
    career_post: 'Career post',
  } satisfies Record<ContactContext, string>,
  /** The names with what the visitor looked at. */
  contextNamed: {
    service_detail: (name) => (name ? `Service page: ${name}` : 'Service page'),
    service_package_detail: (name) => (name ? `Package page: ${name}` : 'Package page'),
    service_package_general: (name) => (name ? `Package overview: ${name}` : 'Package overview'),
    career_post: (name) => (name ? `Career post: ${name}` : 'Career post'),
  } satisfies Partial<Record<ContactContext, Named>>,
  contactPage: 'Contact page',
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
  answeredBefore: (when: string) => `You answered this message on ${when}.`,
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
  contexts: {
    hero_cta: 'Button oben auf der Startseite',
    general_cta: 'Kontakt-Button',
    about_cta: 'Button auf der Seite „Über mich“',
    service_detail: 'Leistungsseite',
    service_package_detail: 'Paketseite',
    service_package_general: 'Paketübersicht',
    career_post: 'Karriere-Beitrag',
  },
  contextNamed: {
    service_detail: (name) => (name ? `Leistungsseite: ${name}` : 'Leistungsseite'),
    service_package_detail: (name) => (name ? `Paketseite: ${name}` : 'Paketseite'),
    service_package_general: (name) => (name ? `Paketübersicht: ${name}` : 'Paketübersicht'),
    career_post: (name) => (name ? `Karriere-Beitrag: ${name}` : 'Karriere-Beitrag'),
  },
  contactPage: 'Kontaktseite',
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
  answeredBefore: (when) => `Sie haben diese Nachricht am ${when} beantwortet.`,
};

export function useMessageWords() {
  const { language } = useI18n();
  const w = language === 'de' ? de : en;
  /** Where the message came from, in words, with the service, package or post it names. */
  const sourceOf = (source: Message['source']): string => {
    const context = source.context as ContactContext | null;
    if (!context) return w.contactPage;
    if (context === 'service_detail') return w.contextNamed.service_detail(source.service_name);
    if (context === 'service_package_detail' || context === 'service_package_general')
      return w.contextNamed[context](source.package_name ?? source.service_name);
    if (context === 'career_post') return w.contextNamed.career_post(source.post_title);
    return w.contexts[context] ?? context;
  };
  return { w, language, sourceOf };
}
