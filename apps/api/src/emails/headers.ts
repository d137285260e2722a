/**
 * The one place that turns an email into an outbox row (decision 020). Whatever a header field is
 * built from — a site name, a contact's name, an address from a form — no CR, LF or other control
 * character can reach it: text is flattened to one line, an address with one is refused.
 */
import type { LanguageCode } from '@wegweiser/contracts/constants';
import type { Email } from './templates';

/** C0 controls (CR, LF, TAB, NUL …), DEL, C1 controls and the Unicode line/paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const CONTROLS = /[\p{Cc}\u2028\u2029]+/gu;
/** A header field name (RFC 5322 section 2.2): printable US-ASCII except the colon. */
const FIELD_NAME = /^[!-9;-~]+$/;
/** Fields the mail sender sets itself from the row's own columns. */
const RESERVED = new Set(['from', 'to', 'cc', 'bcc', 'subject', 'reply-to', 'sender', 'date', 'message-id']);

export class MailHeaderError extends Error {
  override name = 'MailHeaderError';
}

/** One line of header text: every run of control characters becomes one space. */
export function headerText(value: string): string {
  return value.replace(CONTROLS, ' ').replace(/ {2,}/g, ' ').trim();
}

/** An address for To/Reply-To: refused (not repaired) when it holds a control character. */
export function headerAddress(value: string): string {
  if (CONTROL.test(value) || value.trim() === '' || !value.includes('@')) {
    throw new MailHeaderError('an email address for a mail header is not a single-line address');
  }
  return value.trim();
}

/** Extra header fields: a valid, non-reserved name and a one-line value each. */
export function headerFields(fields: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (!FIELD_NAME.test(name) || RESERVED.has(name.toLowerCase())) {
      throw new MailHeaderError(`"${name.replace(CONTROLS, '?')}" is not an extra header field name`);
    }
    result[name] = headerText(value);
  }
  return result;
}

/** The row to insert into outbox_emails: every header-bound value passes through the guards above. */
export function outboxRow(email: Email, recipient: string, languageCode: LanguageCode) {
  return {
    template: email.template,
    subject: headerText(email.subject),
    bodyText: email.bodyText,
    bodyHtml: email.bodyHtml ?? null,
    headers: headerFields(email.headers ?? {}),
    fromName: email.fromName ? headerText(email.fromName) || null : null,
    replyTo: email.replyTo ? headerAddress(email.replyTo) : null,
    calendarEvent: email.calendarEvent ?? null,
    recipient: headerAddress(recipient),
    languageCode,
  };
}
