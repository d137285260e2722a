/**
 * Which sizes and schemes a screen is checked in (decision 077). In the suite every screen of the
 * site and the console gets its axe scan in both colour schemes — contrast differs by scheme — at the
 * phone width, where overflow shows; the desktop width too only for a named handful of
 * representative screens. The full matrix — both widths for every screen, each photographed to
 * test-results/ — is one command away for changes to layout:
 *
 *   npm run test:screens     # E2E_FULL_MATRIX=1 playwright test (after npm run build)
 */
export const FULL_MATRIX = process.env.E2E_FULL_MATRIX === '1';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;
export const SCHEMES = ['light', 'dark'] as const;

type Size = { readonly width: number; readonly height: number };

/**
 * The site's routes checked at the desktop width in every run (names of
 * apps/server/src/testing/site-routes.ts): one of each kind of layout — the home page, a detail page
 * with a picture, a long text, a form.
 */
export const REPRESENTATIVE_SITE_ROUTES = new Set(['home', 'service-detail', 'blog-post', 'contact']);

/**
 * The console's screens checked at the desktop width in every run (checkScreen names): the
 * overview, a list, the editor, the media library, the inbox, the dashboard and the sign-in.
 */
export const REPRESENTATIVE_CONSOLE_SCREENS = new Set([
  'home',
  'content-list',
  'content-editor',
  'media-library',
  'inbox-messages',
  'analytics-dashboard',
  'sign-in',
]);

/** The sizes a screen is checked at in this run. */
export function sizesFor(representative: Set<string>, screen: string): readonly Size[] {
  return FULL_MATRIX || representative.has(screen) ? [PHONE, DESKTOP] : [PHONE];
}
