/** The words of the privacy & retention screen; the German object has the English one's type. */
export const retentionWordsEn = {
  title: 'Privacy & retention',
  intro:
    'How long the website keeps personal data before it deletes it for good. Shorter is kinder to your visitors; the privacy policy promises the longest periods allowed here.',
  loading: 'Loading the retention periods …',
  contact: {
    title: 'Contact messages',
    label: 'Keep contact messages for (days)',
    explain: (max: number) =>
      `Messages from the contact form — spam included — are deleted this many days after they arrived, whether you answered them or not. Export or copy anything you must keep longer. Your privacy policy promises at most ${max} days.`,
  },
  analytics: {
    title: 'Visitor statistics',
    label: 'Keep individual visits for (days)',
    explain: (max: number) =>
      `Each visit's page views and clicks are deleted after this many days. The statistics stay: every day is kept as daily totals (visitors, pages, sources), so your history is not lost. Your privacy policy promises at most ${max} days.`,
  },
  booking: {
    title: 'Appointments',
    label: 'Appointments: delete the details … days after the appointment',
    explain: (max: number) =>
      `A booked appointment — the person's name, email address, phone number and message — is deleted this many days after it ended, whether it took place, was cancelled or missed. Export anything you must keep longer (for example for an invoice). Your privacy policy promises at most ${max} days.`,
  },
  usingDefault: (days: number) => `Now: the default of ${days} days.`,
  usingOwn: (days: number, fallback: number) => `Now: ${days} days (the default would be ${fallback}).`,
  emptyMeansDefault: (days: number) => `Leave empty for the default of ${days} days.`,
  resetToDefault: 'Use the default',
  range: (min: number, max: number) => `Please enter whole days from ${min} to ${max}.`,
  whenApplied:
    'A change takes effect at the next hourly clean-up: within the hour, everything older than the new period is deleted and cannot be brought back.',
  saveNote: 'Takes effect at the next hourly clean-up.',
  saved: 'Saved. The next hourly clean-up uses these periods.',
  lastChanged: (when: string) => `Last changed: ${when}.`,
};

export type RetentionWords = typeof retentionWordsEn;

export const retentionWordsDe: RetentionWords = {
  title: 'Datenschutz & Aufbewahrung',
  intro:
    'Wie lange die Website personenbezogene Daten aufbewahrt, bevor sie sie endgültig löscht. Kürzer ist freundlicher zu Ihren Besuchern; die Datenschutzerklärung verspricht die längsten hier erlaubten Fristen.',
  loading: 'Die Aufbewahrungsfristen werden geladen …',
  contact: {
    title: 'Kontaktnachrichten',
    label: 'Kontaktnachrichten aufbewahren für (Tage)',
    explain: (max: number) =>
      `Nachrichten aus dem Kontaktformular – auch Spam – werden so viele Tage nach ihrem Eingang gelöscht, ob beantwortet oder nicht. Exportieren oder kopieren Sie, was Sie länger brauchen. Ihre Datenschutzerklärung verspricht höchstens ${max} Tage.`,
  },
  analytics: {
    title: 'Besucherstatistik',
    label: 'Einzelne Besuche aufbewahren für (Tage)',
    explain: (max: number) =>
      `Die Seitenaufrufe und Klicks eines Besuchs werden nach so vielen Tagen gelöscht. Die Statistik bleibt: Jeder Tag wird als Tagessumme (Besucher, Seiten, Quellen) aufbewahrt, Ihr Verlauf geht also nicht verloren. Ihre Datenschutzerklärung verspricht höchstens ${max} Tage.`,
  },
  booking: {
    title: 'Termine',
    label: 'Termine: Daten löschen nach … Tagen nach dem Termin',
    explain: (max: number) =>
      `Ein gebuchter Termin – Name, E-Mail-Adresse, Telefonnummer und Nachricht der Person – wird so viele Tage nach seinem Ende gelöscht, ob er stattfand, abgesagt oder versäumt wurde. Exportieren Sie, was Sie länger brauchen (etwa für eine Rechnung). Ihre Datenschutzerklärung verspricht höchstens ${max} Tage.`,
  },
  usingDefault: (days: number) => `Jetzt: die Voreinstellung von ${days} Tagen.`,
  usingOwn: (days: number, fallback: number) => `Jetzt: ${days} Tage (die Voreinstellung wäre ${fallback}).`,
  emptyMeansDefault: (days: number) => `Leer lassen für die Voreinstellung von ${days} Tagen.`,
  resetToDefault: 'Voreinstellung verwenden',
  range: (min: number, max: number) => `Bitte ganze Tage von ${min} bis ${max} eingeben.`,
  whenApplied:
    'Eine Änderung gilt ab der nächsten stündlichen Bereinigung: Innerhalb einer Stunde wird alles gelöscht, was älter ist als die neue Frist – unwiderruflich.',
  saveNote: 'Gilt ab der nächsten stündlichen Bereinigung.',
  saved: 'Gespeichert. Die nächste stündliche Bereinigung verwendet diese Fristen.',
  lastChanged: (when: string) => `Zuletzt geändert: ${when}.`,
};
