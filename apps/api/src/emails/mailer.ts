/**
 * Sends an outbox email through SMTP with nodemailer (decision 054): From is MAIL_FROM's address
 * under the name the worker chose (decision 082), Reply-To the row's when it has one, To the row's
 * recipient, the text part always, the HTML part when the row has one, and the row's extra header
 * fields (List-Unsubscribe, List-Unsubscribe-Post) as they were checked by emails/headers.ts, and
 * the calendar invitation when it has one (decision 101): a text/calendar part with its METHOD.
 */
import { createTransport } from 'nodemailer';
import type { MailConfig } from '../config';
import { withoutSmtpSecret } from '../lib/log-redaction';

/**
 * What the mailer sends of an outbox email (the worker's claimed row has these fields and more;
 * emails/ knows no repository, decision 094).
 */
export type OutgoingEmail = {
  id: string;
  recipient: string;
  subject: string;
  bodyText: string;
  bodyHtml: string | null;
  headers: Record<string, string>;
  replyTo: string | null;
  /** A VCALENDAR to send as the text/calendar alternative (null: none). */
  calendarEvent?: string | null | undefined;
};

/** The METHOD a VCALENDAR states (the text/calendar part names it too); PUBLISH when it states none. */
export function calendarMethod(calendar: string): string {
  return /^METHOD:([A-Z-]+)\r?$/m.exec(calendar)?.[1] ?? 'PUBLISH';
}

export type Mailer = {
  /** `senderName`: the display name of From (null: the bare address). */
  send: (email: OutgoingEmail, senderName: string | null) => Promise<void>;
  close: () => void;
};

/** Short network timeouts: a hanging server costs one attempt, not the worker's whole lease. */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };
const MAX_ERROR_LENGTH = 500;

export function createSmtpMailer(mail: MailConfig & { smtpUrl: string }): Mailer {
  const transport = createTransport({ url: mail.smtpUrl, pool: true, maxConnections: 2, ...TIMEOUTS });
  const domain = /@([^>\s]+)$/.exec(mail.fromAddress)?.[1] ?? 'localhost';
  return {
    async send(email, senderName) {
      await transport.sendMail({
        // nodemailer quotes and encodes the name; the address is MAIL_FROM's.
        from: senderName ? { name: senderName, address: mail.fromAddress } : mail.fromAddress,
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
        to: email.recipient,
        subject: email.subject,
        text: email.bodyText,
        ...(email.bodyHtml ? { html: email.bodyHtml } : {}),
        headers: email.headers,
        // nodemailer adds it as `text/calendar; method=…` beside the text and HTML, where
        // calendars look for an invitation (RFC 6047).
        ...(email.calendarEvent
          ? {
              icalEvent: {
                method: calendarMethod(email.calendarEvent),
                filename: 'invite.ics',
                content: email.calendarEvent,
              },
            }
          : {}),
        // The same Message-ID on every attempt: a receiver can tell a retried copy from a new mail.
        messageId: `<${email.id}@${domain}>`,
      });
    },
    close: () => transport.close(),
  };
}

/**
 * What an outbox row records of a failed attempt: the SMTP reply or the network error's code and
 * message, one line, bounded, without the SMTP password.
 */
export function deliveryError(error: unknown, smtpUrl: string | null): string {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    responseCode?: unknown;
    response?: unknown;
    message?: unknown;
  };
  const parts = [
    typeof fields.code === 'string' ? fields.code : null,
    typeof fields.responseCode === 'number' ? String(fields.responseCode) : null,
    typeof fields.response === 'string'
      ? fields.response
      : typeof fields.message === 'string'
        ? fields.message
        : String(error),
  ].filter((part): part is string => part !== null && part !== '');
  const text = withoutSmtpSecret(parts.join(' '), smtpUrl)
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .trim();
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text;
}
