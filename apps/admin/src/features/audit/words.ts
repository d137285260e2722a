/**
 * The audit log in words (decision 092): a sentence for every action the API writes, in both
 * languages, never its code. The contracts list the actions (AUDIT_ACTIONS) and the content edits
 * (`{resource}.{verb}`); the types make every one need words here, and a test says so too.
 */
import type { AuditAction, AuditContentEntity, AuditContentVerb } from '@wegweiser/contracts/admin-auth';
import type { ConsoleRole } from '@wegweiser/contracts/constants';
import { defineWords } from '../../shared/i18n/define-words';

/**
 * The actions whose entry names the person it is about (decision 096): an account invited, changed,
 * deleted, a password set for it, its sign-in paused; the sender of a contact message; the visitor
 * of a booking (read from the booking while it exists, decision 104).
 */
export const AUDIT_PERSON_ACTIONS = [
  'user.invite',
  'user.update',
  'user.delete',
  'user.create_owner',
  'auth.password_reset_requested',
  'auth.password_reset',
  'auth.password_set_from_shell',
  'auth.lockout',
  'message.state',
  'message.reply',
  'booking.confirm',
  'booking.decline',
  'booking.cancel',
  'booking.move',
  'booking.no_show',
  'booking.done',
] as const satisfies readonly AuditAction[];
export type AuditPersonAction = (typeof AUDIT_PERSON_ACTIONS)[number];

/** What a sentence about a person is given: who (name and address), the role in words, the state. */
export type AuditAbout = { who: string; role: string | null; disabled: boolean | undefined };

export type AuditWords = {
  /** The sentence of an entry that names no person (older entries, and the rest). */
  actions: Record<AuditAction, string>;
  /** The sentence of an entry about a person, naming them. */
  about: Record<AuditPersonAction, (about: AuditAbout) => string>;
  roles: Record<ConsoleRole, string>;
  /** One item of a content resource, as the sentence names it ("Leistung"). */
  entities: Record<AuditContentEntity, string>;
  /** What happened to it; `thing` is the item, with its name when it has one. */
  content: Record<AuditContentVerb, (thing: string) => string>;
  /** The item: its kind, and its name in quotes when known. */
  thing: (noun: string, label: string | null) => string;
  /** An action this console does not know yet (a newer server): a neutral sentence. */
  unknown: string;
  /** The screen around the sentences. */
  page: {
    title: string;
    intro: string;
    table: string;
    when: string;
    who: string;
    what: string;
    system: string;
    empty: string;
  };
};

