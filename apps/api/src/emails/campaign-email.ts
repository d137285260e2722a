/**
 * A campaign's mail (decision 059): the markdown as the plain-text part, and as HTML drawn by the
 * site's own sanitizing renderer (@wegweiser/markdown) — raw HTML never renders, unsafe links are
 * dropped, and nothing is added: no tracking pixel, no rewritten link. Site-relative links and
 * images are made absolute in both parts (a mail has no page to be relative to). Every mail carries its own
 * unsubscribe link and the List-Unsubscribe header fields.
 */
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { markdownToHtml } from '@wegweiser/markdown/static-html';
import { htmlEmail } from './html';
import { type Email, UNSUBSCRIBE_LABEL, withUnsubscribe } from './templates';

export const CAMPAIGN_TEMPLATE = 'newsletter_campaign';
/** A test is the owner's, not the newsletter's: it counts in no subscriber's mail limit or export. */
export const CAMPAIGN_TEST_TEMPLATE = 'campaign_test';
export const TEST_SUBJECT_PREFIX = '[Test] ';

export type CampaignContent = { language: LanguageCode; subject: string; markdown: string };

/** `href="/…"` and `src="/…"` (not protocol-relative `//…`) prefixed with the public origin. */
export function absoluteUrls(html: string, publicUrl: string): string {
  return html.replace(/(\s(?:href|src)=")\/(?!\/)/g, (_, attribute: string) => `${attribute}${publicUrl}/`);
}

/**
 * The plain-text part's links made absolute too (issue 24 point 8): a reader of the text part sees
 * `[Termin](https://example.org/contact)`, not a path no mail program can open. Rewrites inline
 * link and image targets `](/…)` and reference definitions `[x]: /…`; protocol-relative `//…` and
 * absolute URLs stay as written.
 */
export function absoluteMarkdownLinks(markdown: string, publicUrl: string): string {
  return markdown
    .replace(/(\]\(\s*<?)\/(?!\/)/g, (_, opening: string) => `${opening}${publicUrl}/`)
    .replace(/^( {0,3}\[[^\]\n]+\]:[ \t]*<?)\/(?!\/)/gm, (_, opening: string) => `${opening}${publicUrl}/`);
}

/** The HTML part: the rendered markdown in the newsletter's document, the unsubscribe link below. */
export function campaignHtml(content: CampaignContent, unsubscribe: string, publicUrl: string): string {
  return htmlEmail({
    language: content.language,
    title: content.subject,
    body: absoluteUrls(markdownToHtml(content.markdown), publicUrl),
    footer: { href: unsubscribe, label: UNSUBSCRIBE_LABEL[content.language] },
  });
}

/** The mail to one subscriber, with their own unsubscribe link (text footer, HTML and headers). */
export function campaignEmail(content: CampaignContent, unsubscribe: string, publicUrl: string): Email {
  return withUnsubscribe(
    content.language,
    {
      template: CAMPAIGN_TEMPLATE,
      subject: content.subject,
      bodyText: absoluteMarkdownLinks(content.markdown, publicUrl),
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
