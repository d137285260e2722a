/** The words of the social links screen; the German object has the English one's type. */

export const socialWordsEn = {
  title: 'Social links',
  intro:
    'Your profile addresses per language (for example an English LinkedIn page). Where icons show is set in the site settings.',
  language: 'Language',
  url: (network: string) => `${network} address`,
  urlHelp: 'Starts with https://; leave empty when you have no profile there.',
  empty: 'No social links are set up yet.',
};

export const socialWordsDe: typeof socialWordsEn = {
  title: 'Soziale Links',
  intro:
    'Ihre Profiladressen je Sprache (etwa eine englische LinkedIn-Seite). Wo die Icons erscheinen, legen Sie in den Einstellungen fest.',
  language: 'Sprache',
  url: (network: string) => `Adresse bei ${network}`,
  urlHelp: 'Beginnt mit https://; leer lassen, wenn Sie dort kein Profil haben.',
  empty: 'Es sind noch keine sozialen Links eingerichtet.',
};
