import {
  ClockIcon,
  EnvelopeIcon,
  GlobeAltIcon,
  LinkIcon,
  MapPinIcon,
  PhoneIcon,
} from '@heroicons/react/24/outline';
import { ICON_NAMES } from '@wegweiser/contracts/constants';
import { NamedIcon } from '../../../shared/ui/icon';
import { isSocialGlyph, SocialIcon } from './social-icon';

const CONTACT_ICONS = { EnvelopeIcon, PhoneIcon, MapPinIcon, GlobeAltIcon, ClockIcon, LinkIcon } as const;

/** The icon of a footer item: contact icons, social glyphs, the spec's icon names, else a link. */
export function FooterItemIcon({ name, className = 'h-5 w-5' }: { name: string; className?: string }) {
  const glyph = name.toLowerCase();
  if (isSocialGlyph(glyph)) return <SocialIcon network={glyph} className={className} />;
  if (Object.hasOwn(CONTACT_ICONS, name)) {
    const Icon = CONTACT_ICONS[name as keyof typeof CONTACT_ICONS];
    return <Icon aria-hidden="true" className={className} />;
  }
  if ((ICON_NAMES as readonly string[]).includes(name))
    return <NamedIcon name={name} fallback="sparkles" className={className} />;
  return <LinkIcon aria-hidden="true" className={className} />;
}
