/**
 * Plain-text emails the API queues in the outbox, in the recipient's language.
 */
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { contactSourceText } from '@wegweiser/contracts/contact-sources';
import { htmlEmail, textToHtml } from './html';

export type Email = {
  template: string;
  subject: string;
  bodyText: string;
  /** An HTML alternative to bodyText (sent as multipart/alternative). */
  bodyHtml?: string | null | undefined;
  /** Extra header fields such as List-Unsubscribe (checked by emails/headers.ts before they are stored). */
  headers?: Record<string, string>;
  /** The sender's display name; left out: the site's name in the recipient's language when sent. */
  fromName?: string | null | undefined;
  /** Where an answer goes (Reply-To): the owner for a reply, the visitor for a notification. */
  replyTo?: string | null | undefined;
  /**
   * A calendar invitation sent with it: an RFC 5545 VCALENDAR with its METHOD (a booking's, made
   * by emails/booking-invitation.ts), sent as the mail's text/calendar part.
   */
  calendarEvent?: string | null | undefined;
};

/** Links a newsletter email carries: every one can unsubscribe, a confirmation also confirms. */
export type NewsletterLinks = { unsubscribe: string };

/** The words of the unsubscribe link at the foot of every newsletter email. */
export const UNSUBSCRIBE_LABEL: Record<LanguageCode, string> = {
  de: 'Vom Newsletter abmelden',
  en: 'Unsubscribe from the newsletter',
  es: 'Darse de baja del boletín',
  fr: 'Se désinscrire de la newsletter',
  zh: '退订新闻通讯',
};

const unsubscribeLine: Record<LanguageCode, (link: string) => string> = {
  de: (link) => `${UNSUBSCRIBE_LABEL.de}: ${link}`,
  en: (link) => `${UNSUBSCRIBE_LABEL.en}: ${link}`,
  es: (link) => `${UNSUBSCRIBE_LABEL.es}: ${link}`,
  fr: (link) => `${UNSUBSCRIBE_LABEL.fr} : ${link}`,
  zh: (link) => `${UNSUBSCRIBE_LABEL.zh}：${link}`,
};

/**
 * The unsubscribe footer and the RFC 2369/8058 header fields every newsletter email carries, and
 * its HTML part: the plain text as HTML with the unsubscribe link at its foot, unless the email
 * brings an HTML part of its own (a campaign's rendered markdown).
 */
