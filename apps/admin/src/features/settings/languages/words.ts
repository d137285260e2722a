/** The words of the languages screen; the German object has the English one's type. */

export const languagesWordsEn = {
  title: 'Languages',
  intro:
    'The languages visitors can choose. The default language is what visitors see when a text is missing in theirs.',
  table: 'Languages',
  default: 'Default',
  active: 'Active',
  inactive: 'Inactive',
  activate: 'Activate',
  deactivate: 'Deactivate',
  makeDefault: 'Make default',
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  activateNamed: (name: string) => `Activate ${name}`,
  deactivateNamed: (name: string) => `Deactivate ${name}`,
  makeDefaultNamed: (name: string) => `Make ${name} the default`,
  empty: 'No languages are set up.',
};

export const languagesWordsDe: typeof languagesWordsEn = {
  title: 'Sprachen',
  intro:
    'Die Sprachen, die Besucher wählen können. Die Standardsprache sehen Besucher, wenn ein Text in ihrer Sprache fehlt.',
  table: 'Sprachen',
  default: 'Standard',
  active: 'Aktiv',
  inactive: 'Inaktiv',
  activate: 'Aktivieren',
  deactivate: 'Deaktivieren',
  makeDefault: 'Zum Standard machen',
  moveUp: (name: string) => `${name} nach oben`,
  moveDown: (name: string) => `${name} nach unten`,
  activateNamed: (name: string) => `${name} aktivieren`,
  deactivateNamed: (name: string) => `${name} deaktivieren`,
  makeDefaultNamed: (name: string) => `${name} zum Standard machen`,
  empty: 'Es sind keine Sprachen eingerichtet.',
};
