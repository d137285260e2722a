/**
 * Managed texts of the layout (header, footer, newsletter block): one list each, which the site's
 * shell requests and the server preloads for every page. Zod-free like /constants, but a subpath of
 * its own, so that the browser bundles the lists with the shell that uses them rather than in the
 * constants chunk next to a second copy of the same strings.
 */

/** Managed texts of the site navigation's links (header and footer). */
export const NAV_CONTENT_TYPES = [
  'header_nav_home',
  'header_nav_about',
  'header_nav_services',
  'header_nav_blog',
  'header_nav_career',
] as const;

/** Managed texts of the header: the navigation, the contact button and the menu button. */
export const HEADER_CONTENT_TYPES = [
  ...NAV_CONTENT_TYPES,
  'header_contact_button',
  'header_menu_open',
  'header_menu_close',
] as const;

/** Managed texts of the footer beside the navigation's. */
export const FOOTER_CONTENT_TYPES = [
  'footer_description',
  'footer_navigation_title',
  'footer_contact_title',
  'footer_social_title',
  'footer_legal_privacy',
  'footer_legal_imprint',
  'footer_legal_terms',
  'footer_copyright',
  'footer_button_text',
] as const;

/** Managed texts of the newsletter sign-up block. */
export const NEWSLETTER_CONTENT_TYPES = [
  'newsletter_title',
  'newsletter_description',
  'newsletter_placeholder',
  'newsletter_button',
  'newsletter_consent',
] as const;

/**
 * All of them, as the server preloads them for every page. A pure call, so the browser bundle,
 * which never uses it, leaves it out.
 */
export const LAYOUT_CONTENT_TYPES = /* @__PURE__ */ [
  HEADER_CONTENT_TYPES,
  FOOTER_CONTENT_TYPES,
  NEWSLETTER_CONTENT_TYPES,
].flat();
