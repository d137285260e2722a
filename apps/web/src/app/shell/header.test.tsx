import { beforeAll, describe, expect, it } from 'vitest';
import { languageSelectorIsland } from '../../features/i18n/language-selector-island';
import { Header } from './header';
import { renderWithApp, testLanguage, testSettings } from './layout-test-services';

const languages = {
  languages: {
    ok: true as const,
    data: [testLanguage('de', 'Deutsch', 1), testLanguage('en', 'English', 2)],
  },
};
const texts = {
  header_nav_home: 'Start',
  header_nav_blog: 'Blog',
  header_contact_button: 'Kontakt aufnehmen',
  header_menu_open: 'Menü öffnen',
};
const render = (settings = testSettings(), resources: Record<string, never> | typeof languages = languages) =>
  renderWithApp(<Header />, { settings, resources, texts });

// The server renders islands with their code loaded (decision 120).
beforeAll(async () => {
  await languageSelectorIsland.load();
});

describe('Header', () => {
  it('shows the initial of the site name linking to / by default', () => {
    const html = render();
    expect(html).toMatch(/<a href="\/"[^>]*><span aria-hidden="true"[^>]*>W<\/span>/);
  });

  it('shows the header logo when use_logo_instead_of_initial, linking to header_logo_link', () => {
    const html = render(
      testSettings({
        use_logo_instead_of_initial: true,
        header_logo: '/media/logo.svg',
        header_logo_link: '/about',
      }),
    );
    expect(html).toMatch(/<a href="\/about"[^>]*><img src="\/media\/logo.svg" alt="Wegweiser Coaching"/);
  });

  it('lists blog and career only when enabled', () => {
    expect(render(testSettings({ blog_enabled: false, career_enabled: false }))).not.toMatch(
      /href="\/(blog|career)"/,
    );
    const html = render();
    expect(html).toContain('href="/blog"');
    expect(html).toContain('href="/career"');
  });

  it('marks the current page', () => {
    expect(render()).toMatch(/<a href="\/" aria-current="page"/);
  });

  it('sends the contact call-to-action to /contact, or to an external URL in a new tab', () => {
    expect(render()).toContain('href="/contact"');
    const html = render(testSettings({ contact_button_redirect_url: 'https://cal.example/anna' }));
    expect(html).toContain('href="https://cal.example/anna" target="_blank" rel="noopener noreferrer"');
  });

  it('has an accessible, closed menu button, and no phone menu until it opens (decision 137)', () => {
    const html = render();
    expect(html).toMatch(/<button type="button" aria-expanded="false" aria-label="Menü öffnen"/);
    // The desktop bar's navigation only: the phone menu's copy is rendered while open.
    expect(html.match(/aria-label="Hauptnavigation"/g)).toHaveLength(1);
  });

  it('starts unscrolled and shows the theme loading indicator until mounted', () => {
    const html = render();
    expect(html).toContain('data-scrolled="false"');
    expect(html).toContain('Theme wird geladen...');
  });

  it('hides the theme toggle when switching is disabled', () => {
    expect(render(testSettings({ enable_theme_toggle: false }))).not.toContain('data-theme-toggle');
  });

  it("shows 'Loading...' in the page's language while the language list loads and hides the selector for a single language", () => {
    expect(render(testSettings(), {})).toContain('Lädt...');
    expect(
      renderWithApp(<Header />, { settings: testSettings(), resources: {}, texts, language: 'fr' }),
    ).toContain('Chargement...');
    const single = render(testSettings(), {
      languages: { ok: true, data: [testLanguage('de', 'Deutsch', 1)] },
    } as unknown as typeof languages);
    expect(single).not.toContain('data-language-selector');
  });

  it('renders the language button closed, without its list (opened in the browser, decision 137)', () => {
    const html = render();
    expect(html).toContain('aria-label="Sprache: Deutsch"');
    expect(html).toMatch(/<button type="button" aria-expanded="false" aria-label="Sprache: Deutsch"/);
    expect(html).not.toContain('lang="en"');
    expect(html).not.toContain('style="width:12rem"');
  });

  it('still offers the selector when the language list failed (de, en, es, listed when opened)', () => {
    const html = render(testSettings(), {
      languages: { ok: false, kind: 'http', message: 'x', status: 500 },
    } as unknown as typeof languages);
    expect(html).toContain('aria-label="Sprache: Deutsch"');
  });
});
