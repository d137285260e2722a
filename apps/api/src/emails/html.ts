/**
 * The HTML part of the emails that have one (issue 14 point 2: "a plain-text part beside HTML"):
 * one small, inline-styled document for every newsletter email — the double opt-in, the "already
 * subscribed" notice and campaigns (decision 059) — with the unsubscribe link at its foot. Nothing
 * is loaded from elsewhere and nothing is tracked: no image, no script, no rewritten link.
 */
import type { LanguageCode } from '@wegweiser/contracts/constants';

/** Text for HTML: the five characters that could end an element or an attribute. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** http(s) links in plain text, up to whitespace or a character that cannot end a URL we write. */
const LINK = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g;

/**
 * Plain text as HTML: paragraphs at blank lines, line breaks kept, every character escaped and each
 * http(s) link made clickable (its text is the link itself, so the reader sees where it goes).
 */
export function textToHtml(text: string): string {
  const linked = (line: string) => {
    let html = '';
    let last = 0;
    for (const match of line.matchAll(LINK)) {
      const url = match[0];
      html += `${escapeHtml(line.slice(last, match.index))}<a href="${escapeHtml(url)}" style="color:#1d4ed8">${escapeHtml(url)}</a>`;
      last = match.index + url.length;
    }
    return html + escapeHtml(line.slice(last));
  };
  return text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => `<p style="margin:0 0 16px">${paragraph.split('\n').map(linked).join('<br>')}</p>`)
    .join('');
}

export type HtmlEmail = {
  language: LanguageCode;
  /** The subject, as the document's title. */
  title: string;
  /** The body, already HTML (escaped or sanitized by the caller). */
  body: string;
  /** The small link at the foot (the unsubscribe link of newsletter emails). */
  footer?: { href: string; label: string } | undefined;
};

/** The whole HTML document of an email: the body in a readable column, the footer link below it. */
export function htmlEmail({ language, title, body, footer }: HtmlEmail): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(language)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px 16px;background:#ffffff;color:#1f2933;',
    'font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.6">',
    `<div style="max-width:600px;margin:0 auto">${body}`,
    footer
      ? [
          '<hr style="border:0;border-top:1px solid #d9e2ec;margin:32px 0 16px">',
          `<p style="font-size:13px;color:#52606d"><a href="${escapeHtml(footer.href)}" style="color:#52606d">`,
          `${escapeHtml(footer.label)}</a></p>`,
        ].join('')
      : '',
    '</div></body></html>',
  ].join('');
}
