import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlEmail, textToHtml } from './html';
import { newsletterAlreadyActiveEmail, newsletterConfirmationEmail } from './templates';

const LINKS = {
  confirm: 'https://coach.example/api/newsletter/confirm/abc_DEF-1/',
  unsubscribe: 'https://coach.example/api/newsletter/unsubscribe/xyz/',
};

describe('the HTML part of emails', () => {
  it('escapes every character that could end an element or an attribute', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;&#60;/a&#62;',
    );
  });

  it('keeps paragraphs and line breaks, and makes only http(s) links clickable', () => {
    const html = textToHtml(
      'Hallo,\n\nbitte hier klicken:\nhttps://a.example/x/?q=1&r=2.\n\nmailto:x@y.z javascript:alert(1)',
    );
    expect(html).toBe(
      '<p style="margin:0 0 16px">Hallo,</p>' +
        '<p style="margin:0 0 16px">bitte hier klicken:<br><a href="https://a.example/x/?q=1&#38;r=2" style="color:#1d4ed8">https://a.example/x/?q=1&#38;r=2</a>.</p>' +
        '<p style="margin:0 0 16px">mailto:x@y.z javascript:alert(1)</p>',
    );
  });

  it('never lets text become markup, link or not', () => {
    const html = textToHtml('<script>alert(1)</script> https://a.example/"><img src=x onerror=alert(1)>');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&#60;script&#62;');
    expect(html).toContain('<a href="https://a.example/" style="color:#1d4ed8">');
  });

  it('is a whole document in the language, with the footer link only when given', () => {
    const document = htmlEmail({ language: 'zh', title: 'A & B', body: '<p>x</p>' });
    expect(document).toMatch(/^<!doctype html><html lang="zh">/);
    expect(document).toContain('<title>A &#38; B</title>');
    expect(document).not.toContain('<hr');
    const withFooter = htmlEmail({
      language: 'de',
      title: 't',
      body: '',
      footer: { href: 'https://x.example/u/"', label: 'Abmelden' },
    });
    expect(withFooter).toContain('<a href="https://x.example/u/&#34;" style="color:#52606d">Abmelden</a>');
  });

  it('gives every newsletter email an HTML part beside its text, in its language, with both links', () => {
    for (const language of ['de', 'en', 'es', 'fr', 'zh'] as const) {
      const confirmation = newsletterConfirmationEmail(language, LINKS, 'Wegweiser');
      expect(confirmation.bodyText).toContain(LINKS.confirm);
      expect(confirmation.bodyHtml).toContain(`<html lang="${language}">`);
      expect(confirmation.bodyHtml).toContain(`<a href="${LINKS.confirm}"`);
      expect(confirmation.bodyHtml).toContain(`<a href="${LINKS.unsubscribe}"`);
      // The text's own unsubscribe line is not repeated in the HTML body: the footer link says it.
      expect(confirmation.bodyHtml?.match(/unsubscribe\/xyz/g)).toHaveLength(1);
      const notice = newsletterAlreadyActiveEmail(language, LINKS, 'Wegweiser');
      expect(notice.bodyHtml).toContain(`<a href="${LINKS.unsubscribe}"`);
    }
  });
});
