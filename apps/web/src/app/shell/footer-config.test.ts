import type { SiteSettings } from '@wegweiser/contracts';
import { describe, expect, it } from 'vitest';
import {
  FOOTER_GRID_CLASSES,
  footerCallToAction,
  footerGridColumns,
  formatCopyright,
  showCompanyInfo,
} from './footer-config';

const settings = (patch: Partial<SiteSettings>) =>
  ({
    show_footer_company_info: true,
    show_footer_newsletter: true,
    footer_mode: 'newsletter',
    footer_button_url: '/contact',
    footer_button_target: '_self',
    ...patch,
  }) as SiteSettings;

describe('footerCallToAction', () => {
  it('newsletter mode (the default) shows the newsletter block when show_footer_newsletter', () => {
    expect(footerCallToAction(settings({}))).toEqual({ kind: 'newsletter' });
    expect(footerCallToAction(null)).toEqual({ kind: 'newsletter' });
  });

  it('newsletter mode without show_footer_newsletter shows nothing', () => {
    expect(footerCallToAction(settings({ show_footer_newsletter: false }))).toEqual({ kind: 'none' });
  });

  it('button mode links to footer_button_url with footer_button_target', () => {
    expect(footerCallToAction(settings({ footer_mode: 'button', footer_button_url: '/about' }))).toEqual({
      kind: 'button',
      url: '/about',
      newTab: false,
    });
    expect(
      footerCallToAction(
        settings({
          footer_mode: 'button',
          footer_button_url: 'https://cal.example',
          footer_button_target: '_blank',
        }),
      ),
    ).toEqual({ kind: 'button', url: 'https://cal.example', newTab: true });
    expect(footerCallToAction(settings({ footer_mode: 'button', footer_button_url: null }))).toMatchObject({
      url: '/contact',
    });
  });

  it("'none' shows neither newsletter nor button", () => {
    expect(footerCallToAction(settings({ footer_mode: 'none' }))).toEqual({ kind: 'none' });
  });
});

describe('showCompanyInfo', () => {
  it('is shown unless show_footer_company_info is false', () => {
    expect(showCompanyInfo(settings({}))).toBe(true);
    expect(showCompanyInfo(null)).toBe(true);
    expect(showCompanyInfo(settings({ show_footer_company_info: false }))).toBe(false);
  });
});

describe('footerGridColumns', () => {
  it.each([
    [1, 2],
    [2, 2],
    [3, 3],
    [4, 4],
    [5, 4],
  ])('%i sections → %i columns', (sections, columns) => {
    expect(footerGridColumns(sections)).toBe(columns);
    expect(FOOTER_GRID_CLASSES[footerGridColumns(sections)]).toContain(`grid-cols-${Math.min(columns, 2)}`);
  });

  it('has a large-screen class per column count', () => {
    expect(FOOTER_GRID_CLASSES[3]).toContain('lg:grid-cols-3');
    expect(FOOTER_GRID_CLASSES[4]).toContain('lg:grid-cols-4');
  });
});

describe('formatCopyright', () => {
  it('fills {year} and {site_name}', () => {
    expect(
      formatCopyright('© {year} {site_name}. Alle Rechte vorbehalten.', 2026, 'Wegweiser Coaching'),
    ).toBe('© 2026 Wegweiser Coaching. Alle Rechte vorbehalten.');
  });
});
