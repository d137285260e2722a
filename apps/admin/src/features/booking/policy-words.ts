/**
 * The words of the booking rules and the calendar subscription (issue 25 points 5 and 7, decision
 * 111) — their own file, the setup screens' words being long enough.
 */
import { defineWords } from '../../shared/i18n/define-words';

const en = {
  title: 'Booking rules',
  intro: 'Until when visitors can move or cancel a booking themselves, and which reminders they get.',
  loading: 'Loading the booking rules …',
  deadline: {
    title: 'Moving and cancelling',
    label: 'Deadline before the start (hours)',
    hint: (hours: number) =>
      hours === 0
        ? 'Visitors can move or cancel with the link in their confirmation until the appointment starts.'
        : `Visitors can move or cancel with the link in their confirmation until ${hours === 1 ? '1 hour' : `${hours} hours`} before the start. After that, only you can.`,
    range: (min: number, max: number) => `Please enter whole hours from ${min} to ${max}.`,
  },
  reminders: {
    title: 'Reminders',
    intro: 'Reminder emails go to the visitor for confirmed appointments, in her language.',
    day: 'Reminder one day before',
    dayHelp: 'Sent 24 hours before the start.',
    hour: 'Reminder one hour before',
    hourHelp: 'Sent one hour before the start, for example with the video link.',
    on: 'On',
    off: 'Off',
  },
  fields: {
    cancellation_deadline_hours: 'Deadline before the start (hours)',
    reminder_24h: 'Reminder one day before',
    reminder_1h: 'Reminder one hour before',
  },
  saved: 'The booking rules are saved.',
  feed: {
    title: 'Calendar subscription',
    intro:
      'Your bookings in the calendar on your phone or computer: the calendar subscribes to a private address and updates itself every few hours. It only reads — changes are still made here.',
    secret:
      'Whoever knows the address sees your bookings with names and contact details. Keep it to yourself; if it got out, make a new address or end the subscription.',
    loading: 'Checking whether a subscription exists …',
    none: 'There is no calendar subscription yet.',
    active: 'Your calendar subscription is set up. For your protection, its address is shown only once.',
    create: 'Set up calendar subscription',
    renew: 'Make a new address',
    revoke: 'End subscription',
    addressLabel: 'Your private calendar address',
    onlyNow: 'Copy the address now: it is shown only this once.',
    copy: 'Copy address',
    open: 'Subscribe on this device',
    how: 'How to add it',
    steps: [
      {
        name: 'iPhone or iPad',
        text: 'Settings → Calendar → Accounts → Add Account → Other → Add Subscribed Calendar, paste the address, then Next and Save.',
      },
      {
        name: 'Android (Google Calendar)',
        text: 'On a computer open calendar.google.com → “Other calendars” + → From URL, paste the address and add it. It then appears on the phone too.',
      },
      {
        name: 'Outlook',
        text: 'Calendar → Add calendar → Subscribe from web, paste the address, give it a name and import it.',
      },
    ],
    renewTitle: 'Make a new address?',
    renewText:
      'The current address stops working at once. Every calendar that subscribed to it shows no more bookings until you add the new address there.',
    revokeTitle: 'End the calendar subscription?',
    revokeText:
      'The address stops working at once and calendars that subscribed to it no longer receive your bookings. You can set up a new subscription at any time.',
    revoked: 'The calendar subscription has ended. The old address no longer works.',
    renewed: 'The new address is ready. The old one no longer works.',
  },
};

