/**
 * The words of the screens before sign-in in English and German (the German object has the English
 * one's type, so a missing key fails the type check): signing in, the first owner's setup, an
 * accepted invitation, and a forgotten password (issue 24 point 10; decision 090) — the link on the
 * sign-in page, asking for a mail, the mailed link's page, and, while the website cannot send mail,
 * the shell command whoever runs the server can use instead.
 */
import { PASSWORD_SHELL_COMMAND } from '@wegweiser/contracts/admin-auth';
import { defineWords } from '../../shared/i18n/define-words';

const en = {
  signIn: {
    title: 'Sign in',
    intro: 'Sign in to edit your website.',
    email: 'Email address',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    secondFactorTitle: 'Two-factor sign-in',
    secondFactorIntro: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    code: 'Code',
    codeHint: '6 digits, or a recovery code such as abcde-12345',
    verify: 'Confirm',
    startOver: 'Use a different account',
    lockedTitle: 'Too many attempts',
    lockedUntil: (time: string, minutes: number) =>
      `Signing in is paused for safety. Try again at ${time} (in about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}).`,
    noOwner:
      'This website has no owner yet. Open the setup link that the server wrote to its log when it started.',
    expiredTitle: 'Your session has ended',
    expiredIntro: 'Sign in again to continue. What you typed stays where it is.',
  },
  setup: {
    title: 'Set up your console',
    intro: 'Create the owner account. The owner can do everything and invite editors later.',
    name: 'Your name',
    email: 'Email address',
    notificationEmail: 'New messages from the website go to',
    notificationEmailHint:
      'Where you are told of messages from the contact form, and where visitors’ answers to your replies arrive. Leave it empty to use the address above.',
    password: 'Password',
    submit: 'Create owner account',
    submitting: 'Creating…',
    missingToken:
      'This page needs the setup link that the server wrote to its log. Copy the whole link into the address bar.',
    ownerExists: 'This website already has an owner.',
    goToSignIn: 'Go to sign-in',
  },
  invitation: {
    title: 'Accept your invitation',
    intro: 'Choose your name as others will see it, and a password.',
    name: 'Your name',
    password: 'Password',
    submit: 'Create my account',
    submitting: 'Creating…',
    missingToken:
      'This page needs the invitation link you were sent. Copy the whole link into the address bar.',
  },
  forgotLink: 'Forgot your password?',
  forgot: {
    title: 'Forgot your password',
    intro: 'Type the email address you sign in with. You will get a link to set a new password.',
    email: 'Email address',
    submit: 'Send the link',
    submitting: 'Sending …',
    sent: 'If there is an account with this address, an email with a link is on its way. The link works for one hour.',
    sentHint:
      'Nothing there after a few minutes? Look in your spam folder, check the address, or ask once more.',
    askAgain: 'Ask once more',
    backToSignIn: 'Back to sign-in',
  },
  noMail: {
    titleOnSignIn: 'Forgot your password?',
    title: 'How to get a new password',
    text: 'This website cannot send email yet, so no link can come by email. Whoever runs the server for you can set a new password with this command:',
    address: '<your email address>',
    after:
      'The command asks for the new password twice. Then sign in here with it; you can change it any time under “My profile”.',
    copy: 'Copy the command',
  },
  reset: {
    title: 'Choose a new password',
    intro:
      'Type your new password twice. Once it is saved, everyone signed in with your account is signed out, on every device.',
    password: 'New password',
    passwordAgain: 'New password again',
    passwordsDiffer: 'The two passwords are not the same.',
    submit: 'Save the new password',
    submitting: 'Saving …',
    done: 'Your new password is saved. Sign in with it now. If you use two-step sign-in, the code from your app is still asked for.',
    signIn: 'Go to sign-in',
    linkInvalid:
      'This link no longer works: it has been used already or is older than one hour. Ask for a new one — it takes a minute.',
    askNew: 'Ask for a new link',
    missingToken:
      'This page needs the link from the email. Open the link in the email, or copy the whole link into the address bar.',
  },
};

