/**
 * The icons content chooses by name: the spec's icon names (services, packages, footer items) and
 * the footer's contact icons. Each is a symbol of the content icon sprite (decision 140).
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
