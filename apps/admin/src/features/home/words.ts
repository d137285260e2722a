/** The start page's words in English and German (the German object has the English one's type). */
import { defineWords } from '../../shared/i18n/define-words';

const en = {
  greeting: (name: string) => `Hello, ${name}`,
  intro: 'This is the console of your website. From here you reach everything:',
  messagesText: 'What visitors write through the contact form: read, answer, file away.',
  subscribersText: 'Who ordered your newsletter, with status and language; access and erasure.',
  campaignsText: 'Write a newsletter in one language, test it and send it.',
  analyticsText: 'How many people visit your website, what they read and where they come from.',
  mediaText: 'Upload images, describe them and use them on your pages.',
  textsText: 'The texts of your website in every language, including those still missing.',
  settingsText: 'Languages, colours, the website’s features, redirects and privacy.',
  profileText: 'Your name, language, password and two-factor sign-in.',
  usersText: 'Invite editors, change roles, disable or remove accounts.',
  auditText: 'Who changed what, and when.',
  twoFactorHint:
    'Two-factor sign-in is off. Turning it on protects your website even if your password leaks.',
  twoFactorAction: 'Turn it on',
  figuresTitle: 'The last 7 days',
  newMessages: (count: number): string => (count === 1 ? 'new message' : 'new messages'),
  newSubscribers: (count: number): string => (count === 1 ? 'new subscriber' : 'new subscribers'),
  visitors: (count: number): string => (count === 1 ? 'visitor' : 'visitors'),
  tasksTitle: 'Still to do',
  tasksLoading: 'Checking what still needs doing…',
  tasksError: 'What still needs doing could not be loaded.',
  tasksNone: 'Nothing left to do: your website is complete.',
  mailServer:
    'No mail server is set up yet: replies, newsletters and notifications wait in the outbox and reach no one. Whoever runs your website sets it up.',
  mailServerAction: 'See what is waiting',
  demoImprint: 'Your imprint still shows the demo details (name, address, phone).',
  demoImprintAction: 'Edit the imprint',
  demoPrivacy: 'Your privacy policy still shows the demo details (name, address, phone).',
  demoPrivacyAction: 'Edit the privacy policy',
  translation: (language: string, percent: number) =>
    `On the website, ${language} is ${percent}% translated.`,
  translationAction: 'See what is missing',
  placesTitle: 'Everything in the console',
};

const de: typeof en = {
  greeting: (name: string) => `Hallo, ${name}`,
  intro: 'Das ist die Verwaltung Ihrer Website. Von hier aus erreichen Sie alles:',
  messagesText: 'Was Besucher über das Kontaktformular schreiben: lesen, beantworten, ablegen.',
  subscribersText: 'Wer Ihren Newsletter bestellt hat, mit Status und Sprache; Auskunft und Löschung.',
  campaignsText: 'Einen Newsletter in einer Sprache schreiben, testen und versenden.',
  analyticsText: 'Wie viele Menschen Ihre Website besuchen, was sie lesen und woher sie kommen.',
  mediaText: 'Bilder hochladen, beschreiben und auf Ihren Seiten verwenden.',
  textsText: 'Die Texte Ihrer Website in allen Sprachen, auch die, die noch fehlen.',
  settingsText: 'Sprachen, Farben, Funktionen der Website, Weiterleitungen und Datenschutz.',
  profileText: 'Ihr Name, Ihre Sprache, Ihr Passwort und die Anmeldung in zwei Schritten.',
  usersText: 'Redakteurinnen und Redakteure einladen, Rollen ändern, Konten sperren oder entfernen.',
  auditText: 'Wer hat was wann geändert.',
  twoFactorHint:
    'Die Anmeldung in zwei Schritten ist aus. Eingeschaltet schützt sie Ihre Website auch dann, wenn Ihr Passwort bekannt wird.',
  twoFactorAction: 'Jetzt einschalten',
  figuresTitle: 'Die letzten 7 Tage',
  newMessages: (count: number) => (count === 1 ? 'neue Nachricht' : 'neue Nachrichten'),
  newSubscribers: (count: number) => (count === 1 ? 'neues Abonnement' : 'neue Abonnements'),
  visitors: (_count: number) => 'Besucher',
  tasksTitle: 'Noch zu tun',
  tasksLoading: 'Es wird geprüft, was noch zu tun ist …',
  tasksError: 'Was noch zu tun ist, konnte nicht geladen werden.',
  tasksNone: 'Nichts mehr zu tun: Ihre Website ist vollständig.',
  mailServer:
    'Es ist noch kein Mailserver eingerichtet: Antworten, Newsletter und Benachrichtigungen warten im Postausgang und erreichen niemanden. Einrichten kann ihn, wer Ihre Website betreibt.',
  mailServerAction: 'Ansehen, was wartet',
  demoImprint: 'Ihr Impressum zeigt noch die Demodaten (Name, Anschrift, Telefon).',
  demoImprintAction: 'Impressum bearbeiten',
  demoPrivacy: 'Ihre Datenschutzerklärung zeigt noch die Demodaten (Name, Anschrift, Telefon).',
  demoPrivacyAction: 'Datenschutzerklärung bearbeiten',
  translation: (language: string, percent: number) =>
    `${language} ist auf der Website zu ${percent} % übersetzt.`,
  translationAction: 'Fehlende Texte ansehen',
  placesTitle: 'Alles in der Verwaltung',
};

export const useHomeWords = defineWords({ en, de });
