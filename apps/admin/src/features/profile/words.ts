/**
 * The profile's words in English and German (the German object has the English one's type): the
 * person's details and password, and two-factor sign-in.
 */
import { defineWords } from '../../shared/i18n/define-words';

const en = {
  title: 'My profile',
  detailsTitle: 'Your details',
  name: 'Name',
  email: 'Email address',
  language: 'Language of the console',
  notificationEmail: 'New messages from the website go to',
  notificationEmailHint:
    'Where you are told of messages from the contact form, and where visitors’ answers to your replies arrive. Leave it empty to use your sign-in address.',
  passwordTitle: 'Password',
  passwordIntro: 'Changing your password signs you out everywhere else.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  changePassword: 'Change password',
  passwordChanged: 'Your password has been changed.',
  twoFactor: {
    title: 'Two-factor sign-in',
    offIntro:
      'With two-factor sign-in, signing in also needs a code from an app on your phone (for example 2FAS, Aegis, Google Authenticator or 1Password).',
    on: 'Two-factor sign-in is on.',
    start: 'Set up two-factor sign-in',
    starting: 'Preparing…',
    scan: 'Scan this code with your authenticator app.',
    qrLabel: 'QR code for your authenticator app',
    secret: 'Or type this key into the app:',
    confirmCode: 'Code shown by the app',
    enable: 'Turn on',
    enabling: 'Turning on…',
    recoveryTitle: 'Your recovery codes',
    recoveryIntro:
      'Keep these codes somewhere safe. Each one works once, if you lose your phone. They are shown only now.',
    copyAll: 'Copy codes',
    downloadCodes: 'Download as a file',
    recoveryFileName: 'wegweiser-recovery-codes.txt',
    recoveryDone: 'I have saved them',
    disableTitle: 'Turn off two-factor sign-in',
    disableIntro: 'Enter your password to turn two-factor sign-in off.',
    disable: 'Turn off',
    disabling: 'Turning off…',
    newCodes: 'New recovery codes',
    newCodesIntro: 'New codes replace all earlier ones.',
    newCodesConfirm: 'Make new codes',
    continue: 'Continue',
    passwordFirst: 'To make sure it is you, enter your current password first.',
    newCodesBusy: 'Making new codes…',
  },
};

const de: typeof en = {
  title: 'Mein Profil',
  detailsTitle: 'Ihre Angaben',
  name: 'Name',
  email: 'E-Mail-Adresse',
  language: 'Sprache der Verwaltung',
  notificationEmail: 'Neue Nachrichten der Website an',
  notificationEmailHint:
    'Hierhin kommen die Hinweise auf Nachrichten aus dem Kontaktformular und die Antworten der Besucher auf Ihre Antworten. Leer lassen: an Ihre Anmelde-Adresse.',
  passwordTitle: 'Passwort',
  passwordIntro: 'Wenn Sie Ihr Passwort ändern, werden Sie überall sonst abgemeldet.',
  currentPassword: 'Aktuelles Passwort',
  newPassword: 'Neues Passwort',
  changePassword: 'Passwort ändern',
  passwordChanged: 'Ihr Passwort wurde geändert.',
  twoFactor: {
    title: 'Anmeldung in zwei Schritten',
    offIntro:
      'Mit der Anmeldung in zwei Schritten braucht die Anmeldung zusätzlich einen Code aus einer App auf Ihrem Telefon (zum Beispiel 2FAS, Aegis, Google Authenticator oder 1Password).',
    on: 'Die Anmeldung in zwei Schritten ist eingeschaltet.',
    start: 'Anmeldung in zwei Schritten einrichten',
    starting: 'Wird vorbereitet …',
    scan: 'Scannen Sie diesen Code mit Ihrer Authenticator-App.',
    qrLabel: 'QR-Code für Ihre Authenticator-App',
    secret: 'Oder tippen Sie diesen Schlüssel in die App ein:',
    confirmCode: 'Code aus der App',
    enable: 'Einschalten',
    enabling: 'Wird eingeschaltet …',
    recoveryTitle: 'Ihre Wiederherstellungscodes',
    recoveryIntro:
      'Bewahren Sie diese Codes sicher auf. Jeder funktioniert einmal, falls Sie Ihr Telefon verlieren. Sie werden nur jetzt angezeigt.',
    copyAll: 'Codes kopieren',
    downloadCodes: 'Als Datei herunterladen',
    recoveryFileName: 'wegweiser-wiederherstellungscodes.txt',
    recoveryDone: 'Ich habe sie gesichert',
    disableTitle: 'Anmeldung in zwei Schritten ausschalten',
    disableIntro: 'Geben Sie Ihr Passwort ein, um die Anmeldung in zwei Schritten auszuschalten.',
    disable: 'Ausschalten',
    disabling: 'Wird ausgeschaltet …',
    newCodes: 'Neue Wiederherstellungscodes',
    newCodesIntro: 'Neue Codes ersetzen alle bisherigen.',
    newCodesConfirm: 'Neue Codes erzeugen',
    continue: 'Weiter',
    passwordFirst: 'Damit sicher ist, dass Sie es sind: Geben Sie zuerst Ihr aktuelles Passwort ein.',
    newCodesBusy: 'Neue Codes werden erzeugt …',
  },
};

export const useProfileWords = defineWords({ en, de });
