/**
 * A campaign's mail (decision 059): the markdown as the plain-text part, and as HTML drawn by the
 * site's own sanitizing renderer (@wegweiser/markdown) — raw HTML never renders, unsafe links are
 * dropped, and nothing is added: no tracking pixel, no rewritten link. Site-relative links and
 * images are made absolute (a mail has no page to be relative to). Every mail carries its own
 * unsubscribe link and the List-Unsubscribe header fields.
 */
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { markdownToHtml } from '@wegweiser/markdown/static-html';
import { type Email, withUnsubscribe } from './templates';

export const CAMPAIGN_TEMPLATE = 'newsletter_campaign';
/** A test is the owner's, not the newsletter's: it counts in no subscriber's mail limit or export. */
export const CAMPAIGN_TEST_TEMPLATE = 'campaign_test';
export const TEST_SUBJECT_PREFIX = '[Test] ';

const UNSUBSCRIBE_LABEL: Record<LanguageCode, string> = {
  de: 'Vom Newsletter abmelden',
  en: 'Unsubscribe from the newsletter',
  es: 'Darse de baja del boletín',
  fr: 'Se désinscrire de la newsletter',
  zh: '退订新闻通讯',
};

export type CampaignContent = { language: LanguageCode; subject: string; markdown: string };

/** `href="/…"` and `src="/…"` (not protocol-relative `//…`) prefixed with the public origin. */
export function absoluteUrls(html: string, publicUrl: string): string {
  return html.replace(/(\s(?:href|src)=")\/(?!\/)/g, (_, attribute: string) => `${attribute}${publicUrl}/`);
}

/** Text for HTML: the five characters that could end an element or an attribute. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The HTML part: a small document around the rendered markdown and the unsubscribe link. */
export function campaignHtml(content: CampaignContent, unsubscribe: string, publicUrl: string): string {
  const body = absoluteUrls(markdownToHtml(content.markdown), publicUrl);
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(content.language)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px 16px;background:#ffffff;color:#1f2933;',
    'font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.6">',
    `<div style="max-width:600px;margin:0 auto">${body}`,
    '<hr style="border:0;border-top:1px solid #d9e2ec;margin:32px 0 16px">',
    `<p style="font-size:13px;color:#52606d"><a href="${escapeHtml(unsubscribe)}" style="color:#52606d">`,
    `${escapeHtml(UNSUBSCRIBE_LABEL[content.language])}</a></p></div></body></html>`,
  ].join('');
}

/** The mail to one subscriber, with their own unsubscribe link (text footer, HTML and headers). */
export function campaignEmail(content: CampaignContent, unsubscribe: string, publicUrl: string): Email {
  return withUnsubscribe(
    content.language,
    {
      template: CAMPAIGN_TEMPLATE,
      subject: content.subject,
      bodyText: content.markdown,
      bodyHtml: campaignHtml(content, unsubscribe, publicUrl),
    },
    { unsubscribe },
  );
}

/**
 * The test to the owner: the same mail with "[Test] " before the subject and a placeholder in place
 * of an unsubscribe link (the owner is no subscriber), without the List-Unsubscribe fields.
 */
export function campaignTestEmail(content: CampaignContent, publicUrl: string): Email {
  const placeholder = `${publicUrl}/api/newsletter/unsubscribe/test/`;
  const mail = campaignEmail(content, placeholder, publicUrl);
  return {
    ...mail,
    template: CAMPAIGN_TEST_TEMPLATE,
    subject: `${TEST_SUBJECT_PREFIX}${content.subject}`,
    headers: {},
  };
}
