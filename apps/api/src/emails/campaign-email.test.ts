import { describe, expect, it } from 'vitest';
import { absoluteMarkdownLinks, campaignEmail } from './campaign-email';

const SITE = 'https://coaching.example';

describe("a campaign's plain-text part (issue 24 point 8)", () => {
  it('carries absolute links: inline links, images and reference definitions', () => {
    const markdown = [
      'Buchen Sie [ein Gespräch](/contact) oder lesen Sie [mehr](</blog/ruhe> "Ruhe").',
      '![Anna](/media/anna.jpg)',
      '[angebot]: /services/packages',
    ].join('\n');
    expect(absoluteMarkdownLinks(markdown, SITE)).toBe(
      [
        `Buchen Sie [ein Gespräch](${SITE}/contact) oder lesen Sie [mehr](<${SITE}/blog/ruhe> "Ruhe").`,
        `![Anna](${SITE}/media/anna.jpg)`,
        `[angebot]: ${SITE}/services/packages`,
      ].join('\n'),
    );
  });

  it('leaves absolute, protocol-relative and mail links and plain text as written', () => {
    const markdown =
      '[a](https://other.example/x) [b](//cdn.example/y) [c](mailto:anna@example.org) 50/50 und a/b (/nicht ein Link)';
    expect(absoluteMarkdownLinks(markdown, SITE)).toBe(markdown);
  });

  it('is what the mail sends as its text part, beside the HTML part', () => {
    const mail = campaignEmail(
      { language: 'de', subject: 'Neu', markdown: 'Hier: [Kontakt](/contact)' },
      `${SITE}/api/newsletter/unsubscribe/t/`,
      SITE,
    );
    expect(mail.bodyText).toContain(`[Kontakt](${SITE}/contact)`);
    expect(mail.bodyHtml).toContain(`href="${SITE}/contact"`);
  });
});
