/** The user list's words in English and German (the German object has the English one's type). */
import { defineWords } from '../../shared/i18n/define-words';

const en = {
  title: 'Users',
  intro:
    'Everyone who can sign in to this console. Editors edit content and media; owners can do everything.',
  invite: 'Invite someone',
  inviteTitle: 'Invite someone',
  inviteIntro: 'You get a link to send them. With it they choose their name and password.',
  name: 'Name',
  email: 'Email address',
  role: 'Role',
  language: 'Console language',
  sendInvite: 'Create invitation',
  sendingInvite: 'Creating…',
  invitationTitle: 'Invitation created',
  invitationIntro: (name: string, until: string) =>
    `Send this link to ${name}. It works once and expires on ${until}.`,
  invitationLink: 'Invitation link',
  table: 'Users',
  lastSignIn: 'Last sign-in',
  status: 'Status',
  actions: 'Actions',
  active: 'Active',
  disabled: 'Disabled',
  twoFactor: '2FA',
  actionsFor: (name: string) => `Actions for ${name}`,
  makeEditor: 'Make editor',
  makeOwner: 'Make owner',
  disable: 'Disable',
  enable: 'Enable',
  deleteTitle: (name: string) => `Delete ${name}?`,
  deleteIntro: 'The account is removed for good. What this person changed stays in the audit log.',
  empty: 'Nobody else can sign in yet. Invite an editor to share the work.',
};

const de: typeof en = {
  title: 'Benutzer',
  intro:
    'Alle, die sich in dieser Verwaltung anmelden können. Die Redaktion bearbeitet Inhalte und Medien; Inhaber dürfen alles.',
  invite: 'Jemanden einladen',
  inviteTitle: 'Jemanden einladen',
  inviteIntro: 'Sie bekommen einen Link zum Weitergeben. Damit wählt die Person Namen und Passwort.',
  name: 'Name',
  email: 'E-Mail-Adresse',
  role: 'Rolle',
  language: 'Sprache der Verwaltung',
  sendInvite: 'Einladung erstellen',
  sendingInvite: 'Wird erstellt …',
  invitationTitle: 'Einladung erstellt',
  invitationIntro: (name: string, until: string) =>
    `Senden Sie diesen Link an ${name}. Er funktioniert einmal und gilt bis ${until}.`,
  invitationLink: 'Einladungslink',
  table: 'Benutzer',
  lastSignIn: 'Letzte Anmeldung',
  status: 'Status',
  actions: 'Aktionen',
  active: 'Aktiv',
  disabled: 'Gesperrt',
  twoFactor: '2FA',
  actionsFor: (name: string) => `Aktionen für ${name}`,
  makeEditor: 'Zur Redaktion machen',
  makeOwner: 'Zum Inhaber machen',
  disable: 'Sperren',
  enable: 'Entsperren',
  deleteTitle: (name: string) => `${name} löschen?`,
  deleteIntro: 'Das Konto wird endgültig entfernt. Was diese Person geändert hat, bleibt im Protokoll.',
  empty:
    'Außer Ihnen kann sich noch niemand anmelden. Laden Sie jemanden aus der Redaktion ein, um die Arbeit zu teilen.',
};

export const useUserWords = defineWords({ en, de });
