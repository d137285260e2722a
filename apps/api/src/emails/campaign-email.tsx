/**
 * A campaign's mail (decision 059): the markdown as the plain-text part, and as HTML drawn by the
 * site's own sanitizing renderer (@wegweiser/markdown) — raw HTML never renders, unsafe links are
 * dropped, and nothing is added: no tracking pixel, no rewritten link. Site-relative links and
 * images are made absolute (a mail has no page to be relative to). Every mail carries its own
 * unsubscribe link and the List-Unsubscribe header fields.
 */
import type { LanguageCode } from '@wegweiser/contracts/constants';
import MarkdownRenderer from '@wegweiser/markdown';
import { renderToStaticMarkup } from 'react-dom/server';
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

function CampaignDocument({ content, unsubscribe }: { content: CampaignContent; unsubscribe: string }) {
  return (
    <html lang={content.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{content.subject}</title>
      </head>
      <body
        style={{
          margin: 0,
          padding: '24px 16px',
          background: '#ffffff',
          color: '#1f2933',
          fontFamily: 'Helvetica, Arial, sans-serif',
          fontSize: '16px',
          lineHeight: 1.6,
        }}
      >
        <div style={{ maxWidth: '600px', margin: '0 auto' }}>
          <MarkdownRenderer source={content.markdown} />
          <hr style={{ border: 0, borderTop: '1px solid #d9e2ec', margin: '32px 0 16px' }} />
          <p style={{ fontSize: '13px', color: '#52606d' }}>
            <a href={unsubscribe} style={{ color: '#52606d' }}>
              {UNSUBSCRIBE_LABEL[content.language]}
            </a>
          </p>
        </div>
      </body>
    </html>
  );
}

/** The HTML part: a small document around the rendered markdown and the unsubscribe link. */
export function campaignHtml(content: CampaignContent, unsubscribe: string, publicUrl: string): string {
  const html = renderToStaticMarkup(<CampaignDocument content={content} unsubscribe={unsubscribe} />);
  return `<!doctype html>${absoluteUrls(html, publicUrl)}`;
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