const de: typeof en = {
  title: 'Buchungsregeln',
  intro:
    'Bis wann Besucher eine Buchung selbst verschieben oder absagen können und welche Erinnerungen sie bekommen.',
  loading: 'Die Buchungsregeln werden geladen …',
  deadline: {
    title: 'Verschieben und Absagen',
    label: 'Frist vor Beginn (Stunden)',
    hint: (hours: number) =>
      hours === 0
        ? 'Besucher können mit dem Link aus ihrer Bestätigung bis zum Beginn des Termins verschieben oder absagen.'
        : `Besucher können mit dem Link aus ihrer Bestätigung bis ${hours === 1 ? '1 Stunde' : `${hours} Stunden`} vor Beginn verschieben oder absagen. Danach nur noch Sie.`,
    range: (min: number, max: number) => `Bitte ganze Stunden von ${min} bis ${max} eingeben.`,
  },
  reminders: {
    title: 'Erinnerungen',
    intro: 'Erinnerungen gehen bei bestätigten Terminen per E-Mail an die Person, in ihrer Sprache.',
    day: 'Erinnerung einen Tag vorher',
    dayHelp: 'Wird 24 Stunden vor Beginn verschickt.',
    hour: 'Erinnerung eine Stunde vorher',
    hourHelp: 'Wird eine Stunde vor Beginn verschickt, etwa mit dem Videolink.',
    on: 'An',
    off: 'Aus',
  },
  fields: {
    cancellation_deadline_hours: 'Frist vor Beginn (Stunden)',
    reminder_24h: 'Erinnerung einen Tag vorher',
    reminder_1h: 'Erinnerung eine Stunde vorher',
  },
  saved: 'Die Buchungsregeln sind gespeichert.',
  feed: {
    title: 'Kalender-Abo',
    intro:
      'Ihre Termine im Kalender auf Handy oder Computer: Der Kalender abonniert eine private Adresse und aktualisiert sich alle paar Stunden von selbst. Er liest nur – ändern können Sie Termine weiterhin hier.',
    secret:
      'Wer die Adresse kennt, sieht Ihre Termine mit Namen und Kontaktdaten. Behalten Sie sie für sich; ist sie in falsche Hände geraten, erstellen Sie eine neue Adresse oder beenden Sie das Abo.',
    loading: 'Es wird geprüft, ob ein Abo besteht …',
    none: 'Es gibt noch kein Kalender-Abo.',
    active: 'Ihr Kalender-Abo ist eingerichtet. Zu Ihrem Schutz wird die Adresse nur einmal angezeigt.',
    create: 'Kalender-Abo einrichten',
    renew: 'Neue Adresse erstellen',
    revoke: 'Abo beenden',
    addressLabel: 'Ihre private Kalender-Adresse',
    onlyNow: 'Kopieren Sie die Adresse jetzt: Sie wird nur dieses eine Mal angezeigt.',
    copy: 'Adresse kopieren',
    open: 'Auf diesem Gerät abonnieren',
    how: 'So fügen Sie sie hinzu',
    steps: [
      {
        name: 'iPhone oder iPad',
        text: 'Einstellungen → Kalender → Accounts → Account hinzufügen → Andere → Kalenderabo hinzufügen, Adresse einfügen, dann Weiter und Sichern.',
      },
      {
        name: 'Android (Google Kalender)',
        text: 'Am Computer calendar.google.com öffnen → „Weitere Kalender“ + → Per URL, Adresse einfügen und hinzufügen. Danach erscheint er auch auf dem Handy.',
      },
      {
        name: 'Outlook',
        text: 'Kalender → Kalender hinzufügen → Aus dem Internet abonnieren, Adresse einfügen, einen Namen geben und importieren.',
      },
    ],
    renewTitle: 'Neue Adresse erstellen?',
    renewText:
      'Die bisherige Adresse funktioniert sofort nicht mehr. Kalender, die sie abonniert haben, zeigen keine Termine mehr, bis Sie dort die neue Adresse eintragen.',
    revokeTitle: 'Kalender-Abo beenden?',
    revokeText:
      'Die Adresse funktioniert sofort nicht mehr, und abonnierte Kalender erhalten Ihre Termine nicht mehr. Sie können jederzeit ein neues Abo einrichten.',
    revoked: 'Das Kalender-Abo ist beendet. Die alte Adresse funktioniert nicht mehr.',
    renewed: 'Die neue Adresse ist bereit. Die alte funktioniert nicht mehr.',
  },
};

export const usePolicyWords = defineWords({ en, de });
export type PolicyWords = typeof en;
