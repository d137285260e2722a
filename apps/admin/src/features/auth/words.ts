/**
 * The words of a forgotten password (issue 24 point 10; decision 090) in English and German (the
 * German object has the English one's type, so a missing key fails the type check): the link on
 * the sign-in page, asking for a mail, the mailed link's page, and — while the website cannot send
 * mail — the shell command whoever runs the server can use instead.
 */
import { PASSWORD_SHELL_COMMAND } from '@wegweiser/contracts/admin-auth';
import { useI18n } from '../../shared/i18n/i18n-provider';

const en = {
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

/** Only addresses a shell reads as one plain word go into the command; anything else: the placeholder. */
const SHELL_SAFE_ADDRESS = /^[A-Za-z0-9._+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

export function usePasswordWords() {
  const { language } = useI18n();
  const w = language === 'de' ? de : en;
  return {
    w,
    /** `npm run owner -- password --email`, then her address when she typed a plain one. */
    shellCommand: (email: string | undefined) => ({
      command: PASSWORD_SHELL_COMMAND,
      address: email && SHELL_SAFE_ADDRESS.test(email.trim()) ? email.trim().toLowerCase() : w.noMail.address,
    }),
  };
}