export const auditWordsEn: AuditWords = {
  actions: {
    'auth.sign_in': 'Signed in',
    'auth.sign_out': 'Signed out',
    'auth.lockout': 'Sign-in paused after too many wrong attempts',
    'auth.recovery_code_used': 'Signed in with a recovery code',
    'auth.recovery_codes': 'New recovery codes made',
    'auth.password_change': 'Password changed',
    'auth.password_reset_requested': 'Link to set a new password requested',
    'auth.password_reset': 'New password set with the emailed link',
    'auth.password_set_from_shell': 'New password set on the server',
    'auth.totp_setup': 'Two-step sign-in: set-up started',
    'auth.totp_enable': 'Two-step sign-in turned on',
    'auth.totp_disable': 'Two-step sign-in turned off',
    'user.create_owner': 'Owner account created',
    'user.invite': 'Someone invited to the console',
    'user.accept_invitation': 'Invitation accepted',
    'user.update': 'Someone’s account changed',
    'user.update_profile': 'Own profile changed',
    'user.delete': 'Account deleted',
    'retention.update': 'Retention periods changed',
    'practice.update': 'Time zone changed',
    'media.upload': 'Pictures uploaded',
    'media.update': 'Picture description changed',
    'media.delete': 'Picture deleted',
    'preview.create': 'Preview link made',
    'preview.revoke': 'Preview link ended',
    'subscriber.delete': 'Newsletter subscriber erased',
    'message.state': 'Message marked',
    'message.reply': 'Message answered',
    'message.delete': 'Message deleted',
    'outbox.retry': 'Email sent again',
    'campaign.create': 'Newsletter created',
    'campaign.update': 'Newsletter changed',
    'campaign.delete': 'Newsletter deleted',
    'campaign.test': 'Newsletter test email sent',
    'campaign.send': 'Newsletter sent',
    'booking.confirm': 'Booking confirmed',
    'booking.decline': 'Booking request declined',
    'booking.cancel': 'Booking cancelled',
    'booking.move': 'Booking moved',
    'booking.no_show': 'Booking marked as not attended',
    'booking.done': 'Booking marked as held',
    'booking.feed_create': 'Calendar subscription address made',
    'booking.feed_revoke': 'Calendar subscription address switched off',
    'booking.person_erase': 'A person’s bookings erased on request',
    'booking_policy.update': 'Rules for changing bookings and for reminders changed',
    'session_type.create': 'Session type added',
    'session_type.update': 'Session type changed',
    'session_type.delete': 'Session type deleted',
    'session_type.reorder': 'Order of the session types changed',
    'booking_hours.update': 'Booking hours changed',
    'date_override.set': 'Exception to the booking hours set',
    'date_override.delete': 'Exception to the booking hours removed',
    'holidays.import': 'Public holidays imported as days off',
    'blocked_time.create': 'Time blocked for bookings',
    'blocked_time.delete': 'Blocked time removed',
  },
  about: {
    'user.invite': ({ who, role }) => `${who} invited to the console${role ? ` (role: ${role})` : ''}`,
    'user.update': ({ who, role, disabled }) =>
      `Account of ${who} ${disabled === true ? 'disabled' : disabled === false ? 'enabled again' : 'changed'}${role ? ` (role: ${role})` : ''}`,
    'user.delete': ({ who, role }) => `Account of ${who} deleted${role ? ` (role: ${role})` : ''}`,
    'user.create_owner': ({ who }) => `Owner account created for ${who}`,
    'auth.password_reset_requested': ({ who }) => `Link to set a new password requested for ${who}`,
    'auth.password_reset': ({ who }) => `New password set for ${who} with the emailed link`,
    'auth.password_set_from_shell': ({ who }) => `New password set for ${who} on the server`,
    'auth.lockout': ({ who }) => `Sign-in of ${who} paused after too many wrong attempts`,
    'message.state': ({ who }) => `Message from ${who} marked`,
    'message.reply': ({ who }) => `Message from ${who} answered`,
    'booking.confirm': ({ who }) => `Booking of ${who} confirmed`,
    'booking.decline': ({ who }) => `Booking request of ${who} declined`,
    'booking.cancel': ({ who }) => `Booking of ${who} cancelled`,
    'booking.move': ({ who }) => `Booking of ${who} moved`,
    'booking.no_show': ({ who }) => `Booking of ${who} marked as not attended`,
    'booking.done': ({ who }) => `Booking of ${who} marked as held`,
  },
  roles: { owner: 'Owner', editor: 'Editor' },
  entities: {
    services: 'Service',
    packages: 'Package',
    testimonials: 'Testimonial',
    stats: 'Figure',
    'hero-media': 'Home page picture',
    qualifications: 'Qualification',
    locations: 'Location',
    'blog-categories': 'Blog category',
    'blog-posts': 'Blog post',
    'career-categories': 'Career category',
    'career-posts': 'Career post',
    'legal-pages': 'Legal page',
    'managed-texts': 'Text',
    seo: 'Search engine details',
    'social-links': 'Social links',
    'footer-items': 'Footer item',
    themes: 'Colour scheme',
    languages: 'Language',
    'site-settings': 'Website settings',
    redirects: 'Redirect',
  },
  content: {
    create: (thing) => `${thing} created`,
    update: (thing) => `${thing} saved`,
    delete: (thing) => `${thing} deleted`,
    publish: (thing) => `${thing} published`,
    discard: (thing) => `${thing}: draft thrown away`,
    restore: (thing) => `${thing}: earlier version restored`,
  },
  thing: (noun, label) => (label ? `${noun} “${label}”` : noun),
  unknown: 'Another change',
  page: {
    title: 'Audit log',
    intro: 'Every change made in the console: who, what and when.',
    table: 'Audit log entries',
    when: 'When',
    who: 'Who',
    what: 'What happened',
    system: 'System',
    empty: 'Nothing has been recorded yet.',
  },
};

