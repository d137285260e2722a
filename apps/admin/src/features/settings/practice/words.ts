/** The words of the practice's time zone screen; the German object has the English one's type. */
export const practiceWordsEn = {
  title: 'Time zone',
  intro: 'Where your practice is: the visitor statistics count their days by its clock.',
  panel: "Your practice's time zone",
  label: 'Time zone',
  explain:
    'Choose the place whose clock you work by, e.g. Europe/Berlin for Germany. Daylight saving time is taken into account on its own.',
  now: (zone: string, time: string) => `It is ${time} there now (${zone}).`,
  saved: (zone: string) => `Saved. Days are now counted by the clock of ${zone}.`,
  saveNote:
    'The statistics use the new time zone at once; earlier days are counted again by the next hourly run.',
  regions: {
    Africa: 'Africa',
    America: 'Americas',
    Antarctica: 'Antarctica',
    Arctic: 'Arctic',
    Asia: 'Asia',
    Atlantic: 'Atlantic',
    Australia: 'Australia',
    Europe: 'Europe',
    Indian: 'Indian Ocean',
    Pacific: 'Pacific',
    other: 'Other',
  } as Record<string, string>,
  lastChanged: (when: string) => `Last changed: ${when}.`,
};

export type PracticeWords = typeof practiceWordsEn;

export const practiceWordsDe: PracticeWords = {
  title: 'Zeitzone',
  intro: 'Wo Ihre Praxis ist: Die Besucherstatistik zählt ihre Tage nach deren Uhr.',
  panel: 'Die Zeitzone Ihrer Praxis',
  label: 'Zeitzone',
  explain:
    'Wählen Sie den Ort, nach dessen Uhr Sie arbeiten, z. B. Europe/Berlin für Deutschland. Sommer- und Winterzeit werden von selbst berücksichtigt.',
  now: (zone, time) => `Dort ist es jetzt ${time} Uhr (${zone}).`,
  saved: (zone) => `Gespeichert. Die Tage werden jetzt nach der Uhr von ${zone} gezählt.`,
  saveNote:
    'Die Statistik verwendet die neue Zeitzone sofort; frühere Tage werden beim nächsten stündlichen Lauf neu gezählt.',
  regions: {
    Africa: 'Afrika',
    America: 'Amerika',
    Antarctica: 'Antarktis',
    Arctic: 'Arktis',
    Asia: 'Asien',
    Atlantic: 'Atlantik',
    Australia: 'Australien',
    Europe: 'Europa',
    Indian: 'Indischer Ozean',
    Pacific: 'Pazifik',
    other: 'Sonstige',
  },
  lastChanged: (when) => `Zuletzt geändert: ${when}.`,
};