export function withUnsubscribe(language: LanguageCode, email: Email, links: NewsletterLinks): Email {
  return {
    ...email,
    bodyText: `${email.bodyText}\n\n--\n${unsubscribeLine[language](links.unsubscribe)}`,
    bodyHtml:
      email.bodyHtml ??
      htmlEmail({
        language,
        title: email.subject,
        body: textToHtml(email.bodyText),
        footer: { href: links.unsubscribe, label: UNSUBSCRIBE_LABEL[language] },
      }),
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const confirmation: Record<LanguageCode, (link: string, site: string) => Omit<Email, 'template'>> = {
  de: (link, site) => ({
    subject: `Bitte bestätigen Sie Ihre Newsletter-Anmeldung bei ${site}`,
    bodyText: `Guten Tag,\n\nvielen Dank für Ihr Interesse an unserem Newsletter. Bitte bestätigen Sie Ihre Anmeldung mit einem Klick auf diesen Link:\n\n${link}\n\nDer Link ist 7 Tage gültig. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach – ohne Bestätigung erhalten Sie keine weiteren Nachrichten.\n\nHerzliche Grüße\n${site}`,
  }),
  en: (link, site) => ({
    subject: `Please confirm your newsletter subscription at ${site}`,
    bodyText: `Hello,\n\nthank you for your interest in our newsletter. Please confirm your subscription by clicking this link:\n\n${link}\n\nThe link is valid for 7 days. If you did not sign up, simply ignore this email – without confirmation you will not receive anything else from us.\n\nKind regards\n${site}`,
  }),
  es: (link, site) => ({
    subject: `Confirme su suscripción al boletín de ${site}`,
    bodyText: `Hola:\n\ngracias por su interés en nuestro boletín. Confirme su suscripción haciendo clic en este enlace:\n\n${link}\n\nEl enlace es válido durante 7 días. Si no se ha suscrito, ignore este correo: sin confirmación no recibirá más mensajes.\n\nUn cordial saludo\n${site}`,
  }),
  fr: (link, site) => ({
    subject: `Veuillez confirmer votre inscription à la newsletter de ${site}`,
    bodyText: `Bonjour,\n\nmerci de votre intérêt pour notre newsletter. Veuillez confirmer votre inscription en cliquant sur ce lien :\n\n${link}\n\nLe lien est valable 7 jours. Si vous ne vous êtes pas inscrit, ignorez simplement cet e-mail : sans confirmation, vous ne recevrez rien d'autre.\n\nBien cordialement\n${site}`,
  }),
  zh: (link, site) => ({
    subject: `请确认您在 ${site} 的新闻订阅`,
    bodyText: `您好：\n\n感谢您关注我们的新闻通讯。请点击以下链接确认订阅：\n\n${link}\n\n该链接 7 天内有效。如果您并未订阅，请忽略此邮件——未经确认，您不会再收到我们的任何邮件。\n\n此致\n${site}`,
  }),
};

const alreadyActive: Record<LanguageCode, (site: string) => Omit<Email, 'template'>> = {
  de: (site) => ({
    subject: `Sie sind bereits für den Newsletter von ${site} angemeldet`,
    bodyText: `Guten Tag,\n\njemand hat diese E-Mail-Adresse erneut für unseren Newsletter angemeldet. Sie sind bereits angemeldet – es ist nichts weiter zu tun.\n\nHerzliche Grüße\n${site}`,
  }),
  en: (site) => ({
    subject: `You are already subscribed to the ${site} newsletter`,
    bodyText: `Hello,\n\nsomeone signed this email address up for our newsletter again. You are already subscribed – there is nothing else to do.\n\nKind regards\n${site}`,
  }),
  es: (site) => ({
    subject: `Ya está suscrito al boletín de ${site}`,
    bodyText: `Hola:\n\nalguien ha vuelto a suscribir esta dirección a nuestro boletín. Ya está suscrito; no tiene que hacer nada más.\n\nUn cordial saludo\n${site}`,
  }),
  fr: (site) => ({
    subject: `Vous êtes déjà inscrit à la newsletter de ${site}`,
    bodyText: `Bonjour,\n\nquelqu'un a de nouveau inscrit cette adresse à notre newsletter. Vous êtes déjà inscrit : vous n'avez rien d'autre à faire.\n\nBien cordialement\n${site}`,
  }),
  zh: (site) => ({
    subject: `您已订阅 ${site} 的新闻通讯`,
    bodyText: `您好：\n\n有人再次使用此电子邮件地址订阅了我们的新闻通讯。您已经订阅，无需任何操作。\n\n此致\n${site}`,
  }),
};

export const newsletterConfirmationEmail = (
  language: LanguageCode,
  links: NewsletterLinks & { confirm: string },
  site: string,
): Email =>
  withUnsubscribe(
    language,
    { template: 'newsletter_confirmation', ...confirmation[language](links.confirm, site) },
    links,
  );

export const newsletterAlreadyActiveEmail = (
  language: LanguageCode,
  links: NewsletterLinks,
  site: string,
): Email =>
  withUnsubscribe(
    language,
    { template: 'newsletter_already_active', ...alreadyActive[language](site) },
    links,
  );

// issue 14 inbox, issue 24 point 1: the notification speaks the owner's console language, names
// the source in words and is answered straight to the visitor; the reply goes out under the site's
// name, is answered to the owner, and quotes the message.
const NOTIFICATION_WORDS = {
  de: {
    subject: (name: string, source: string) => `Neue Nachricht von ${name} – ${source}`,
    intro: (name: string) =>
      `${name} hat Ihnen über Ihre Website geschrieben. Antworten Sie einfach auf diese E-Mail – die Antwort geht an ${name}.`,
    source: 'Gesendet von',
    email: 'E-Mail',
    phone: 'Telefon',
    page: 'Seite',
    via: (name: string, site: string) => `${name} über ${site}`,
  },
  en: {
    subject: (name: string, source: string) => `New message from ${name} – ${source}`,
    intro: (name: string) =>
      `${name} wrote to you through your website. Simply answer this email – your answer goes to ${name}.`,
    source: 'Sent from',
    email: 'Email',
    phone: 'Phone',
    page: 'Page',
    via: (name: string, site: string) => `${name} via ${site}`,
  },
} as const;

/**
 * The owner's notification of a new message, in her console language (German unless English): from
 * "{visitor} über {site}", Reply-To the visitor, the source named in words.
 */
export function contactNotificationEmail(
  message: {
    name: string;
    email: string;
    phone?: string | undefined;
    message: string;
    context?: string | undefined;
    service_name?: string | undefined;
    package_name?: string | undefined;
    post_title?: string | undefined;
    page_path?: string | undefined;
  },
  options: { language?: 'de' | 'en'; siteName?: string } = {},
): Email {
  const language = options.language ?? 'de';
  const words = NOTIFICATION_WORDS[language];
  const source = contactSourceText(
    {
      context: message.context ?? null,
      service_name: message.service_name ?? null,
      package_name: message.package_name ?? null,
      post_title: message.post_title ?? null,
    },
    language,
  );
  const lines = [
    words.intro(message.name),
    '',
    `${words.source}: ${source}`,
    message.page_path ? `${words.page}: ${message.page_path}` : null,
    `${words.email}: ${message.email}`,
    message.phone ? `${words.phone}: ${message.phone}` : null,
    '',
    message.message,
  ].filter((line) => line !== null);
  return {
    template: 'contact_notification',
    subject: words.subject(message.name, source),
    bodyText: lines.join('\n'),
    ...(options.siteName ? { fromName: words.via(message.name, options.siteName) } : {}),
    replyTo: message.email,
  };
}

const REPLY_INTRO: Record<LanguageCode, (name: string, at: string) => string> = {
  de: (name, at) => `${name} schrieb am ${at}:`,
  en: (name, at) => `${name} wrote on ${at}:`,
  es: (name, at) => `${name} escribió el ${at}:`,
  fr: (name, at) => `${name} a écrit le ${at} :`,
  zh: (name, at) => `${name} 于 ${at} 写道：`,
};

/** How many characters of the visitor's message a reply's subject quotes at most. */
const SUBJECT_WORDS_MAX = 60;

/** The message's first words for a subject: its first line, cut at a word, "…" when cut. */
export function firstWords(text: string, max = SUBJECT_WORDS_MAX): string {
  const line = (text.split(/\r?\n/).find((candidate) => candidate.trim() !== '') ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/**
 * The owner's reply to a contact message: sent under the site's name, answered to the owner
 * (`replyTo`), "Re:" and the message's first words as subject, the original quoted below it in the
 * message's language.
 */
export function contactReplyEmail(
  reply: string,
  original: { name: string; message: string; createdAt: Date; language: LanguageCode },
  sender: { siteName: string; replyTo: string },
): Email {
  const at = original.createdAt.toISOString().slice(0, 16).replace('T', ' ');
  const quoted = original.message.split(/\r?\n/).map((line) => `> ${line}`);
  const subject = firstWords(original.message);
  return {
    template: 'contact_reply',
    subject: subject ? `Re: ${subject}` : `Re: ${sender.siteName}`,
    bodyText: [reply, '', REPLY_INTRO[original.language](original.name, `${at} UTC`), ...quoted].join('\n'),
    ...(sender.siteName ? { fromName: sender.siteName } : {}),
    replyTo: sender.replyTo,
  };
}