const de: typeof en = {
  signIn: {
    title: 'Anmelden',
    intro: 'Melden Sie sich an, um Ihre Website zu bearbeiten.',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    submit: 'Anmelden',
    submitting: 'Anmeldung läuft …',
    secondFactorTitle: 'Anmeldung in zwei Schritten',
    secondFactorIntro:
      'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App oder einen Ihrer Wiederherstellungscodes ein.',
    code: 'Code',
    codeHint: '6 Ziffern oder ein Wiederherstellungscode wie abcde-12345',
    verify: 'Bestätigen',
    startOver: 'Mit einem anderen Konto anmelden',
    lockedTitle: 'Zu viele Versuche',
    lockedUntil: (time: string, minutes: number) =>
      `Die Anmeldung ist zur Sicherheit pausiert. Versuchen Sie es um ${time} Uhr wieder (in etwa ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'}).`,
    noOwner:
      'Diese Website hat noch keine Inhaberin und keinen Inhaber. Öffnen Sie den Einrichtungslink, den der Server beim Start in sein Protokoll geschrieben hat.',
    expiredTitle: 'Ihre Sitzung ist abgelaufen',
    expiredIntro: 'Melden Sie sich erneut an, um weiterzuarbeiten. Ihre Eingaben bleiben, wo sie sind.',
  },
  setup: {
    title: 'Verwaltung einrichten',
    intro:
      'Legen Sie das Inhaber-Konto an. Es darf alles und kann später Redakteurinnen und Redakteure einladen.',
    name: 'Ihr Name',
    email: 'E-Mail-Adresse',
    notificationEmail: 'Neue Nachrichten der Website an',
    notificationEmailHint:
      'Hierhin kommen die Hinweise auf Nachrichten aus dem Kontaktformular und die Antworten der Besucher auf Ihre Antworten. Leer lassen: an die Adresse oben.',
    password: 'Passwort',
    submit: 'Inhaber-Konto anlegen',
    submitting: 'Wird angelegt …',
    missingToken:
      'Diese Seite braucht den Einrichtungslink aus dem Protokoll des Servers. Kopieren Sie den ganzen Link in die Adresszeile.',
    ownerExists: 'Diese Website hat bereits ein Inhaber-Konto.',
    goToSignIn: 'Zur Anmeldung',
  },
  invitation: {
    title: 'Einladung annehmen',
    intro: 'Wählen Sie Ihren Namen, wie andere ihn sehen, und ein Passwort.',
    name: 'Ihr Name',
    password: 'Passwort',
    submit: 'Mein Konto anlegen',
    submitting: 'Wird angelegt …',
    missingToken:
      'Diese Seite braucht den Einladungslink, den Sie bekommen haben. Kopieren Sie den ganzen Link in die Adresszeile.',
  },
  forgotLink: 'Passwort vergessen?',
  forgot: {
    title: 'Passwort vergessen',
    intro:
      'Geben Sie die E-Mail-Adresse ein, mit der Sie sich anmelden. Sie bekommen einen Link, mit dem Sie ein neues Passwort festlegen.',
    email: 'E-Mail-Adresse',
    submit: 'Link senden',
    submitting: 'Wird gesendet …',
    sent: 'Wenn es ein Konto mit dieser Adresse gibt, ist eine E-Mail mit einem Link unterwegs. Der Link gilt eine Stunde.',
    sentHint:
      'Nach ein paar Minuten noch nichts da? Sehen Sie im Spam-Ordner nach, prüfen Sie die Adresse oder fordern Sie den Link noch einmal an.',
    askAgain: 'Noch einmal anfordern',
    backToSignIn: 'Zurück zur Anmeldung',
  },
  noMail: {
    titleOnSignIn: 'Passwort vergessen?',
    title: 'So bekommen Sie ein neues Passwort',
    text: 'Diese Website kann noch keine E-Mails senden, deshalb kann kein Link per E-Mail kommen. Wer den Server für Sie betreibt, kann Ihnen mit diesem Befehl ein neues Passwort setzen:',
    address: '<Ihre E-Mail-Adresse>',
    after:
      'Der Befehl fragt das neue Passwort zweimal ab. Danach melden Sie sich hier damit an; unter „Mein Profil“ können Sie es jederzeit ändern.',
    copy: 'Befehl kopieren',
  },
  reset: {
    title: 'Neues Passwort festlegen',
    intro:
      'Geben Sie Ihr neues Passwort zweimal ein. Sobald es gespeichert ist, wird Ihr Konto überall abgemeldet, auf jedem Gerät.',
    password: 'Neues Passwort',
    passwordAgain: 'Neues Passwort wiederholen',
    passwordsDiffer: 'Die beiden Passwörter stimmen nicht überein.',
    submit: 'Neues Passwort speichern',
    submitting: 'Wird gespeichert …',
    done: 'Ihr neues Passwort ist gespeichert. Melden Sie sich jetzt damit an. Wenn Sie die Anmeldung in zwei Schritten nutzen, fragt die Verwaltung weiterhin nach dem Code aus Ihrer App.',
    signIn: 'Zur Anmeldung',
    linkInvalid:
      'Dieser Link funktioniert nicht mehr: Er wurde schon benutzt oder ist älter als eine Stunde. Fordern Sie einfach einen neuen an – das dauert eine Minute.',
    askNew: 'Neuen Link anfordern',
    missingToken:
      'Diese Seite braucht den Link aus der E-Mail. Öffnen Sie den Link in der E-Mail oder kopieren Sie den ganzen Link in die Adresszeile.',
  },
};

export const useAuthWords = defineWords({ en, de });

/** Only addresses a shell reads as one plain word go into the command; anything else: the placeholder. */
const SHELL_SAFE_ADDRESS = /^[A-Za-z0-9._+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/**
 * `npm run owner -- password --email`, then her address when she typed a plain one, else the
 * placeholder (`w.noMail.address`).
 */
export function shellCommand(email: string | undefined, placeholder: string) {
  return {
    command: PASSWORD_SHELL_COMMAND,
    address: email && SHELL_SAFE_ADDRESS.test(email.trim()) ? email.trim().toLowerCase() : placeholder,
  };
}
