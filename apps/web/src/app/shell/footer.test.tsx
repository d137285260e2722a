import type { FooterItem } from '@wegweiser/contracts';
import { footerItemFixture } from '@wegweiser/contracts/testing';
import { describe, expect, it } from 'vitest';
import { Footer } from './footer';
import { renderWithApp, testSettings } from './layout-test-services';

const item = (id: number, patch: Partial<FooterItem>) => footerItemFixture({ id, order: id, ...patch });

const contactItem = item(1, { show_in_contact: true });
const socialItem = item(2, {
  show_in_social: true,
  url: 'https://www.linkedin.com/company/w',
  is_external: true,
  icon_name: 'linkedin',
  translated_title: 'LinkedIn',
  translated_display_text: 'Wegweiser auf LinkedIn',
});
const social = {
  language_code: 'de',
  facebook_url: 'facebook.com/wegweiser',
  instagram_url: 'https://instagram.com/wegweiser',
  linkedin_url: '',
  x_url: 'https://x.com/wegweiser',
  reddit_url: 'https://reddit.com/r/w',
};
const loaded = (items: FooterItem[]) => ({
  'footer-items:de': { ok: true as const, data: items },
  'social-media:de': { ok: true as const, data: social },
});
const texts = {
  footer_copyright: '© {year} {site_name}. Alle Rechte vorbehalten.',
  footer_contact_title: 'Kontakt',
  footer_social_title: 'Folgen Sie mir',
  footer_legal_privacy: 'Datenschutz',
  footer_button_text: 'Kennenlerngespräch vereinbaren',
  newsletter_title: 'Impulse für Ihren Weg',
};

const render = (settings = testSettings(), items = [contactItem, socialItem], extra = {}) =>
  renderWithApp(<Footer />, { settings, resources: { ...loaded(items), ...extra }, texts });

describe('Footer', () => {
  it('shows company info with brand, site_description and the social icons switched on', () => {
    const html = render();
    expect(html).toContain('data-footer-section="company"');
    expect(html).toContain('Coaching in Berlin und online.');
    expect(html).toContain('href="https://facebook.com/wegweiser"');
    expect(html).toContain('aria-label="Instagram"');
    expect(html).toContain('aria-label="X"');
    // reddit has a URL but footer_show_social_reddit is false
    expect(html).not.toContain('aria-label="Reddit"');
  });

  it('hides company info when show_footer_company_info is false', () => {
    expect(render(testSettings({ show_footer_company_info: false }))).not.toContain(
      'data-footer-section="company"',
    );
  });

  it('shows contact and social items in their sections; 4 sections → 4 columns', () => {
    const html = render();
    expect(html).toContain('data-footer-section="contact"');
    expect(html).toContain('href="mailto:anna@example.com"');
    expect(html).toContain('data-footer-section="social"');
    expect(html).toContain('Wegweiser auf LinkedIn');
    expect(html).toContain('data-columns="4"');
  });

  it('leaves out contact and social sections without items; 2 sections → 2 columns', () => {
    const html = render(testSettings(), []);
    expect(html).not.toContain('data-footer-section="contact"');
    expect(html).not.toContain('data-footer-section="social"');
    expect(html).toContain('data-columns="2"');
    expect(render(testSettings(), [contactItem])).toContain('data-columns="3"');
  });

  it("shows 'Lade Kontaktdaten...' while the footer items load", () => {
    const html = renderWithApp(<Footer />, { settings: testSettings(), texts });
    expect(html).toContain('Lade Kontaktdaten...');
  });

  it('keeps a failed footer-items call as its message, not displayed', () => {
    const html = render(testSettings(), [], {
      'footer-items:de': { ok: false, kind: 'http', message: 'Server error', status: 500 },
    });
    expect(html).toContain('data-footer-items-error="HTTP error! status: 500"');
    expect(html).not.toContain('data-footer-section="contact"');
  });

  it('shows no social icons when the social settings fail, and keeps the message', () => {
    const html = render(testSettings(), [], {
      'social-media:de': { ok: false, kind: 'network', message: 'offline', status: 0 },
    });
    expect(html).toContain('data-social-error="Fehler beim Laden der Social Media Einstellungen"');
    expect(html).not.toContain('aria-label="Facebook"');
  });

  it('newsletter mode shows the newsletter block', () => {
    const html = render();
    expect(html).toContain('data-newsletter=""');
    expect(html).toContain('Impulse für Ihren Weg');
    expect(html).not.toContain('data-footer-button');
  });

  it('newsletter mode without show_footer_newsletter shows no block', () => {
    expect(render(testSettings({ show_footer_newsletter: false }))).not.toContain('data-newsletter=""');
  });

  it('button mode shows the call-to-action with footer_button_url and footer_button_target', () => {
    const html = render(
      testSettings({ footer_mode: 'button', footer_button_url: '/about', footer_button_target: '_blank' }),
    );
    expect(html).not.toContain('data-newsletter=""');
    expect(html).toMatch(
      /<a href="\/about" target="_blank" rel="noopener noreferrer"[^>]*data-footer-button/,
    );
    expect(html).toContain('Kennenlerngespräch vereinbaren');
  });

  it("'none' mode shows neither", () => {
    const html = render(testSettings({ footer_mode: 'none' }));
    expect(html).not.toContain('data-newsletter=""');
    expect(html).not.toContain('data-footer-button');
  });

  it('shows the copyright with year and site name, and the three legal links', () => {
    const html = render();
    expect(html).toContain(`© ${new Date().getFullYear()} Wegweiser Coaching. Alle Rechte vorbehalten.`);
    expect(html).toContain('href="/legal/privacy"');
    expect(html).toContain('href="/legal/imprint"');
    expect(html).toContain('href="/legal/terms"');
  });

  it('lists blog and career in the footer navigation only when enabled', () => {
    const html = render(testSettings({ blog_enabled: false, career_enabled: true }));
    expect(html).not.toContain('href="/blog"');
    expect(html).toContain('href="/career"');
  });
});
