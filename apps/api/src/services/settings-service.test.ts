import { describe, expect, it } from 'vitest';
import type { FooterItemRow, SocialMediaRow } from '../repositories/settings-repository';
import { cssVariables, footerItemView, socialMediaView } from './settings-service';

const frOverDe = { language: 'fr', fallback: 'de' } as const;

const socialRow = (languageCode: string, facebookUrl: string): SocialMediaRow =>
  ({
    languageCode,
    facebookUrl,
    instagramUrl: '',
    linkedinUrl: '',
    xUrl: '',
    redditUrl: '',
  }) as SocialMediaRow;

describe('the settings views', () => {
  it("social links: the language's own, else the default language's, else empty; bad URLs read as empty", () => {
    const de = socialRow('de', 'https://facebook.com/praxis');
    const fr = socialRow('fr', ' https://facebook.com/cabinet ');
    expect(socialMediaView(frOverDe, [de, fr]).facebook_url).toBe('https://facebook.com/cabinet');
    expect(socialMediaView(frOverDe, [de])).toMatchObject({
      language_code: 'fr',
      facebook_url: 'https://facebook.com/praxis',
    });
    expect(socialMediaView(frOverDe, []).facebook_url).toBe('');
    expect(socialMediaView(frOverDe, [socialRow('fr', 'javascript:alert(1)')]).facebook_url).toBe('');
  });

  it('a footer item: its texts in the language, a bad URL as empty', () => {
    const row = {
      id: 1,
      isActive: true,
      showInContact: false,
      showInSocial: false,
      showInContactPage: false,
      url: 'javascript:alert(1)',
      isExternal: false,
      iconName: 'Mail',
      title: { de: 'Kontakt', fr: 'Contact' },
      displayText: { de: 'Schreiben' },
      order: 0,
    } as FooterItemRow;
    expect(footerItemView(frOverDe, row)).toMatchObject({
      url: '',
      translated_title: 'Contact',
      translated_display_text: 'Schreiben',
    });
  });

  it("the theme's CSS variables: every shade of each palette and the fonts with their fallback", () => {
    const palette = { '50': '#fff', '900': '#000' } as never;
    const variables = cssVariables({
      primaryColors: palette,
      accentColors: palette,
      darkColors: palette,
      fonts: { display: 'Lora', body: 'Inter' },
    });
    expect(variables['--color-primary-50']).toBe('#fff');
    expect(variables['--color-dark-900']).toBe('#000');
    expect(variables['--font-body']).toMatch(/^'Inter', ui-sans-serif/);
    expect(variables['--font-display']).toMatch(/^'Lora', /);
  });
});
