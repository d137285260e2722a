/**
 * The symbols of the icon sprite (decision 140): the icons content chooses by name — the spec's
 * icon names (services, packages, footer items) and the footer's contact icons — and the glyphs of
 * the blocks the first paint never draws (decision 142: the arrows of the home's cards and links,
 * the testimonials' quote mark, the footer's social networks).
 */
import { ICON_NAMES, type IconName } from '@wegweiser/contracts/constants';

/** The footer's contact icons, also chosen by its items (`icon_name`). */
export const CONTACT_ICON_NAMES = [
  'EnvelopeIcon',
  'PhoneIcon',
  'MapPinIcon',
  'GlobeAltIcon',
  'ClockIcon',
  'LinkIcon',
] as const;

export type ContentIconName = IconName | (typeof CONTACT_ICON_NAMES)[number];

export const CONTENT_ICON_NAMES: readonly ContentIconName[] = [...ICON_NAMES, ...CONTACT_ICON_NAMES];

export const isContentIconName = (name: string): name is ContentIconName =>
  (CONTENT_ICON_NAMES as readonly string[]).includes(name);

/** The social networks the footer links with a glyph of its own (Heroicons has no brand icons). */
export const SOCIAL_GLYPHS = ['facebook', 'instagram', 'x', 'reddit', 'linkedin'] as const;
export type SocialGlyph = (typeof SOCIAL_GLYPHS)[number];

export const GLYPH_NAMES = [
  'arrow-right',
  'quote',
  ...SOCIAL_GLYPHS.map((network) => `social-${network}` as const),
] as const;
export type GlyphName = (typeof GLYPH_NAMES)[number];

export type SpriteIconName = ContentIconName | GlyphName;

export const SPRITE_ICON_NAMES: readonly SpriteIconName[] = [...CONTENT_ICON_NAMES, ...GLYPH_NAMES];