export const auditWordsDe: AuditWords = {
  actions: {
    'auth.sign_in': 'Angemeldet',
    'auth.sign_out': 'Abgemeldet',
    'auth.lockout': 'Anmeldung nach zu vielen Fehlversuchen vorübergehend gesperrt',
    'auth.recovery_code_used': 'Mit einem Wiederherstellungscode angemeldet',
    'auth.recovery_codes': 'Neue Wiederherstellungscodes erstellt',
    'auth.password_change': 'Passwort geändert',
    'auth.password_reset_requested': 'Link für ein neues Passwort angefordert',
    'auth.password_reset': 'Neues Passwort über den Link per E-Mail gesetzt',
    'auth.password_set_from_shell': 'Neues Passwort auf dem Server gesetzt',
    'auth.totp_setup': 'Anmeldung in zwei Schritten: Einrichtung begonnen',
    'auth.totp_enable': 'Anmeldung in zwei Schritten eingeschaltet',
    'auth.totp_disable': 'Anmeldung in zwei Schritten ausgeschaltet',
    'user.create_owner': 'Inhaber-Konto angelegt',
    'user.invite': 'Jemanden in die Verwaltung eingeladen',
    'user.accept_invitation': 'Einladung angenommen',
    'user.update': 'Konto einer Person geändert',
    'user.update_profile': 'Eigenes Profil geändert',
    'user.delete': 'Konto gelöscht',
    'retention.update': 'Aufbewahrungsfristen geändert',
    'practice.update': 'Zeitzone geändert',
    'media.upload': 'Bilder hochgeladen',
    'media.update': 'Bildbeschreibung geändert',
    'media.delete': 'Bild gelöscht',
    'preview.create': 'Vorschau-Link erstellt',
    'preview.revoke': 'Vorschau-Link beendet',
    'subscriber.delete': 'Newsletter-Abonnement gelöscht',
    'message.state': 'Nachricht markiert',
    'message.reply': 'Nachricht beantwortet',
    'message.delete': 'Nachricht gelöscht',
    'outbox.retry': 'E-Mail erneut gesendet',
    'campaign.create': 'Newsletter angelegt',
    'campaign.update': 'Newsletter geändert',
    'campaign.delete': 'Newsletter gelöscht',
    'campaign.test': 'Test-E-Mail eines Newsletters gesendet',
    'campaign.send': 'Newsletter versendet',
    'booking.confirm': 'Buchung bestätigt',
    'booking.decline': 'Buchungsanfrage abgelehnt',
    'booking.cancel': 'Buchung abgesagt',
    'booking.move': 'Buchung verschoben',
    'booking.no_show': 'Buchung als nicht erschienen markiert',
    'booking.done': 'Buchung als stattgefunden markiert',
    'booking.feed_create': 'Adresse für das Kalender-Abo erstellt',
    'booking.feed_revoke': 'Adresse für das Kalender-Abo abgeschaltet',
    'booking.person_erase': 'Buchungen einer Person auf Wunsch gelöscht',
    'booking_policy.update': 'Regeln für Terminänderungen und Erinnerungen geändert',
    'session_type.create': 'Sitzungsart angelegt',
    'session_type.update': 'Sitzungsart geändert',
    'session_type.delete': 'Sitzungsart gelöscht',
    'session_type.reorder': 'Reihenfolge der Sitzungsarten geändert',
    'booking_hours.update': 'Buchungszeiten geändert',
    'date_override.set': 'Ausnahme von den Buchungszeiten festgelegt',
    'date_override.delete': 'Ausnahme von den Buchungszeiten entfernt',
    'holidays.import': 'Feiertage als freie Tage übernommen',
    'blocked_time.create': 'Zeit für Buchungen blockiert',
    'blocked_time.delete': 'Blockzeit entfernt',
  },
  about: {
    'user.invite': ({ who, role }) => `${who} in die Verwaltung eingeladen${role ? ` (Rolle: ${role})` : ''}`,
    'user.update': ({ who, role, disabled }) =>
      `Konto von ${who} ${disabled === true ? 'gesperrt' : disabled === false ? 'wieder freigegeben' : 'geändert'}${role ? ` (Rolle: ${role})` : ''}`,
    'user.delete': ({ who, role }) => `Konto von ${who} gelöscht${role ? ` (Rolle: ${role})` : ''}`,
    'user.create_owner': ({ who }) => `Inhaber-Konto für ${who} angelegt`,
    'auth.password_reset_requested': ({ who }) => `Link für ein neues Passwort für ${who} angefordert`,
    'auth.password_reset': ({ who }) => `Neues Passwort für ${who} über den Link per E-Mail gesetzt`,
    'auth.password_set_from_shell': ({ who }) => `Neues Passwort für ${who} auf dem Server gesetzt`,
    'auth.lockout': ({ who }) => `Anmeldung von ${who} nach zu vielen Fehlversuchen vorübergehend gesperrt`,
    'message.state': ({ who }) => `Nachricht von ${who} markiert`,
    'message.reply': ({ who }) => `Nachricht von ${who} beantwortet`,
    'booking.confirm': ({ who }) => `Buchung von ${who} bestätigt`,
    'booking.decline': ({ who }) => `Buchungsanfrage von ${who} abgelehnt`,
    'booking.cancel': ({ who }) => `Buchung von ${who} abgesagt`,
    'booking.move': ({ who }) => `Buchung von ${who} verschoben`,
    'booking.no_show': ({ who }) => `Buchung von ${who} als nicht erschienen markiert`,
    'booking.done': ({ who }) => `Buchung von ${who} als stattgefunden markiert`,
  },
  roles: { owner: 'Inhaber', editor: 'Redaktion' },
  entities: {
    services: 'Leistung',
    packages: 'Paket',
    testimonials: 'Stimme',
    stats: 'Kennzahl',
    'hero-media': 'Bild der Startseite',
    qualifications: 'Qualifikation',
    locations: 'Ort',
    'blog-categories': 'Blog-Kategorie',
    'blog-posts': 'Blogbeitrag',
    'career-categories': 'Karriere-Kategorie',
    'career-posts': 'Stellenbeitrag',
    'legal-pages': 'Rechtliche Seite',
    'managed-texts': 'Text',
    seo: 'Angaben für Suchmaschinen',
    'social-links': 'Soziale Links',
    'footer-items': 'Fußzeilen-Eintrag',
    themes: 'Farbschema',
    languages: 'Sprache',
    'site-settings': 'Einstellungen der Website',
    redirects: 'Weiterleitung',
  },
  content: {
    create: (thing) => `${thing} angelegt`,
    update: (thing) => `${thing} gespeichert`,
    delete: (thing) => `${thing} gelöscht`,
    publish: (thing) => `${thing} veröffentlicht`,
    discard: (thing) => `${thing}: Entwurf verworfen`,
    restore: (thing) => `${thing}: frühere Fassung wiederhergestellt`,
  },
  thing: (noun, label) => (label ? `${noun} „${label}“` : noun),
  unknown: 'Eine sonstige Änderung',
  page: {
    title: 'Protokoll',
    intro: 'Jede Änderung in der Verwaltung: wer, was und wann.',
    table: 'Protokolleinträge',
    when: 'Wann',
    who: 'Wer',
    what: 'Was geschah',
    system: 'System',
    empty: 'Bisher wurde nichts protokolliert.',
  },
};

export const useAuditWords = defineWords({ en: auditWordsEn, de: auditWordsDe });
